import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date.ts';
import { EVEN_WITH_FIELD_ERRORS } from '../validation/cross-field.ts';
import { requiredText, text } from '../validation/safe-text.ts';
import { helsinkiWallClockMinutes } from './job-times.ts';
import type { JobSchedule } from './overlap.ts';
import { endsNextDay, isOvernightSchedule, shiftSpanMinutes } from './shift-minutes.ts';
import { dateOfDayNumber, dayNumber, formatLocalDate, MINUTES_PER_DAY, parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

/**
 * Hours for payroll (issue 24, decision 030): after each day of a job the chosen substitute confirms the hours worked
 * (pre-filled from the job); the school approves, corrects (with a reason the substitute sees) or marks a no-show, and
 * may mark a late arrival. A reviewed entry is locked for the substitute; the school's later changes are logged.
 * Messages are 'svenska|suomi' pairs, as every schema's.
 */

export const HOURS_STATUSES = ['pending', 'approved', 'corrected', 'noShow'] as const;
export type HoursStatus = (typeof HOURS_STATUSES)[number];

/** A break may not be longer than this (minutes); lessons per day at most this many. */
export const MAX_BREAK_MINUTES = 600;
export const MAX_LESSONS = 20;

const M = {
  time: 'Ogiltig tid (TT:MM)|Virheellinen kellonaika (TT:MM)',
  endAfterStart: 'Sluttiden måste vara efter starttiden.|Päättymisajan on oltava alkamisajan jälkeen.',
  sameTimes: 'Sluttiden kan inte vara samma som starttiden.|Päättymisaika ei voi olla sama kuin alkamisaika.',
  breakTooLong: 'Rasten måste vara kortare än arbetstiden.|Tauon on oltava lyhyempi kuin työaika.',
  breakRange: `Rasten är 0–${MAX_BREAK_MINUTES} minuter.|Tauko on 0–${MAX_BREAK_MINUTES} minuuttia.`,
  lessons: `Antal lektioner är 0–${MAX_LESSONS}.|Oppituntien määrä on 0–${MAX_LESSONS}.`,
  notJobDay: 'Dagen hör inte till vikariatet.|Päivä ei kuulu sijaisuuteen.',
  notEnded: 'Dagen är inte slut ännu.|Päivä ei ole vielä päättynyt.',
  notStarted: 'Dagen har inte börjat ännu.|Päivä ei ole vielä alkanut.',
  job: 'Ogiltigt vikariat|Virheellinen sijaisuus',
  reasonRequired: 'Skriv varför timmarna rättas.|Kirjoita, miksi tunteja korjataan.',
  reasonTooLong: 'Högst 500 tecken.|Enintään 500 merkkiä.',
  month: 'Ogiltig månad (ÅÅÅÅ-MM)|Virheellinen kuukausi (VVVV-KK)',
  school: 'Ogiltig skola|Virheellinen koulu',
} as const;

/** What a day's hours say: when the person started and left, the unpaid break and, where asked, the lessons taught. */
export interface WorkedTime {
  readonly start: string;
  readonly end: string;
  readonly breakMinutes: number;
  readonly lessons: number | null;
}

/** One day's entry as the school and the substitute read it. */
export interface HoursEntry extends WorkedTime {
  readonly jobId: string;
  readonly day: string;
  readonly status: HoursStatus;
  readonly late: boolean;
  /** the school's reason for a correction or a no-show, shown to the substitute */
  readonly note: string | null;
  /** who reviewed it (name) and when */
  readonly reviewedBy: string | null;
  readonly reviewedAt: string | null;
  /** what the substitute entered, when the school changed it */
  readonly submitted: WorkedTime | null;
}

const time = text().refine((value) => parseTimeOfDay(value) !== null, M.time);
const breakMinutes = z.number({ error: M.breakRange }).int(M.breakRange).min(0, M.breakRange).max(MAX_BREAK_MINUTES, M.breakRange);
const lessons = z.number({ error: M.lessons }).int(M.lessons).min(0, M.lessons).max(MAX_LESSONS, M.lessons).nullable().default(null);
const jobId = text().uuid(M.job);
const day = calendarDate();

/** The times of a day's work; `day` (the day the shift starts) makes a night across a change of the clocks right. */
type Shift = Pick<WorkedTime, 'start' | 'end' | 'breakMinutes'> & { readonly day?: string };

/**
 * Minutes worked: from start to end less the break, an end before the start being the next morning (real minutes in
 * Helsinki, see shift-minutes.ts); 0 where the times do not make sense.
 */
export const workedMinutes = (t: Shift): number => Math.max(0, shiftSpanMinutes(t.start, t.end, t.day) - t.breakMinutes);

/** Hours as payroll writes them: two decimals. */
export const workedHours = (t: Shift): number => Math.round((workedMinutes(t) / 60) * 100) / 100;

/**
 * The times' own rules, named on the field the form shows: the end differs from the start, the break is shorter than
 * the shift. An end before the start is the next day here; whether the job allows that is `shiftIssue`'s. They run
 * even when another field is wrong (an empty break, no reason), so a form shows every error at once; hence the
 * defensive reads.
 */
function timeIssues(t: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const { start, end, breakMinutes, day } = t;
  if (typeof start !== 'string' || typeof end !== 'string') return;
  const from = parseTimeOfDay(start);
  const to = parseTimeOfDay(end);
  if (from === null || to === null) return;
  if (to === from) ctx.addIssue({ code: 'custom', message: M.sameTimes, path: ['end'] });
  // a break that is no number has its own error already
  else if (typeof breakMinutes === 'number' && Number.isFinite(breakMinutes) && breakMinutes >= shiftSpanMinutes(start, end, typeof day === 'string' ? day : undefined))
    ctx.addIssue({ code: 'custom', message: M.breakTooLong, path: ['breakMinutes'] });
}

/**
 * The rule that needs the job's schedule: an end before the start (past midnight) only on a job whose own schedule
 * runs past midnight. Null when fine, else the end field's error ('svenska|suomi').
 */
export const shiftIssue = (job: Pick<JobSchedule, 'startTime' | 'endTime'>, t: Pick<WorkedTime, 'start' | 'end'>): string | null =>
  endsNextDay(t.start, t.end) && !isOvernightSchedule(job) ? M.endAfterStart : null;

const worked = { start: time, end: time, breakMinutes, lessons };

/** The substitute's entry for one day (the outbox action `submitHours`): flat, so an error names the form's field. */
export const hoursSubmitSchema = z.object({ jobId, day, ...worked }).superRefine(timeIssues, EVEN_WITH_FIELD_ERRORS);
export type HoursSubmitPayload = z.infer<typeof hoursSubmitSchema>;

const reason = requiredText(M.reasonRequired).max(500, M.reasonTooLong);

/** POST /api/principals/hours/approve {id, day, late}: the entry as the substitute gave it. */
export const hoursApproveSchema = z.object({ id: jobId, day, late: z.boolean().default(false) });
/** POST /api/principals/hours/correct {id, day, ...times, late, reason}: the school's own figures, and why. */
export const hoursCorrectSchema = z.object({ id: jobId, day, ...worked, late: z.boolean().default(false), reason }).superRefine(timeIssues, EVEN_WITH_FIELD_ERRORS);
/** POST /api/principals/hours/noshow {id, day, reason}: the person did not come. */
export const hoursNoShowSchema = z.object({ id: jobId, day, reason });
export type HoursApprovePayload = z.infer<typeof hoursApproveSchema>;
export type HoursCorrectPayload = z.infer<typeof hoursCorrectSchema>;
export type HoursNoShowPayload = z.infer<typeof hoursNoShowSchema>;

// years 1000-9999, and a month whose next one is a date too (its range ends there): year 0 is no date to Postgres
const MONTH = /^([1-9]\d{3})-(0[1-9]|1[0-2])$/;
export const monthSchema = text()
  .regex(MONTH, M.month)
  .refine((month) => month !== '9999-12', M.month);
/** A month's hours of one school, or of all the caller's schools (a leader of several); admins name the school. */
export const hoursMonthSchema = z.object({ month: monthSchema, schoolId: text().uuid(M.school).optional() });
export const payrollExportSchema = hoursMonthSchema.extend({ format: z.enum(['xlsx', 'csv']).default('xlsx') });
/** The substitute's "My work": a year's months (default: the current one's). */
export const myWorkSchema = z.object({ year: z.number().int().min(2000).max(2100).optional() });
export type HoursMonthPayload = z.infer<typeof hoursMonthSchema>;

/** POST /api/principals/hours/settings {schoolId?}: the caller's schools' hours settings (one when named). */
export const hoursSettingsReadSchema = z.object({ schoolId: text().uuid(M.school).optional() });
/** POST /api/principals/hours/settings/save {schoolId, askLessons}: whether the school asks for lessons taught. */
export const hoursSettingsSaveSchema = z.object({ schoolId: text().uuid(M.school), askLessons: z.boolean() });
/** POST /api/users/hours/settings {jobId}: what the chosen substitute's form asks for on this job. */
export const hoursJobSettingsSchema = z.object({ jobId });
export type HoursSettingsSave = z.infer<typeof hoursSettingsSaveSchema>;

/**
 * Lessons count only where the school asks for them (a school setting, off by default): elsewhere a figure given is
 * dropped, not refused — an entry made offline before the school changed its mind must still go through.
 */
export const lessonsAsked = (lessons: number | null, askLessons: boolean): number | null => (askLessons ? lessons : null);
export type PayrollExportPayload = z.infer<typeof payrollExportSchema>;

/** The first and last date of a month 'YYYY-MM'. */
export function monthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const from = formatLocalDate({ year: y, month: m, day: 1 });
  const next = m === 12 ? { year: y + 1, month: 1, day: 1 } : { year: y, month: m + 1, day: 1 };
  return { from, to: formatLocalDate(dateOfDayNumber(dayNumber(next) - 1)) };
}

