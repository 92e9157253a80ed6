import { describe, expect, it } from 'vitest';
import { backoffDelay, createWaker } from './backoff.ts';
import { withPendingActions } from './outbox.ts';
import type { JobDoc, OutboxDocType } from './schemas.ts';

const job = (id: string, schoolId = 's1'): JobDoc => ({ id, schoolId, applied: false, hidden: false, inactive: false, viewedAt: null }) as JobDoc;
let n = 0;
const action = (type: OutboxDocType['type'], payload: Record<string, unknown>, status: OutboxDocType['status'] = 'pending'): OutboxDocType => ({
  id: `0190000${String(n++).padStart(2, '0')}`,
  ownerId: 'u',
  deviceId: 'd',
  type,
  payload,
  createdAt: '2026-11-21T06:00:00.000Z',
  status,
  code: null,
  message: null,
  data: null,
  result: null,
  appliedAt: null,
});

describe('withPendingActions (the optimistic view)', () => {
  it('applies pending actions in queue order to their job only', () => {
    const view = withPendingActions([job('j1'), job('j2')], [action('apply', { jobId: 'j1' }), action('hide', { jobId: 'j1' }), action('restore', { jobId: 'j1' })]);
    expect(view.find((j) => j.id === 'j1')).toMatchObject({ applied: true, hidden: false });
    expect(view.find((j) => j.id === 'j2')).toMatchObject({ applied: false, hidden: false });
  });

  it('drops discarded jobs and every job of a blocked school', () => {
    const view = withPendingActions([job('j1'), job('j2', 's2'), job('j3', 's2')], [action('discard', { jobId: 'j1' }), action('blockSchool', { schoolId: 's2' })]);
    expect(view).toEqual([]);
  });

  it('a queued cancellation ends the booking at once: nobody chosen, not applied, the attachments gone, the school’s phone kept', () => {
    const booked = { ...job('j1'), chosen: 'me', applied: true, phone: '+358401234567', files: ['plan.pdf'] } as JobDoc;
    expect(withPendingActions([booked], [action('cancelBooking', { jobId: 'j1', reason: 'Sjuk' })])[0]).toMatchObject({
      chosen: null,
      applied: false,
      phone: '+358401234567',
      files: [],
    });
    // someone else's booking is not the reader's to cancel: the view keeps it until the server answers
    const taken = { ...job('j2'), chosen: 'other' } as JobDoc;
    expect(withPendingActions([taken], [action('cancelBooking', { jobId: 'j2', reason: 'Sjuk' })])[0]).toMatchObject({ chosen: 'other' });
  });

  it('shows a day’s hours given offline as pending, in place of what the device held for that day', () => {
    const held = { ...job('j1'), chosen: 'me', hours: [{ jobId: 'j1', day: '2030-03-02', start: '08:00', end: '12:00', status: 'pending' }] } as JobDoc;
    const given = (day: string) => action('submitHours', { jobId: 'j1', day, start: '08:15', end: '13:00', breakMinutes: 30, lessons: null });
    const [view] = withPendingActions([held, job('j2')], [given('2030-03-02'), given('2030-03-01')]);
    expect(view?.hours?.map((h) => [h.day, h.start, h.status])).toEqual([
      ['2030-03-01', '08:15', 'pending'],
      ['2030-03-02', '08:15', 'pending'],
    ]);
    expect(withPendingActions([held], [{ ...given('2030-03-02'), status: 'rejected' }])[0]?.hours?.[0]).toMatchObject({ start: '08:00' });
  });

  it('rolls back by itself: a rejected or decided action no longer applies', () => {
    const jobs = [job('j1')];
    expect(withPendingActions(jobs, [action('apply', { jobId: 'j1' }, 'rejected')])[0]).toMatchObject({ applied: false });
    expect(withPendingActions(jobs, [action('hide', { jobId: 'j1' }, 'applied')])[0]).toMatchObject({ hidden: false });
  });
});

describe('backoffDelay', () => {
  it('grows exponentially with jitter and stays under the cap', () => {
    expect(backoffDelay(0, 500, 30_000, () => 0)).toBe(250);
    expect(backoffDelay(0, 500, 30_000, () => 1)).toBe(500);
    expect(backoffDelay(3, 500, 30_000, () => 1)).toBe(4_000);
    expect(backoffDelay(20, 500, 30_000, () => 1)).toBe(30_000);
    expect(backoffDelay(20, 500, 30_000, () => 0)).toBe(15_000);
  });
});

describe('createWaker (the network is back)', () => {
  it('ends every backoff wait at wake, and later waits wait again', async () => {
    const waker = createWaker();
    const started = Date.now();
    const waits = [waker.sleep(30_000), waker.sleep(30_000)];
    waker.wake();
    await Promise.all(waits);
    expect(Date.now() - started).toBeLessThan(1_000);
    let done = false;
    void waker.sleep(30_000).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(done).toBe(false);
    waker.wake();
  });
});
