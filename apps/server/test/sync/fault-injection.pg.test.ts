import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { MUNICIPALITIES } from '@vikariat/domain';
import { enqueueAction } from '@vikariat/sync/client/index';
import type { ReplicatedCollection, SyncDoc } from '@vikariat/sync';
import type { AuthUser } from '../../src/context.ts';
import { queryRows } from '../../src/db/query.ts';
import { pullCollection } from '../../src/sync/sync-service.ts';
import { insertJob } from '../helpers/jobs.ts';
import { createAccount, createSchool, tokenFor } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { availabilityActions, JOB_ACTION_TYPES, jobActionPayload } from './fault-payloads.ts';
import { chaosFetch, seededRandom, type ChaosControl } from './chaos-fetch.ts';
import { canonical, describeDifference, strip, syncLogReport } from './view-report.ts';
import { openDevice, type TestDevice } from './sync-client.ts';

/**
 * Seeded fault injection: several devices (own fake IndexedDB each) queue actions while the network drops,
 * duplicates, delays, reorders and fails requests, goes offline, tokens expire, devices reload mid-push and
 * the server restarts. After the network heals: every action applied exactly once, none lost, every device
 * equal to the server's projection. FAULT_SEEDS (default 10, ~1 s a seed on 2 cores; CI runs 200 more) seeds
 * from FAULT_SEED_START; a failing seed is printed for replay.
 */
// test-runner configuration, like the database URL in global-setup
const SEEDS = Number(process.env['FAULT_SEEDS'] ?? 10);
const SEED_START = Number(process.env['FAULT_SEED_START'] ?? 1);
const onPglite = inject('pgAdminUrl') === '';
const COLLECTIONS: ReplicatedCollection[] = ['jobs', 'applications', 'profile', 'notices', 'outbox'];

const SECRET = 'fault-injection-secret-0123456789abcdef';
let t: TestApp;
let worker: Worker;
const target = { base: '' };

