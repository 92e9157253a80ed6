import { helsinkiWallClockMinutes } from './job-times.ts';
import { dayNumber, MINUTES_PER_DAY, parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

/**
 * A worked shift's length in real minutes (issue 24, decision 030 amended 2026-11-28): an end before the start is
 * the next morning (a day-care evening shift 18:00–02:00). Times are Helsinki wall clock, so a night across a change
 * of the clocks is an hour shorter (last Sunday of March) or longer (last Sunday of October) than the wall clock says.
 */

/** The clock's offset from UTC in minutes (120 or 180) at a wall-clock minute (since 1970-01-01 00:00) in Helsinki. */
function helsinkiOffsetAt(wallMinutes: number): number {
  const offsetOf = (utcMinutes: number): number => helsinkiWallClockMinutes(new Date(utcMinutes * 60_000)) - utcMinutes;
  const first = offsetOf(wallMinutes - 120);
  const second = offsetOf(wallMinutes - first);
  // a wall time that exists once reads back the same offset; one in the skipped or repeated hour keeps the first
  return second === first ? first : Math.max(first, second);
}

/** The end is the next day: it is not after the start. */
export const endsNextDay = (start: string, end: string): boolean => {
  const s = parseTimeOfDay(start);
  const e = parseTimeOfDay(end);
  return s !== null && e !== null && e < s;
};

/** The job's own schedule runs past midnight (its end time is before its start time). */
export const isOvernightSchedule = (job: { startTime: string; endTime: string }): boolean => endsNextDay(job.startTime, job.endTime);

/**
 * Minutes from start to end of a shift that starts on `day` (YYYY-MM-DD, Helsinki); an end before the start is the next
 * day. Without a day (or with an unreadable one) the clocks are taken not to change. 0 where the times make no sense or
 * are equal.
 */
export function shiftSpanMinutes(start: string, end: string, day?: string): number {
  const s = parseTimeOfDay(start);
  const e = parseTimeOfDay(end);
  if (s === null || e === null || e === s) return 0;
  const wallSpan = e > s ? e - s : e + MINUTES_PER_DAY - s;
  const date = day === undefined ? null : parseLocalDate(day);
  if (date === null) return wallSpan;
  const wallStart = dayNumber(date) * MINUTES_PER_DAY + s;
  // real time = wall time less what the clocks gained in between
  return wallSpan - (helsinkiOffsetAt(wallStart + wallSpan) - helsinkiOffsetAt(wallStart));
}
