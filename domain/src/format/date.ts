import { helsinkiDateOf, parseLocalDate, type CalendarDate } from '../jobs/wall-clock.ts';

/** Dates are shown dd.MM.yyyy (fi-FI), spec 02 §9. */
export const formatCalendarDate = ({ year, month, day }: CalendarDate): string =>
  `${String(day).padStart(2, '0')}.${String(month).padStart(2, '0')}.${String(year).padStart(4, '0')}`;

/**
 * Formats a calendar date (yyyy-MM-dd, as jobs store them) or an instant (a Date or an ISO date-time
 * such as a creation time: its calendar day in Finland). Unparseable text is returned unchanged rather
 * than shown as "NaN".
 */
export function formatDate(value: string | Date): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : formatCalendarDate(helsinkiDateOf(value));
  const date = parseLocalDate(value);
  if (date) return formatCalendarDate(date);
  const instant = /^\d{4}-\d{2}-\d{2}T/.test(value) ? new Date(value) : null;
  return instant && !Number.isNaN(instant.getTime()) ? formatCalendarDate(helsinkiDateOf(instant)) : value;
}

/** A job's date label: one date when it starts and ends on the same day, else a range. */
export function jobDateLabel(job: { readonly startDate: string; readonly endDate: string }): string {
  const start = formatDate(job.startDate);
  const end = formatDate(job.endDate);
  return start === end ? start : `${start} – ${end}`;
}

export interface DateTimeOptions {
  /** hh:mm:ss (logs) instead of hh:mm */
  readonly seconds?: boolean;
  /** dd.MM. without the year (a chart axis) */
  readonly year?: boolean;
}

const helsinkiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Helsinki',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/**
 * An instant (a sign-in, a delivery, a cancellation) as its date and time in Finland: 05.03.2026 14:05. The same in
 * Swedish and Finnish, with the 24-hour clock the job times use, so no word of either language ("klo", "kl.")
 * comes with it. Unparseable text is returned unchanged.
 */
export function formatDateTime(value: string | number | Date, options: DateTimeOptions = {}): string {
  const instant = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(instant.getTime())) return typeof value === 'string' ? value : '';
  const parts = helsinkiClock.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('day')}.${part('month')}.${options.year === false ? '' : part('year')}`;
  return `${date} ${part('hour')}:${part('minute')}${options.seconds === true ? `:${part('second')}` : ''}`;
}