function nextMessage(): Promise<{ url?: string; stopped?: boolean }> {
  return new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

beforeAll(async () => {
  if (onPglite) return;
  t = await createTestApp();
  // the fixtures sign tokens the server thread accepts
  t.deps.jwtKey = new TextEncoder().encode(SECRET);
  await t.deps.database.execInTransaction(['CREATE TABLE fault_effects (account_id uuid, type text, n int NOT NULL, PRIMARY KEY (account_id, type))']);
  // the thread loads TypeScript through tsx, as `npm start` does
  const entry = JSON.stringify(new URL('./server-worker.ts', import.meta.url).href);
  worker = new Worker(`import('tsx/esm/api').then(({ register }) => { register(); return import(${entry}); })`, {
    eval: true,
    workerData: { databaseUrl: t.db.url, secret: SECRET },
  });
  target.base = (await nextMessage()).url ?? '';
}, 120_000);
afterAll(async () => {
  if (onPglite) return;
  const stopped = nextMessage();
  worker.postMessage('stop');
  await stopped;
  await worker.terminate();
  await t.close();
});

async function restartServer(): Promise<void> {
  target.base = 'http://127.0.0.1:1'; // nothing listens while it restarts
  const started = nextMessage();
  worker.postMessage('restart');
  target.base = (await started).url ?? '';
}

/** What the server would give this user from zero, per collection (ids → documents). */
async function serverView(user: AuthUser, collection: ReplicatedCollection): Promise<Map<string, SyncDoc>> {
  const docs = new Map<string, SyncDoc>();
  let checkpoint = null;
  for (;;) {
    const outcome = await pullCollection(t.deps, user, collection, { checkpoint, limit: 2_000, deviceId: 'verifier' });
    if (outcome.kind !== 'ok') throw new Error('reset while verifying');
    for (const doc of outcome.response.documents) {
      if (doc._deleted) docs.delete(doc.id);
      else docs.set(doc.id, doc);
    }
    if (outcome.response.documents.length === 0) return docs;
    checkpoint = outcome.response.checkpoint;
  }
}

async function localView(device: TestDevice, collection: ReplicatedCollection): Promise<Map<string, unknown>> {
  const docs = await device.db[collection].find().exec();
  return new Map(docs.map((d) => [d.primary, d.toJSON()]));
}

async function converged(devices: TestDevice[], users: Map<string, AuthUser>): Promise<string | null> {
  for (const device of devices) {
    const user = users.get(device.ownerId);
    if (user === undefined) return 'unknown user';
    for (const collection of COLLECTIONS) {
      if (!(collection in device.db.collections)) continue;
      const [local, remote] = await Promise.all([localView(device, collection), serverView(user, collection)]);
      const expected = new Map([...remote].map(([id, doc]) => [id, strip(doc)]));
      if (canonical(local) !== canonical(expected)) return `${device.name}/${collection} differs: ${describeDifference(local, expected)}`;
    }
  }
  return null;
}

async function runSeed(seed: number): Promise<void> {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const deps = t.deps;
  // Each seed in its own municipality: its substitutes see only its jobs, so a seed replayed alone meets the same
  // world as in a long run, and a seed's work does not grow with the seeds before it (with one shared
  // municipality seed 200 synced ~1,200 jobs per device and CI's 200 seeds ran past the 30-minute timeout).
  const municipality = (MUNICIPALITIES[seed % MUNICIPALITIES.length] as (typeof MUNICIPALITIES)[number]).code;
  const schoolId = await createSchool(deps, { municipality });
  const otherSchool = await createSchool(deps, { municipality });
  const jobIds: string[] = [];
  for (let i = 0; i < 4; i++) jobIds.push(await insertJob(deps, { schoolId, region: [municipality] }));
  for (let i = 0; i < 2; i++) jobIds.push(await insertJob(deps, { schoolId: otherSchool, region: [municipality] }));
  const a = await createAccount(deps, { profile: { regions: [municipality] }, siteLang: pick([1, 2] as const) });
  const b = await createAccount(deps, { profile: { regions: [municipality] } });
  const users = new Map<string, AuthUser>(
    [a, b].map((acc) => [acc.id, { id: acc.id, sessionId: '', email: acc.email, role: 'user', roles: ['user'], siteLang: 2, schoolIds: [] }]),
  );
  const tokens = new Map([
    [a.id, a.token],
    [b.id, b.token],
  ]);
  const expired = new Set<string>();
  const chaos: ChaosControl[] = [];
  const devices: TestDevice[] = [];
  // RxDB's free edition caps open collections per process: the second user's device mirrors what its actions touch
  const layout = [
    [`s${seed}a1`, a.id, COLLECTIONS],
    [`s${seed}a2`, a.id, COLLECTIONS],
    [`s${seed}b1`, b.id, ['jobs', 'outbox']],
  ] as const;
  for (const [name, owner, collections] of layout) {
    const control = chaosFetch(seededRandom(seed * 31 + devices.length), target, 0.35);
    chaos.push(control);
    faultsSeen.push(control.stats);
    devices.push(
      await openDevice({
        name,
        ownerId: owner,
        fetch: control.fetch,
        collections: [...collections],
        // one device per seed pulls in pages of 2 (3 while behind): its first syncs and restarts are paged and
        // bulk-loaded into its empty collections, under the same faults
        ...(devices.length === seed % layout.length ? { pages: { batchSize: 2, catchUpBatchSize: 3 } } : {}),
        apiBase: `http://chaos/api`,
        getToken: () => (expired.has(name) ? 'expired.token.value' : (tokens.get(owner) ?? null)),
      }),
    );
  }

  try {
    await exercise(seed, random, devices, chaos, expired, tokens, users, [schoolId, otherSchool], jobIds, [a.id, b.id]);
  } finally {
    await Promise.all(devices.map((d) => d.close().catch(() => undefined)));
  }
}

async function exercise(
  seed: number,
  random: () => number,
  devices: TestDevice[],
  chaos: ChaosControl[],
  expired: Set<string>,
  tokens: Map<string, string>,
  users: Map<string, AuthUser>,
  [schoolId, otherSchool]: [string, string],
  jobIds: string[],
  accountIds: string[],
): Promise<void> {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  const queued: string[] = [];
  const trace: string[] = [];
  const steps = 10;
  const nextAvailability = availabilityActions(seed);
  for (let step = 0; step < steps; step++) {
    const index = Math.floor(random() * devices.length);
    const device = devices[index] as TestDevice;
    const type = pick(JOB_ACTION_TYPES);
    const jobId = pick(jobIds);
    const payload = jobActionPayload(type, pick, jobId, [schoolId, otherSchool]);
    const action = await enqueueAction(device.db, { ownerId: device.ownerId, deviceId: device.deviceId }, type, payload as never);
    queued.push(action.id);
    const extra = nextAvailability();
    if (extra !== null) queued.push((await enqueueAction(device.db, { ownerId: device.ownerId, deviceId: device.deviceId }, extra.type, extra.payload as never)).id);
    const event = random();
    const target =
      'schoolId' in payload
        ? payload['schoolId'] === schoolId
          ? 'school'
          : 'otherSchool'
        : `job${jobIds.indexOf(String(payload['jobId']))}${extra === null ? '' : ` +${extra.type}`}`;
    trace.push(
      `${Date.now() % 100_000} ${device.name} ${type} ${target}${event < 0.1 ? ' +offline-flip' : event < 0.17 ? ' +reload' : event < 0.22 ? ' +expire' : event < 0.24 && step === 5 ? ' +restart' : ''}`,
    );
    if (event < 0.1) (chaos[index] as ChaosControl).offline = !(chaos[index] as ChaosControl).offline;
    else if (event < 0.17) await device.reload();
    else if (event < 0.22) expired.add(device.name);
    else if (event < 0.24 && step === 5) await restartServer();
    await new Promise((resolve) => setTimeout(resolve, random() * 25));
  }

  // the network heals, sessions are renewed
  chaos.forEach((c) => c.heal());
  expired.clear();
  for (const [id] of tokens) tokens.set(id, await tokenFor(t.deps, id));
  const healedAt = Date.now();
  const deadline = Date.now() + 30_000;
  let difference: string | null = 'not checked';
  while (Date.now() < deadline) {
    devices.forEach((d) => d.engine.resync());
    // a replication that never settles fails this seed at the deadline, with its report, instead of hanging the run
    const unsettled = new Set(devices);
    const asked = Date.now();
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.all(devices.map((d) => d.engine.awaitInSync().then(() => unsettled.delete(d)))),
      new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now())))),
    ]);
    clearTimeout(timer);
    const stuck = [...unsettled][0];
    if (stuck !== undefined) {
      // the deadline may fall while the last resync is in flight: the difference seen before it is the finding
      const before = difference === 'not checked' ? '' : `; before it, ${difference}`;
      difference = `${stuck.name}/ replication did not settle in ${Date.now() - asked} ms${before}`;
      break;
    }
    const pending = (await Promise.all(devices.map((d) => d.db.outbox.find({ selector: { status: 'pending' } }).exec()))).reduce((x, y) => x + y.length, 0);
    difference = pending > 0 ? `${pending} actions pending` : await converged(devices, users);
    if (difference === null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (difference !== null) {
    await new Promise((resolve) => setTimeout(resolve, 300)); // the server thread writes its sync log every 100 ms
    const named = devices.filter((d) => difference?.includes(`${d.name}/`));
    if (named.length > 0) console.error(await syncLogReport(t.deps.database.db, `seed ${seed}`, named));
    throw new Error(
      `seed ${seed}: ${difference} ${Date.now() - healedAt} ms after healing; schools ${schoolId} ${otherSchool}; jobs ${jobIds.join(' ')}; ` +
        `steps: ${trace.join(' | ')}; faults ${JSON.stringify(chaos.map((c) => c.stats))}`,
    );
  }

  // none lost, none invented, each applied once
  const ledger = await queryRows<{ id: string; status: string; type: string; account_id: string }>(
    t.deps.database.db,
    sql`SELECT id::text, status, type, account_id::text FROM sync_outbox_ledger WHERE account_id IN (${accountIds[0]}, ${accountIds[1]})`,
  );
  expect(ledger.map((r) => r.id).sort(), `seed ${seed}: ledger = queued`).toEqual([...queued].sort());
  const effects = await queryRows<{ account_id: string; type: string; n: number }>(
    t.deps.database.db,
    sql`SELECT account_id::text, type, n FROM fault_effects WHERE account_id IN (${accountIds[0]}, ${accountIds[1]})`,
  );
  for (const row of effects) {
    const applied = ledger.filter((l) => l.account_id === row.account_id && l.type === row.type && l.status === 'applied').length;
    expect(row.n, `seed ${seed}: ${row.type} effects`).toBe(applied);
  }
  const appliedTotal = ledger.filter((l) => l.status === 'applied').length;
  expect(
    effects.reduce((sum, r) => sum + r.n, 0),
    `seed ${seed}: effects total`,
  ).toBe(appliedTotal);
}

