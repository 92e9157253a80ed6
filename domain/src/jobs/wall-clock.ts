/**
 * Local wall-clock arithmetic for job dates (yyyy-MM-dd) and times (HH:MM).
 *
 * Why no time zones: every school is in Finland (Europe/Helsinki) and a job is posted as wall-clock
 * times ("08:00-15:30 every day from the 3rd to the 7th"). Counting in local calendar days and
 * minutes keeps the rules exact, identical on client and server, and free of a date library.
 */

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;

export const MINUTES_PER_DAY = 24 * 60;

export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

export const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

export const daysInMonth = (year: number, month: number): number => (month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31);

/** The month `by` months from a yyyy-MM month (a text that is no such month is given back as it is). */
export function shiftMonth(month: string, by: number): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  const number = Number(m?.[2] ?? 0);
  if (!m || number < 1 || number > 12) return month;
  const index = Number(m[1]) * 12 + number - 1 + by;
  return `${String(Math.floor(index / 12)).padStart(4, '0')}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** A day the calendar has: year 1 or later (there is no year 0: Postgres refuses '0000-01-01'), a month, a day in it. */
export const isRealDate = ({ year, month, day }: CalendarDate): boolean =>
  Number.isInteger(year) && year >= 1 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);

/** Parses yyyy-MM-dd; null when the text is not a real calendar date. */
export function parseLocalDate(text: string): CalendarDate | null {
  const m = DATE_PATTERN.exec(text);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  return isRealDate(date) ? date : null;
}

/** Parses HH:MM (00:00-23:59) into minutes after midnight; null when malformed. */
export function parseTimeOfDay(text: string): number | null {
  const m = TIME_PATTERN.exec(text);
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

export const formatTimeOfDay = (minutes: number): string => {
  const m = ((minutes % MINUTES_PER_DAY) + MINUTES_PER_DAY) % MINUTES_PER_DAY;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
};

/** Days since 1970-01-01 of a proleptic Gregorian date (Howard Hinnant's days_from_civil). */
export function dayNumber({ year, month, day }: CalendarDate): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146097 + doe - 719468;
}

/** Inverse of dayNumber (civil_from_days). */
export function dateOfDayNumber(days: number): CalendarDate {
  const z = days + 719468;
  const era = Math.floor(z / 146097);
  const doe = z - era * 146097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36524) - Math.floor(doe / 146096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, day };
}

export const formatLocalDate = ({ year, month, day }: CalendarDate): string =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

// One formatter for the process: building an Intl.DateTimeFormat costs ~100x a format call, and every pull asks for today
const helsinkiDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Helsinki', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's calendar date in Finland for a given instant (the server passes `new Date()`). */
export function helsinkiDateOf(instant: Date): CalendarDate {
  const parts = helsinkiDay.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number => Number(parts.find((p) => p.type === type)?.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

/** The Finnish day of an instant as yyyy-MM-dd (a deadline, an expiry): late in the evening UTC is still on the day before. */
export const finnishDateOf = (instant: Date): string => formatLocalDate(helsinkiDateOf(instant));

/** Today in Finland as yyyy-MM-dd: every date rule (not in the past, birth dates, notices) is reckoned on the Finnish day. */
export const todayInFinland = (now: Date = new Date()): string => finnishDateOf(now);
