import { describe, expect, it } from 'vitest';
import { hoursSubmitSchema, shiftIssue, workedHours, workedMinutes } from './hours.ts';
import { endsNextDay, isOvernightSchedule, shiftSpanMinutes } from './shift-minutes.ts';

const JOB = 'a2b1f1c0-0000-4000-8000-000000000001';

describe('shifts past midnight, Helsinki time', () => {
  // [the day the shift starts, start, end, break, minutes worked]
  const table: [string, string, string, number, number][] = [
    ['2026-12-01', '08:00', '14:30', 30, 360],
    ['2026-12-01', '18:00', '02:00', 0, 480],
    ['2026-12-31', '18:00', '02:00', 30, 450],
    ['2028-02-28', '22:00', '00:00', 0, 120],
    ['2026-12-01', '23:59', '00:00', 0, 1],
    // spring forward: Sunday 29 March 2026, 03:00 EET becomes 04:00 EEST, the night is an hour short
    ['2026-03-28', '22:00', '06:00', 0, 420],
    ['2026-03-28', '18:00', '02:00', 0, 480],
    ['2026-03-29', '18:00', '02:00', 0, 480],
    ['2027-03-27', '20:00', '07:30', 30, 600],
    // fall back: Sunday 25 October 2026, 04:00 EEST becomes 03:00 EET, the night is an hour long
    ['2026-10-24', '22:00', '06:00', 0, 540],
    ['2026-10-24', '18:00', '02:00', 0, 480],
    ['2027-10-30', '21:00', '05:00', 60, 480],
    // a day shift on the change days is not touched
    ['2026-03-29', '08:00', '16:00', 0, 480],
    ['2026-10-25', '08:00', '16:00', 0, 480],
  ];
  it.each(table)('%s %s–%s, break %i: %i minutes', (day, start, end, breakMinutes, minutes) => {
    expect(workedMinutes({ day, start, end, breakMinutes })).toBe(minutes);
  });

  it('without a day the clocks are taken not to change; equal or unreadable times are no shift', () => {
    expect(shiftSpanMinutes('22:00', '06:00')).toBe(480);
    expect(shiftSpanMinutes('08:00', '08:00', '2026-12-01')).toBe(0);
    expect(shiftSpanMinutes('8', '16:00', '2026-12-01')).toBe(0);
    expect(workedHours({ day: '2026-03-28', start: '22:00', end: '06:00', breakMinutes: 20 })).toBe(6.67);
  });

  it('knows an end before the start and a schedule past midnight', () => {
    expect(endsNextDay('18:00', '02:00')).toBe(true);
    expect(endsNextDay('08:00', '16:00')).toBe(false);
    expect(isOvernightSchedule({ startTime: '18:00', endTime: '02:00' })).toBe(true);
    expect(isOvernightSchedule({ startTime: '07:00', endTime: '17:00' })).toBe(false);
  });

  it('accepts an end before the start only on a job that runs past midnight', () => {
    const night = { startTime: '18:00', endTime: '02:00' };
    const day = { startTime: '08:00', endTime: '16:00' };
    expect(shiftIssue(night, { start: '18:00', end: '01:30' })).toBeNull();
    expect(shiftIssue(night, { start: '18:00', end: '23:00' })).toBeNull();
    expect(shiftIssue(day, { start: '08:00', end: '15:00' })).toBeNull();
    expect(shiftIssue(day, { start: '14:00', end: '08:00' })).toContain('efter starttiden');
  });

  it('measures the break against the shift past midnight', () => {
    const ok = hoursSubmitSchema.safeParse({ jobId: JOB, day: '2026-12-01', start: '22:00', end: '02:00', breakMinutes: 200 });
    expect(ok.success).toBe(true);
    const tooLong = hoursSubmitSchema.safeParse({ jobId: JOB, day: '2026-03-28', start: '22:00', end: '06:00', breakMinutes: 420 });
    expect(tooLong.error?.issues.map((i) => i.path.join('.'))).toEqual(['breakMinutes']);
  });
});
