import type { PersonAccess } from '@vikariat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiRoutes } from '../../src/routes/index.ts';
import { createTestApp, testClock, type TestApp } from '../helpers/test-app.ts';
import { JOBS_NOW } from '../jobs/fixtures.ts';
import { personFields } from './person-fields.ts';
import { accessOf, leaksIn, whoseDataWorld, type Reader, type Target, type World } from './whose-data-world.ts';

/**
 * The route × role matrix's data half: whose data does each route hand out (issue 21 item 1)? Which role may call a
 * route at all is the permission table's (domain/src/permissions/route-access.test.ts); here every registered route is
 * called as every kind of reader, with every field that can name a person — each e-mail or person-id field of every
 * payload schema in the domain (person-fields.ts), an `:email` or `:id` in the path, an `email` in the query — naming
 * each of seven substitutes whose ties to the reader's school differ. Each substitute carries unique markers: a last
 * name (seen with `profile` access) and a phone, address and birth date (seen with `contact` access only). Whatever
 * the route and whatever it was asked, its answer may carry a substitute's markers only as far as the domain rule lets
 * that reader see that person (`person_access`, asked after any request that may have changed it: a choice made by
 * the request itself books the person). The routes come from the app and the fields from the schemas, so a new route
 * or a new field is covered without writing a test for it.
 */
let t: TestApp;
let world: World;
const PERSON_FIELDS = personFields();
/** the fields the spec fills with the caller's own e-mail (lists and boards of the caller's own) */
const CALLER_FIELDS = ['email', 'userEmail'];

beforeAll(async () => {
  t = await createTestApp({ clock: testClock(JOBS_NOW) });
  world = await whoseDataWorld(t);
});
afterAll(async () => {
  await t.close();
});

/**
 * The routes as mounted. Those that delete the job or deactivate the school's teachers run last: the rest of the sweep
 * would find no applicants, or a signed-out teacher. Signing out and deleting the own account name no person and end
 * the reader's session.
 */
const LAST = (path: string) => (path.includes('deactivate') || path.includes('deletetemp') ? 1 : 0);
const ROUTES = [...new Map(apiRoutes.routes.filter((r) => r.method !== 'ALL').map((r) => [`${r.method} ${r.path}`, r])).values()]
  .filter((r) => r.path !== '/shared/logout' && r.path !== '/users/delete/account')
  .sort((a, b) => LAST(a.path) - LAST(b.path));

interface Request {
  url: string;
  body?: Record<string, unknown>;
}

function urlFor(path: string, named: Target | undefined): string {
  return (
    '/api' +
    path
      .replace(':email', encodeURIComponent(named?.email ?? 'nobody@test.example'))
      .replace(':collection', 'jobs')
      .replace(/:id\b/, path.startsWith('/admin/') ? (named?.id ?? world.jobA) : world.jobA)
      .replace(/:(file|name|token)\b/, 'x')
  );
}

/** A body naming `person` in every person field, the caller fields naming `caller` when one is given. */
function bodyFor(path: string, person: Target, caller?: string): Record<string, unknown> {
  const job = path === '/teachers/remove/chosen' ? world.bookedJob : world.jobA;
  const named: Record<string, string> = Object.fromEntries([
    ...PERSON_FIELDS.emails.map((field): [string, string] => [field, caller !== undefined && CALLER_FIELDS.includes(field) ? caller : person.email]),
    ...PERSON_FIELDS.ids.map((field): [string, string] => [field, person.id]),
  ]);
  return { ...named, id: job, uniqueId: job, jobId: job, checkpoint: null, limit: 500, deviceId: 'whose-data' };
}

/** The requests naming `named`: every person field naming them, and the caller fields naming the reader instead. */
function requestsNaming(method: string, path: string, named: Target, reader: Reader): Request[] {
  const url = urlFor(path, named);
  const query = (email: string) => `?email=${encodeURIComponent(email)}&from=2030-03-01&to=2030-03-31`;
  if (method === 'GET' || method === 'DELETE') return [{ url: url + query(named.email) }];
  return [{ url, body: bodyFor(path, named) }, ...(reader.email === undefined ? [] : [{ url, body: bodyFor(path, named, reader.email) }])];
}

/** The requests that name nobody but (maybe) the reader: a board or list of the caller's own. */
function requestsOfTheCaller(method: string, path: string, reader: Reader): Request[] {
  const url = urlFor(path, undefined);
  if (method === 'GET' || method === 'DELETE')
    return reader.email === undefined ? [] : [{ url: `${url}?email=${encodeURIComponent(reader.email)}&from=2030-03-01&to=2030-03-31` }];
  const job = path === '/teachers/remove/chosen' ? world.bookedJob : world.jobA;
  return [{ url, body: { id: job, uniqueId: job } }];
}

const answered = new Set<string>();
let checked = 0;

describe('whose data each route answers', () => {
  it('starts from a world where the rule grants each kind of access (checked first: the sweep books and unbooks)', async () => {
    const principal = world.readers[3] as Reader;
    const access = await accessOf(t, world, principal);
    expect(world.targets.map((who) => access.get(who.id))).toEqual(['none', 'profile', 'none', 'none', 'contact', 'profile', 'none']);
    // the principal's board shows the applicant by name (the markers are found where they are allowed)
    const board = await t.request('POST', '/api/teachers/showapplicants', { token: principal.token ?? '', body: { id: world.jobA } });
    expect(await board.text()).toContain((world.targets[1] as Target).markers.profile[0]);
  });

  it('reads the person fields from the domain’s payload schemas', () => {
    expect(PERSON_FIELDS.emails).toEqual(expect.arrayContaining(['email', 'userEmail', 'rememberUserEmail', 'oldEmail']));
  });

  it.each(ROUTES.map((r) => [`${r.method} ${r.path}`, r] as const))('%s: as every reader, naming every substitute, no marker beyond the rule', async (name, route) => {
    const leaks: string[] = [];
    for (const reader of world.readers) {
      let access: Map<string, PersonAccess> | undefined;
      const requests = [
        ...world.targets.flatMap((named) => requestsNaming(route.method, route.path, named, reader)),
        ...requestsOfTheCaller(route.method, route.path, reader),
      ];
      for (const { url, body } of requests) {
        const res = await t.request(route.method, url, { ...(body === undefined ? {} : { body }), ...(reader.token === undefined ? {} : { token: reader.token }) });
        const text = await res.text();
        checked += 1;
        if (res.status < 300) answered.add(name);
        // a refused request changes nothing, nor does a read: what the reader may see is asked again only after a change
        if (access === undefined || (res.status < 300 && route.method !== 'GET')) access = await accessOf(t, world, reader);
        for (const leak of leaksIn(text, world, access))
          leaks.push(`as ${reader.label}, ${url}${body === undefined ? '' : ` ${JSON.stringify(body).slice(0, 80)}`}: shows ${leak}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('reached every route, and the places that list people answered someone', () => {
    expect(checked).toBeGreaterThan(ROUTES.length * world.readers.length * world.targets.length);
    for (const listing of [
      'POST /users/get/user',
      'POST /teachers/showapplicants',
      'POST /principals/temps/v2',
      'POST /teachers/getspecific',
      'POST /sync/:collection/pull',
      'POST /shared/remember',
      'POST /teachers/addchosen',
    ]) {
      expect(answered).toContain(listing);
    }
  });
});
