import { JOB_DELETED_HOURS_AFTER_END } from '../constants/limits.ts';
import { occurrences, type JobSchedule } from './overlap.ts';
import { MINUTES_PER_DAY, dayNumber, helsinkiDateOf } from './wall-clock.ts';

/**
 * A job's start and end on the wall clock, and the deletion rule (jobs are deleted 24 h after their
 * time, spec 01 §1). Same wall-clock minutes as the overlap rule (see overlap.ts for why).
 */

// built once: constructing a formatter is far dearer than formatting (see helsinkiDateOf)
const helsinkiTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Helsinki', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** Wall-clock minutes since 1970-01-01 00:00 in Finland at an instant. */
export function helsinkiWallClockMinutes(instant: Date): number {
  const date = helsinkiDateOf(instant);
  const time = helsinkiTime.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(time.find((p) => p.type === type)?.value);
  return dayNumber(date) * MINUTES_PER_DAY + part('hour') * 60 + part('minute');
}

/** Minutes since midnight in Finland at an instant (what a time field of today is compared with). */
export const helsinkiMinuteOfDay = (instant: Date): number => helsinkiWallClockMinutes(instant) % MINUTES_PER_DAY;

/** When the job's first occurrence starts (wall-clock minutes). */
export const jobStartMinutes = (job: JobSchedule): number => occurrences(job)[0]?.start ?? Number.NaN;

/** When the job's last occurrence ends (wall-clock minutes; past midnight for a night shift). */
export const jobEndMinutes = (job: JobSchedule): number => occurrences(job).at(-1)?.end ?? Number.NaN;

/** The job is over: its last occurrence has ended. */
export const isJobOver = (job: JobSchedule, now: Date): boolean => helsinkiWallClockMinutes(now) >= jobEndMinutes(job);

/** The job is due for automatic deletion: 24 h have passed since its last occurrence ended. */
export const isJobDueForDeletion = (job: JobSchedule, now: Date): boolean => helsinkiWallClockMinutes(now) >= jobEndMinutes(job) + JOB_DELETED_HOURS_AFTER_END * 60;
