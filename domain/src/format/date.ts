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
