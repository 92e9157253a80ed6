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
