import { describe, expect, it } from 'vitest';
import {
  dayIssue,
  endedJobDays,
  hasDayStarted,
  hoursCorrectSchema,
  hoursSubmitSchema,
  isHoursLocked,
  jobDays,
  monthRange,
  prefilledHours,
  substituteMayEdit,
  workedHours,
} from './hours.ts';

const JOB = 'a2b1f1c0-0000-4000-8000-000000000001';
const job = { startDate: '2026-12-01', endDate: '2026-12-03', startTime: '08:00', endTime: '14:00' };
// 2026-12-02 15:00 in Helsinki (UTC+2): the first two days have ended, the third has not
const now = new Date('2026-12-02T13:00:00Z');
const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => r.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('hours for payroll', () => {
  it('accepts a day with the end after the start and a shorter break', () => {
    const r = hoursSubmitSchema.parse({ jobId: JOB, day: '2026-12-01', start: '08:00', end: '14:30', breakMinutes: 30 });
    expect(r.lessons).toBeNull();
    expect(workedHours(r)).toBe(6);
    expect(workedHours({ start: '08:00', end: '15:20', breakMinutes: 0 })).toBe(7.33);
  });

  it('refuses an end equal to the start, on the end field (an earlier end is the next day: shiftIssue judges it)', () => {
    expect(paths(hoursSubmitSchema.safeParse({ jobId: JOB, day: '2026-12-01', start: '14:00', end: '08:00', breakMinutes: 0 }))).toEqual([]);
    expect(paths(hoursSubmitSchema.safeParse({ jobId: JOB, day: '2026-12-01', start: '08:00', end: '08:00', breakMinutes: 0 }))).toEqual(['end']);
  });

  it('refuses a break as long as the day, a negative break and too many lessons', () => {
    expect(paths(hoursSubmitSchema.safeParse({ jobId: JOB, day: '2026-12-01', start: '08:00', end: '09:00', breakMinutes: 60 }))).toEqual(['breakMinutes']);
    expect(paths(hoursSubmitSchema.safeParse({ jobId: JOB, day: '2026-12-01', start: '08:00', end: '09:00', breakMinutes: -1, lessons: 21 }))).toEqual([
      'breakMinutes',
      'lessons',
    ]);
    expect(paths(hoursSubmitSchema.safeParse({ jobId: JOB, day: '2026-02-30', start: '25:00', end: '09:00', breakMinutes: 0 }))).toEqual(['day', 'start']);
  });

  it('a correction needs a reason', () => {
    const r = hoursCorrectSchema.safeParse({ id: JOB, day: '2026-12-01', start: '08:00', end: '12:00', breakMinutes: 0, reason: '  ' });
    expect(paths(r)).toEqual(['reason']);
    expect(r.error?.issues[0]?.message).toContain('Skriv varför');
  });

  it('names every wrong field at once: the times are judged even when the break is empty or the reason missing', () => {
    // the form sends an emptied number field as NaN: a type error, after which zod used to skip the times' own rules
    const emptyBreak = { id: JOB, day: '2026-12-01', start: '08:00', end: '08:00', breakMinutes: Number.NaN, reason: '' };
    expect(paths(hoursCorrectSchema.safeParse(emptyBreak))).toEqual(['breakMinutes', 'reason', 'end']);
    const longBreak = { jobId: JOB, day: '2026-12-01', start: '08:00', end: '09:00', breakMinutes: 60, lessons: 'x' };
    expect(paths(hoursSubmitSchema.safeParse(longBreak))).toEqual(['lessons', 'breakMinutes']);
  });

  it('the day must be one of the job’s days and, for the substitute, over', () => {
    expect(jobDays(job)).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    expect(endedJobDays(job, now)).toEqual(['2026-12-01', '2026-12-02']);
    expect(dayIssue(job, '2026-11-30', now, true)).toContain('hör inte till');
    expect(dayIssue(job, '2026-12-04', now, false)).toContain('hör inte till');
    expect(dayIssue(job, '2026-12-03', now, true)).toContain('inte slut');
    expect(dayIssue(job, '2026-12-02', now, true)).toBeNull();
  });

  it('the school reviews a day once its start has come (Helsinki), never one ahead', () => {
    // 2026-12-03 07:59 and 08:00 in Helsinki (UTC+2): the third day starts at 08:00
    const before = new Date('2026-12-03T05:59:00Z');
    const atStart = new Date('2026-12-03T06:00:00Z');
    expect(hasDayStarted(job, '2026-12-03', before)).toBe(false);
    expect(hasDayStarted(job, '2026-12-03', atStart)).toBe(true);
    expect(hasDayStarted(job, '2026-12-02', before)).toBe(true);
    expect(dayIssue(job, '2026-12-03', before, false)).toBe('Dagen har inte börjat ännu.|Päivä ei ole vielä alkanut.');
    // started, not yet over: a no-show is known at the start, the substitute's hours only at the end
    expect(dayIssue(job, '2026-12-03', atStart, false)).toBeNull();
    expect(dayIssue(job, '2026-12-03', atStart, true)).toContain('inte slut');
    expect(dayIssue(job, '2026-12-03', now, false)).toContain('inte börjat');
    expect(dayIssue(job, '2026-12-02', now, false)).toBeNull();
    // summer time (UTC+3) and a night shift: the day starts at its own start time, the morning after is not another day
    const night = { startDate: '2026-06-10', endDate: '2026-06-11', startTime: '22:00', endTime: '06:00' };
    const tenPast = new Date('2026-06-10T19:10:00Z');
    expect([hasDayStarted(night, '2026-06-10', tenPast), hasDayStarted(night, '2026-06-11', tenPast)]).toEqual([true, false]);
    expect(hasDayStarted(night, '2026-06-10', new Date('2026-06-10T18:59:00Z'))).toBe(false);
    // a malformed day is never started
    expect(hasDayStarted(job, '2026-02-30', now)).toBe(false);
  });

  it('is pre-filled from the job', () => {
    expect(prefilledHours(job)).toEqual({ start: '08:00', end: '14:00', breakMinutes: 0, lessons: null });
  });

  it('locks an entry once the school reviewed it', () => {
    expect(substituteMayEdit(undefined)).toBe(true);
    expect(substituteMayEdit('pending')).toBe(true);
    for (const status of ['approved', 'corrected', 'noShow'] as const) {
      expect(substituteMayEdit(status)).toBe(false);
      expect(isHoursLocked(status)).toBe(true);
    }
    expect(isHoursLocked('pending')).toBe(false);
  });

  it('knows a month’s first and last day', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });
});
