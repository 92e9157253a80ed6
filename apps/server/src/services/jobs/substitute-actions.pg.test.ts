import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX_ACTION_TYPES } from '@vikariat/domain';
import type { OutboxDoc } from '@vikariat/sync';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { createJob, createSubstitute, createWorld, jobsClock, type World } from '../../../test/jobs/fixtures.ts';
import { actionHandlers } from '../../sync/action-handlers.ts';
import * as jobActions from './substitute-actions.ts';
import * as bookingActions from './cancel-booking.ts';
import * as hoursActions from './hours-submit.ts';
import * as offerActions from './decline-offer.ts';
import * as availabilityActions from '../availability/availability-actions.ts';

let t: TestApp;
let w: World;
beforeAll(async () => {
  t = await createTestApp({ clock: jobsClock() });
  w = await createWorld(t.deps);
});
afterAll(async () => {
  await t.close();
});

const push = async (token: string, ownerId: string, type: string, payload: Record<string, unknown>) => {
  const doc = { id: uuidv7(), ownerId, deviceId: 'phone-1', type, payload, createdAt: t.deps.now().toISOString(), status: 'pending' };
  const res = await t.request('POST', '/api/sync/outbox/push', { token, body: { deviceId: 'phone-1', rows: [{ newDocumentState: doc }] } });
  expect(res.status).toBe(200);
  return ((await res.json()) as { conflicts: OutboxDoc[] }).conflicts[0];
};

describe('outbox actions through the sync engine', () => {
  it('the registry dispatches every action to its rules (jobs, bookings, hours, availability, offers)', () => {
    const ours: unknown[] = [
      ...Object.values(jobActions),
      ...Object.values(bookingActions),
      ...Object.values(hoursActions),
      ...Object.values(availabilityActions),
      ...Object.values(offerActions),
    ];
    for (const type of OUTBOX_ACTION_TYPES) expect(ours).toContain(actionHandlers[type]);
  });

  it('an offline apply gets the overlap verdicts; re-sent with alreadywarned it applies', async () => {
    const sub = await createSubstitute(t.deps, ['091']);
    await createJob(t.deps, { schoolId: w.schoolB, startDate: '2030-03-10', startTime: '08:00', endTime: '12:00', chosenId: sub.id });
    const partial = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-09', endDate: '2030-03-11', startTime: '13:00', endTime: '15:00' });
    const full = await createJob(t.deps, { schoolId: w.schoolA, startDate: '2030-03-10', startTime: '12:30', endTime: '13:00' });
    expect(await push(sub.token, sub.id, 'apply', { jobId: partial })).toMatchObject({
      status: 'rejected',
      code: 'need_confirm_apply',
      data: { canApplyWithConfirmation: true },
    });
    expect(await push(sub.token, sub.id, 'apply', { jobId: partial, alreadywarned: true })).toMatchObject({ status: 'applied' });
    expect(await push(sub.token, sub.id, 'apply', { jobId: full, alreadywarned: true })).toMatchObject({
      status: 'rejected',
      code: 'cant_apply',
      data: { canApplyWithConfirmation: false },
    });
  });

  it('refuses a job outside the substitute’s regions and a school’s account', async () => {
    const sub = await createSubstitute(t.deps, ['049']);
    const job = await createJob(t.deps, { schoolId: w.schoolA, region: ['091'] });
    // not theirs to see: not found, as an unknown job (decision 043, amended); a school's account is simply not allowed
    expect(await push(sub.token, sub.id, 'apply', { jobId: job })).toMatchObject({ status: 'rejected', code: 'not_found' });
    expect(await push(sub.token, sub.id, 'hide', { jobId: job })).toMatchObject({ status: 'rejected', code: 'not_found' });
    expect(await push(w.principalA.token, w.principalA.id, 'apply', { jobId: job })).toMatchObject({ status: 'rejected', code: 'forbidden' });
  });
});