/** every device's fault counts, summed in the run's last line (which faults the seeds met, cut followed pulls among them) */
const faultsSeen: Array<Record<string, number>> = [];

/** Seeds that once failed (each found a real fault, since fixed): they run in every CI, whatever the seed range. */
// 148: a block undone gave back the scope of a checkpoint older than the block's tombstones (timing-dependent; the
// deterministic proof is sync-scope.pg.test.ts "a block undone")
const REGRESSION_SEEDS = [63, 72, 115, 148, 579, 661];

describe.skipIf(onPglite)('sync under faults', () => {
  it.each(REGRESSION_SEEDS)(
    'converges on regression seed %i',
    async (seed) => {
      await runSeed(seed);
    },
    120_000,
  );

  it(`converges with every action applied exactly once (${SEEDS} seeds from ${SEED_START})`, async () => {
    for (let seed = SEED_START; seed < SEED_START + SEEDS; seed++) {
      try {
        await runSeed(seed);
      } catch (error) {
        console.error(`fault injection failed: replay with FAULT_SEED_START=${seed} FAULT_SEEDS=1`);
        throw error;
      }
    }
    const totals: Record<string, number> = {};
    for (const stats of faultsSeen) for (const [name, n] of Object.entries(stats)) totals[name] = (totals[name] ?? 0) + n;
    console.info(`fault injection, ${SEEDS} seeds: requests by fault ${JSON.stringify(totals)}`);
  }, 1_800_000);
});
