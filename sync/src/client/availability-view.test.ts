import { describe, expect, it } from 'vitest';
import { freeOn } from '@vikariat/domain';
import { withPendingAvailability } from './availability-view.ts';
import type { AvailabilityDoc, OutboxDocType } from './schemas.ts';

const doc = (over: Partial<AvailabilityDoc>): AvailabilityDoc => ({
  id: 'd',
  kind: 'day',
  weekday: null,
  date: null,
  morning: null,
  afternoon: null,
  answered: false,
  updatedAt: null,
  ...over,
});
const action = (id: string, type: OutboxDocType['type'], payload: Record<string, unknown>, status: OutboxDocType['status'] = 'pending'): OutboxDocType => ({
  id,
  ownerId: 'me',
  deviceId: 'phone',
  type,
  payload,
  createdAt: '2026-11-28T05:00:00.000Z',
  status,
  code: null,
  message: null,
  data: null,
  result: null,
  appliedAt: null,
});

describe('the optimistic availability view', () => {
  const docs = [doc({ id: 'w1', kind: 'week', weekday: 1, morning: true, afternoon: true }), doc({ id: 'd1', date: '2026-12-01', morning: false, afternoon: false })];

  it('is the stored documents when nothing waits', () => {
    const state = withPendingAvailability(docs, []);
    expect([freeOn(state, '2026-11-30', 'morning'), freeOn(state, '2026-12-01', 'afternoon'), freeOn(state, '2026-12-02', 'morning')]).toEqual([true, false, null]);
  });

  it('applies pending availability actions in id order, and only those', () => {
    const state = withPendingAvailability(docs, [
      action('02', 'setAvailability', { date: '2026-12-01', part: 'morning', free: null }),
      action('01', 'answerFree', { date: '2026-12-01', free: true }),
      action('03', 'setWeeklyPattern', { weekday: 1, part: 'afternoon', free: false }, 'rejected'),
      action('04', 'apply', { jobId: 'x' }),
    ]);
    // the answer (01) made the day free; then (02) cleared its morning back to the pattern (Tuesday: nothing said)
    expect([freeOn(state, '2026-12-01', 'morning'), freeOn(state, '2026-12-01', 'afternoon'), freeOn(state, '2026-11-30', 'afternoon')]).toEqual([null, true, true]);
  });

  it('keeps applying an applied action until its document arrives, and not after', () => {
    const applied = { ...action('05', 'setAvailability', { date: '2026-12-02', part: 'day', free: true }, 'applied'), appliedAt: '2026-11-28T06:00:00.000Z' };
    // the verdict came with the push; the pull has not brought the day yet
    expect(freeOn(withPendingAvailability(docs, [applied]), '2026-12-02', 'morning')).toBe(true);
    // the day arrived (from this action or a later change of another device): the document is the truth
    const arrived = doc({ id: 'd2', date: '2026-12-02', morning: false, afternoon: false, updatedAt: '2026-11-28T06:00:01.000Z' });
    expect(freeOn(withPendingAvailability([...docs, arrived], [applied]), '2026-12-02', 'morning')).toBe(false);
    // an older document of that day does not hide the newer action
    const older = { ...arrived, updatedAt: '2026-11-27T06:00:00.000Z' };
    expect(freeOn(withPendingAvailability([...docs, older], [applied]), '2026-12-02', 'morning')).toBe(true);
  });
});
