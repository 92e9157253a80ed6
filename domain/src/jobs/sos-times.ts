import { JOB_TIME_STEP_MINUTES, MAX_JOB_LEAD_DAYS } from '../constants/limits.ts';
import { TIME_OPTIONS } from '../format/time-options.ts';
import { helsinkiMinuteOfDay } from './job-times.ts';
import { dayNumber, formatTimeOfDay, helsinkiDateOf, MINUTES_PER_DAY, parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

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
  const from = formatTimeOfDay(Math.min(LAST_MINUTE, Math.ceil(nowMinute / JOB_TIME_STEP_MINUTES) * JOB_TIME_STEP_MINUTES));
  return { start: from, end: endAfter(from, end) };
}

/** The end kept when it still follows the start, else an hour after it (at most 23:55): a new start never leaves an impossible end. */
export function endAfter(start: string, end: string): string {
  const from = parseTimeOfDay(start);
  const until = parseTimeOfDay(end);
  if (from === null || (until !== null && until > from)) return end;
  return formatTimeOfDay(Math.min(LAST_MINUTE, from + 60));
}

/** 'svenska|suomi' messages of a start in the past: posting's (job-schemas.ts) and editing's. */
export const START_MESSAGES = {
  startPast: 'Startdatumet kan inte vara i det förflutna.|Alkamispäivä ei voi olla menneisyydessä.',
  startTimePast: 'Starttiden har redan passerat. Välj en senare tid.|Alkamisaika on jo mennyt. Valitse myöhäisempi aika.',
  startTooFar: 'Ett vikariat kan börja högst två år framåt.|Sijaisuus voi alkaa enintään kahden vuoden päästä.',
} as const;

/** Whether a start day is further ahead of today than a job may start (MAX_JOB_LEAD_DAYS); both day numbers. */
export const startTooFar = (startDay: number, today: number): boolean => startDay - today > MAX_JOB_LEAD_DAYS;

interface EditedStart {
  startDate: string;
  startTime: string;
}

/**
 * An edit may keep a start already past (a job under way is corrected), but not move one into the past: a new start
 * date before today (posting's rule), and on an SOS a new start time already past today (the SOS rule above). Either
 * would make a job "started" at once, which neither side could cancel any more. The field and its 'sv|fi' message, or
 * null.
 */
export function startMovedIntoPast(before: EditedStart & { sos: boolean }, after: EditedStart, now: Date): { field: 'startDate' | 'startTime'; message: string } | null {
  if (before.startDate === after.startDate && before.startTime === after.startTime) return null;
  const day = parseLocalDate(after.startDate);
  const today = dayNumber(helsinkiDateOf(now));
  // a running job's days stay as they are when only its hours are corrected
  if (before.startDate !== after.startDate && day !== null && dayNumber(day) < today) return { field: 'startDate', message: START_MESSAGES.startPast };
  if (before.startDate !== after.startDate && day !== null && startTooFar(dayNumber(day), today)) return { field: 'startDate', message: START_MESSAGES.startTooFar };
  if (before.sos && day !== null && dayNumber(day) === today && isSosStartPast(after.startTime, helsinkiMinuteOfDay(now))) {
    return { field: 'startTime', message: START_MESSAGES.startTimePast };
  }
  return null;
}
