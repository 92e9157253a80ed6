import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { deliveriesSettled } from '../../src/services/notifications/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createJob, createSubstitute, createWorld, jobsClock, TODAY, type World } from '../jobs/fixtures.ts';

/**
 * A new job writes a notification row for every substitute of its regions while it holds the change lock
 * (migration 0003). Those rows' foreign keys must not wait on the account lock of a substitute who is
 * applying at that moment and waits for the change lock: that was a deadlock (the push answered 500).
 */
let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ clock: jobsClock() });
  w = await createWorld(t.deps);
});
afterAll(async () => {
  await deliveriesSettled(t.deps);
  await t.close();
});

const CHANGE_LOCK = 7301003;
const waitingOnAdvisoryLocks = async () =>
  (
    await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND wait_event = 'advisory'`,
    )
  )[0]?.n ?? 0;
async function until(check: () => Promise<boolean>): Promise<void> {
  for (let i = 0; i < 200 && !(await check()); i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('posting a job while a substitute of its region applies', () => {
  it('does not deadlock: both answer 200 and the substitute is notified', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    const open = await createJob(t.deps, { schoolId: w.schoolA });
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    // another writer holds the change lock, so both requests below queue for it: the new job first
    const writer = t.deps.database.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${CHANGE_LOCK})`);
      held = true;
      await gate;
    });
    await until(() => Promise.resolve(held));
    const create = t.request('POST', '/api/teachers/addtemp', {
      token: w.principalA.token,
      body: { startDate: TODAY, startTime: '12:00', endTime: '15:30', typeOfTemp: 1, subjects: [] },
    });
    await until(async () => (await waitingOnAdvisoryLocks()) >= 1);
    // the substitute's apply locks their account row, then queues for the change lock
    const row = { id: uuidv7(), ownerId: sub.id, deviceId: 'p', type: 'apply', payload: { jobId: open }, createdAt: new Date().toISOString(), status: 'pending' };
    const apply = t.request('POST', '/api/sync/outbox/push', { token: sub.token, body: { deviceId: 'p', rows: [{ newDocumentState: row }] } });
    await until(async () => (await waitingOnAdvisoryLocks()) >= 2);
    release();
    await writer;
    const [created, applied] = await Promise.all([create, apply]);
    expect([created.status, applied.status]).toEqual([200, 200]);
    const jobId = ((await created.json()) as { id: string }).id;
    const told = await queryRows(t.deps.database.db, sql`SELECT 1 FROM notification_deliveries WHERE account_id = ${sub.id} AND event = 'new_job' AND payload->>'text' LIKE ${`%/specific/${jobId}%`}`);
    expect(told).toHaveLength(1);
  });
});
