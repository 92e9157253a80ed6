import { JOB_DELETED_HOURS_AFTER_END } from '../constants/limits.ts';
import { parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

const HELSINKI = 'Europe/Helsinki';

// built once (a formatter's construction is the expensive part)
const helsinkiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: HELSINKI,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
});

/** Offset of Europe/Helsinki from UTC at an instant, in minutes (120 in winter, 180 in summer). */
function helsinkiOffsetMinutes(instant: number): number {
  const parts = helsinkiClock.formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'));
  return Math.round((asUtc - Math.floor(instant / 60_000) * 60_000) / 60_000);
}

/**
 * The instant of a Helsinki wall-clock date and time (a job's `expire` = end date + end time, spec 02 §3).
 * A time skipped by the spring DST change resolves to the instant one hour later on the wall clock.
 */
export function helsinkiInstant(date: string, time: string): Date {
  const d = parseLocalDate(date);
  const minutes = parseTimeOfDay(time);
  if (!d || minutes === null) throw new RangeError(`Malformed date/time: ${date} ${time}`);
  const wall = Date.UTC(d.year, d.month - 1, d.day, Math.floor(minutes / 60), minutes % 60);
  // two passes settle the offset on both sides of a DST change
  let instant = wall - helsinkiOffsetMinutes(wall) * 60_000;
  instant = wall - helsinkiOffsetMinutes(instant) * 60_000;
  return new Date(instant);
}

/** A job's expiry: the end of its last day. An end time not after the start time runs into the next day. */
export function jobExpire(job: { endDate: string; startTime: string; endTime: string }): Date {
  const end = helsinkiInstant(job.endDate, job.endTime);
  const start = parseTimeOfDay(job.startTime);
  const stop = parseTimeOfDay(job.endTime);
  return start !== null && stop !== null && stop <= start ? new Date(end.getTime() + 86_400_000) : end;
}

/** When the expiry task removes a job: 24 h after its end (spec 02 §9). */
export const jobRemovalTime = (expire: Date): Date => new Date(expire.getTime() + JOB_DELETED_HOURS_AFTER_END * 3_600_000);
