import { JOB_TIME_STEP_MINUTES } from '../constants/limits.ts';
import { TIME_OPTIONS } from '../format/time-options.ts';
import { formatTimeOfDay, MINUTES_PER_DAY, parseTimeOfDay } from './wall-clock.ts';

/**
 * An SOS is a job today (spec 02 §5), so it cannot start in the past: it would be "started" at once (neither side
 * could cancel it) and no substitute could be there when it says. The grace is the minutes a principal spends in the
 * dialog, not an absence that began hours ago.
 */
export const SOS_START_GRACE_MINUTES = 15;

/** `nowMinute`: minutes since midnight in Finland (`helsinkiMinuteOfDay`). */
export function isSosStartPast(start: string, nowMinute: number): boolean {
  const minute = parseTimeOfDay(start);
  return minute !== null && minute < nowMinute - SOS_START_GRACE_MINUTES;
}

/** The start-time options, the past ones disabled. */
export const sosStartOptions = (nowMinute: number): { value: string; disabled: boolean }[] =>
  TIME_OPTIONS.map((value) => ({ value, disabled: isSosStartPast(value, nowMinute) }));

const LAST_MINUTE = MINUTES_PER_DAY - JOB_TIME_STEP_MINUTES;

/**
 * The saved defaults as the dialog opens: a default start already past moves to the next step from now, and an end
 * no longer after it to an hour later (at most 23:55). Nothing moves when the defaults still lie ahead.
 */
export function sosTimesAt(start: string, end: string, nowMinute: number): { start: string; end: string } {
  if (!isSosStartPast(start, nowMinute)) return { start, end };
  const from = Math.min(LAST_MINUTE, Math.ceil(nowMinute / JOB_TIME_STEP_MINUTES) * JOB_TIME_STEP_MINUTES);
  const until = parseTimeOfDay(end);
  const to = until !== null && until > from ? until : Math.min(LAST_MINUTE, from + 60);
  return { start: formatTimeOfDay(from), end: formatTimeOfDay(to) };
}