/** Every day of a job, in order. */
export function jobDays(job: JobSchedule): string[] {
  const first = parseLocalDate(job.startDate);
  const last = parseLocalDate(job.endDate);
  if (!first || !last) return [];
  const days: string[] = [];
  for (let d = dayNumber(first); d <= dayNumber(last); d += 1) days.push(formatLocalDate(dateOfDayNumber(d)));
  return days;
}

/** The day's scheduled start on the wall clock (minutes since 1970-01-01 00:00; NaN when the day or time is malformed). */
function dayStartMinutes(job: Pick<JobSchedule, 'startTime'>, date: string): number {
  const d = parseLocalDate(date);
  const start = parseTimeOfDay(job.startTime);
  if (!d || start === null) return Number.NaN;
  return dayNumber(d) * MINUTES_PER_DAY + start;
}

/** The day's scheduled end on the wall clock (an end not after the start runs into the next day). */
function dayEndMinutes(job: JobSchedule, date: string): number {
  const d = parseLocalDate(date);
  const start = parseTimeOfDay(job.startTime);
  const end = parseTimeOfDay(job.endTime);
  if (!d || start === null || end === null) return Number.NaN;
  return dayNumber(d) * MINUTES_PER_DAY + end + (end <= start ? MINUTES_PER_DAY : 0);
}

