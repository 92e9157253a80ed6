import { and, eq, inArray } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationDeliveries } from '../../src/db/schema/index.ts';
import { deliveriesSettled } from '../../src/services/notifications/index.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createJob, createSubstitute, createWorld, jobsClock, TODAY, type World } from '../jobs/fixtures.ts';

/**
 * A new job writes a notification row for every substitute of its regions; each row's foreign key takes a
 * KEY SHARE lock on the substitute's account. Substitutes applying at the same time lock their own account
 * row: with FOR UPDATE those locks queued behind each other across jobs and pushes and deadlocked (some
 * pushes answered 500); with FOR NO KEY UPDATE they never conflict with KEY SHARE.
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

describe('posting jobs while the substitutes of the region apply', () => {
  it('answers every request; every new job notifies every substitute of the region', async () => {
    const subs = await Promise.all(Array.from({ length: 40 }, () => createSubstitute(t.deps, ['091'])));
    const open = await Promise.all(Array.from({ length: 5 }, () => createJob(t.deps, { schoolId: w.schoolA })));
    const newJob = { startDate: TODAY, startTime: '12:00', endTime: '15:30', typeOfTemp: 1, subjects: [] };
    const creates = Array.from({ length: 15 }, () => t.request('POST', '/api/teachers/addtemp', { token: w.principalA.token, body: newJob }));
    const pushes = subs.flatMap((sub) =>
      open.map((jobId) => {
        const row = { id: uuidv7(), ownerId: sub.id, deviceId: 'p', type: 'apply', payload: { jobId }, createdAt: new Date().toISOString(), status: 'pending' };
        return t.request('POST', '/api/sync/outbox/push', { token: sub.token, body: { deviceId: 'p', rows: [{ newDocumentState: row }] } });
      }),
    );
    const answers = await Promise.all([...creates, ...pushes]);
    expect(answers.map((r) => r.status).filter((status) => status !== 200)).toEqual([]);
    const rows = await t.deps.database.db
      .select({ id: notificationDeliveries.id })
      .from(notificationDeliveries)
      .where(
        and(
          eq(notificationDeliveries.event, 'new_job'),
          inArray(
            notificationDeliveries.accountId,
            subs.map((s) => s.id),
          ),
        ),
      );
    expect(rows).toHaveLength(15 * subs.length);
  }, 60_000);
});
