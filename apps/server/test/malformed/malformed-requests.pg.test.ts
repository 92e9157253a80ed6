import { afterAll, describe, expect, it } from 'vitest';
import { deliveriesSettled } from '../../src/services/notifications/index.ts';
import { createTestApp } from '../helpers/test-app.ts';
import { bodyProbes, MALFORMED_CLASSES, PATH_VALUES, queryProbes, type Plausible, type Probe } from './malformed-inputs.ts';
import { callerOf, keptWorld, probeWorld, ROLES, type ProbeRole, type ProbeWorld } from './probe-world.ts';
import { apiRouteTable, fillPath, pathParams, type RouteEntry } from './route-table.ts';
import { changedTables, replacementCharacters, watchWrites } from './write-watch.ts';

/**
 * Issue 21 item 12, DESIGN.md "What no request may do": every route the app registered, as every kind of caller
 * (nobody, each role, the holder of an export statistics token), gets every class of malformed input
 * (malformed-inputs.ts: impossible dates in bodies and queries alike) and must answer below 500, and a refused request
 * (4xx) must change no row. The routes come from the app itself, so a new route is covered the day it is added.
 *
 * The realtime websocket (/api/realtime) is no route of the app (the HTTP server hands its upgrade to the socket
 * server): test/foundation/socket-errors.pg.test.ts sends it the same classes as messages, before and after a
 * sign-in, besides oversized messages, broken frames and cut connections.
 */

/** throttles count refused attempts by design; the sync log records refused syncs */
const MAY_WRITE_WHEN_REFUSED = ['login_throttle', 'export_auth_failures', 'sync_log'];
/** a 5xx that states a service is not configured, whatever the request (no identity issuer in tests) */
const CONFIGURATION_STATES = ['identity_unavailable'];

const t = await createTestApp();
const routes = apiRouteTable(t.app);
const readWrites = await watchWrites(t.deps.database, MAY_WRITE_WHEN_REFUSED);
let world: ProbeWorld | undefined;

/** A value each path parameter could well have, so the other probes get past the path. */
function plausibleParam(name: string, p: Plausible): string {
  if (name === 'collection') return 'outbox';
  if (name === 'email') return p.email;
  if (name === 'file' || name === 'name') return `${'a'.repeat(32)}bild.jpg`;
  if (name === 'token') return 'x'.repeat(43);
  return p.jobId;
}

function probesFor(route: RouteEntry, p: Plausible): Probe[] {
  const hasBody = route.method !== 'GET' && route.method !== 'HEAD';
  const queries = queryProbes();
  // GET and HEAD carry no body (fetch forbids one): every class reaches them through the query string instead
  const probes = hasBody ? [...bodyProbes(p), ...queries.filter((q) => q.name === 'email with NUL' || q.name === 'to=2026-02-30')] : queries;
  if (pathParams(route.path).length > 0) {
    const body = hasBody ? { body: '{}', contentType: 'application/json' } : {};
    for (const value of PATH_VALUES) probes.push({ cls: 'path-param', name: value.slice(0, 20), pathValue: value, ...body });
  }
  return probes;
}

async function send(route: RouteEntry, probe: Probe, token: string | undefined, p: Plausible): Promise<Response> {
  const path = fillPath(route.path, (name) => probe.pathValue ?? plausibleParam(name, p), probe.pathValue !== undefined);
  const headers: Record<string, string> = { ...probe.headers };
  if (probe.contentType !== undefined && probe.contentType !== '') headers['content-type'] = probe.contentType;
  if (token !== undefined) headers['authorization'] = `Bearer ${token}`;
  const init: RequestInit & { duplex?: 'half' } = { method: route.method, headers };
  if (probe.body !== undefined) {
    init.body = probe.body;
    if (typeof probe.body !== 'string') init.duplex = 'half';
  }
  return t.app.request(`${path}${probe.query === undefined ? '' : `?${probe.query}`}`, init);
}

afterAll(async () => {
  await deliveriesSettled(t.deps);
  await t.close();
});

describe('malformed requests to every route as every role', () => {
  it('reads the whole route table from the app, and every class applies to every route', () => {
    expect(routes.length).toBeGreaterThan(100);
    const p: Plausible = { email: 'a@b.fi', accountId: '', schoolId: '', jobId: '' };
    for (const route of routes) {
      const classes = new Set(probesFor(route, p).map((probe) => probe.cls));
      const expected = MALFORMED_CLASSES.filter((c) => c !== 'path-param' || pathParams(route.path).length > 0);
      expect([...classes].sort(), `${route.method} ${route.path}`).toEqual([...expected].sort());
    }
  });

  it('signs every kind of caller in: each reads what its role may (the probes start past the sign-in)', async () => {
    world ??= await probeWorld(t.deps);
    const reads: Array<[ProbeRole, string, string]> = [
      ['user', 'POST', '/api/users/getalltemp'],
      ['teacher', 'POST', '/api/teachers/gettemp/v2'],
      ['principal', 'POST', '/api/principals/temps/v2'],
      ['ledare', 'POST', '/api/principals/temps/v2'],
      ['admin', 'GET', '/api/admin/schools'],
      ['statistics', 'GET', '/api/stats/statistics'],
    ];
    for (const [role, method, url] of reads) {
      const res = await t.request(method, url, { token: callerOf(world, role).token ?? '', ...(method === 'POST' ? { body: {} } : {}) });
      expect(res.status, `${role} ${url}: ${await res.text()}`).toBe(200);
    }
  });

  it.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', async (_, route) => {
    const failures: string[] = [];
    let before: Map<string, number> | undefined;
    for (const role of ROLES) {
      let probes: Probe[] = [];
      let builtFor: string | undefined;
      for (let i = 0; builtFor === undefined || i < probes.length; i++) {
        world ??= await probeWorld(t.deps);
        const { token, plausible } = callerOf(world, role);
        if (builtFor !== world.jobId) {
          // the same list, with a new world's ids
          probes = probesFor(route, plausible);
          builtFor = world.jobId;
        }
        const probe = probes[i];
        if (probe === undefined) break;
        // the body limit reads a streamed body before the route or the role is known: the anonymous caller proves it
        if (probe.body instanceof ReadableStream && role !== 'anonymous') continue;
        before ??= await readWrites();
        const res = await send(route, probe, token, plausible);
        const text = await res.text().catch((error: unknown) => `(body failed: ${String(error)})`);
        const after = await readWrites();
        const changed = changedTables(before, after);
        before = after;
        const what = `${role} ${probe.cls} (${probe.name}) → ${res.status}`;
        const configuration = CONFIGURATION_STATES.some((code) => text.includes(`"code":"${code}"`));
        if (res.status >= 500 && !configuration) failures.push(`${what}: ${text.slice(0, 200)}`);
        else if (res.status >= 400 && changed.length > 0) failures.push(`${what} but changed ${changed.join(', ')}`);
        if (changed.length > 0) {
          // an accepted change (a logout, a posted job): what it set off settles; the world goes on, or a new one is made
          await deliveriesSettled(t.deps);
          world = (await keptWorld(t.deps, world)) ?? undefined;
          before = undefined;
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('left no replacement character in the database (a lone surrogate stored as U+FFFD)', async () => {
    expect(await replacementCharacters(t.deps.database, MAY_WRITE_WHEN_REFUSED)).toEqual([]);
  });
});