/** Hours can be given for a day once its scheduled end has passed (Helsinki wall clock). */
export const hasDayEnded = (job: JobSchedule, date: string, now: Date): boolean => helsinkiWallClockMinutes(now) >= dayEndMinutes(job, date);

/**
 * The day's scheduled start has come (Helsinki wall clock): before it nothing has been worked, so the school has
 * nothing to review and a booking that ends takes the day's hours with it.
 */
export const hasDayStarted = (job: Pick<JobSchedule, 'startTime'>, date: string, now: Date): boolean => helsinkiWallClockMinutes(now) >= dayStartMinutes(job, date);

/** The days of the job whose hours can be given now. */
export const endedJobDays = (job: JobSchedule, now: Date): string[] => jobDays(job).filter((d) => hasDayEnded(job, d, now));

/**
 * The rule that needs the job: the day is one of its days and has ended (the substitute gives its hours,
 * `bySubstitute`) or at least started (the school reviews it: a no-show is known once the start has passed). Null when
 * fine, else the field error ('svenska|suomi').
 */
export function dayIssue(job: JobSchedule, date: string, now: Date, bySubstitute: boolean): string | null {
  if (!jobDays(job).includes(date)) return M.notJobDay;
  if (bySubstitute) return hasDayEnded(job, date, now) ? null : M.notEnded;
  return hasDayStarted(job, date, now) ? null : M.notStarted;
}

/** What the form starts from: the job's times, no break, no lessons. */
export const prefilledHours = (job: JobSchedule): WorkedTime => ({ start: job.startTime, end: job.endTime, breakMinutes: 0, lessons: null });

/** The substitute may give or change a day's hours until the school has looked at them. */
export const substituteMayEdit = (status: HoursStatus | undefined): boolean => status === undefined || status === 'pending';

/** A reviewed entry is locked: only the school's leaders change it again, and each change is logged. */
export const isHoursLocked = (status: HoursStatus | undefined): boolean => status !== undefined && status !== 'pending';
