import { JOB_TIME_STEP_MINUTES } from '../constants/limits.ts';
import { MINUTES_PER_DAY, formatTimeOfDay, parseTimeOfDay } from '../jobs/wall-clock.ts';

/** Job time options: 00:00 to 23:55 in 5-minute steps (spec 02 §5). */
export const TIME_OPTIONS: readonly string[] = Array.from({ length: MINUTES_PER_DAY / JOB_TIME_STEP_MINUTES }, (_, i) => formatTimeOfDay(i * JOB_TIME_STEP_MINUTES));

/** End-time options not later than the start time are disabled (spec 02 §5; SOS: up to the default start). */
export function isEndTimeDisabled(startTime: string, endTime: string): boolean {
  const start = parseTimeOfDay(startTime);
  const end = parseTimeOfDay(endTime);
  if (start === null || end === null) return true;
  return end <= start;
}

/** The end-time options to disable for a given start time. */
export const disabledEndTimes = (startTime: string): string[] => TIME_OPTIONS.filter((option) => isEndTimeDisabled(startTime, option));

/** The option list as {value, disabled} pairs, ready for a select. */
export const endTimeOptions = (startTime: string): { value: string; disabled: boolean }[] =>
  TIME_OPTIONS.map((value) => ({ value, disabled: isEndTimeDisabled(startTime, value) }));

const two = (n: number): string => String(n).padStart(2, '0');

/** The hours of a clock time's hour menu: 00 to 23 (a 24-hour clock in both languages). */
export const HOUR_OPTIONS: readonly string[] = Array.from({ length: 24 }, (_, i) => two(i));

/**
 * The minutes of a clock time's minute menu: the job's 5-minute steps (spec 02 §5), and the held time's own minute
 * when it is off them (hours given as 08:07 stay 08:07: the server takes any minute, and a menu must not change it).
 */
export function minuteOptions(held: string): string[] {
  const steps = Array.from({ length: 60 / JOB_TIME_STEP_MINUTES }, (_, i) => two(i * JOB_TIME_STEP_MINUTES));
  const minutes = parseTimeOfDay(held);
  const own = minutes === null ? null : two(minutes % 60);
  return own === null || steps.includes(own) ? steps : [...steps, own].sort();
}

/** A time 'HH:MM' as its hour and minute ('08', '07'), or null for one that is not a time of day. */
export function timeParts(time: string): { hour: string; minute: string } | null {
  const minutes = parseTimeOfDay(time);
  return minutes === null ? null : { hour: two(Math.floor(minutes / 60)), minute: two(minutes % 60) };
}
