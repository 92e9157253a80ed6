import { describe, expect, it } from 'vitest';
import { helsinkiWallClockMinutes, isJobDueForDeletion, isJobOver, jobEndMinutes, jobStartMinutes } from './job-times.ts';
import { MINUTES_PER_DAY, dayNumber } from './wall-clock.ts';

const base = (y: number, m: number, d: number): number => dayNumber({ year: y, month: m, day: d }) * MINUTES_PER_DAY;
const week = { startDate: '2026-03-02', endDate: '2026-03-06', startTime: '08:00', endTime: '15:30' };
const nightShift = { startDate: '2026-03-06', endDate: '2026-03-06', startTime: '22:00', endTime: '06:00' };

describe('job times', () => {
  it('reads the Helsinki wall clock in winter (UTC+2) and summer (UTC+3)', () => {
    expect(helsinkiWallClockMinutes(new Date('2026-01-15T06:00:00Z'))).toBe(base(2026, 1, 15) + 8 * 60);
    expect(helsinkiWallClockMinutes(new Date('2026-07-15T05:00:00Z'))).toBe(base(2026, 7, 15) + 8 * 60);
    expect(helsinkiWallClockMinutes(new Date('2026-12-31T22:15:00Z'))).toBe(base(2027, 1, 1) + 15);
  });

  it('gives the first start and the last end', () => {
    expect(jobStartMinutes(week)).toBe(base(2026, 3, 2) + 480);
    expect(jobEndMinutes(week)).toBe(base(2026, 3, 6) + 930);
    expect(jobEndMinutes(nightShift)).toBe(base(2026, 3, 7) + 360);
  });

  it('is over once the last occurrence ended (15:30 Helsinki = 13:30 UTC in March)', () => {
    expect(isJobOver(week, new Date('2026-03-06T13:29:00Z'))).toBe(false);
    expect(isJobOver(week, new Date('2026-03-06T13:30:00Z'))).toBe(true);
  });

  it('is deleted 24 h after its end', () => {
    expect(isJobDueForDeletion(week, new Date('2026-03-07T13:29:00Z'))).toBe(false);
    expect(isJobDueForDeletion(week, new Date('2026-03-07T13:30:00Z'))).toBe(true);
    expect(isJobDueForDeletion(nightShift, new Date('2026-03-08T03:59:00Z'))).toBe(false);
    expect(isJobDueForDeletion(nightShift, new Date('2026-03-08T04:00:00Z'))).toBe(true);
  });
});
