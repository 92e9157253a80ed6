import { BIRTH_YEAR_MAX, BIRTH_YEAR_MIN, MIN_AGE_YEARS } from '../constants/limits.ts';
import { dayNumber, isLeapYear, isRealDate, parseLocalDate, type CalendarDate } from '../jobs/wall-clock.ts';
import type { MessageKey } from '../messages/catalogue.ts';

/**
 * Birth-date rules of spec 01 §5: text YYYYMMDD, year 1900-2099, a real calendar date, and the person
 * at least 18 on `today`. Checked on registration and on the substitute's basic-info save.
 */
export type BirthDateResult =
  | { readonly ok: true; readonly birthDate: string; readonly date: CalendarDate; readonly age: number }
  | {
      readonly ok: false;
      /** invalid: not YYYYMMDD / not a real date in 1900-2099; underage: under 18; other: anything else. */
      readonly reason: 'invalid' | 'underage' | 'other';
      readonly messageKey: MessageKey;
    };

const BIRTH_DATE_PATTERN = /^(\d{4})(\d{2})(\d{2})$/;

/** Parses YYYYMMDD with the year bounds; null when it is not a valid birth date text. */
export function parseBirthDate(text: string): CalendarDate | null {
  const m = BIRTH_DATE_PATTERN.exec(text);
  if (!m) return null;
  const date = { year: Number(m[1]), month: Number(m[2]), day: Number(m[3]) };
  if (date.year < BIRTH_YEAR_MIN || date.year > BIRTH_YEAR_MAX) return null;
  return isRealDate(date) ? date : null;
}

/**
 * Completed years of age on `today`. A person born on 29 February has their birthday on 28 February in
 * common years (Finnish Act on the Calculation of Statutory Time Limits 150/1930 §4: a missing day
 * counts as the month's last day).
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const birthdayDay = birth.month === 2 && birth.day === 29 && !isLeapYear(today.year) ? 28 : birth.day;
  const hadBirthday = today.month > birth.month || (today.month === birth.month && today.day >= birthdayDay);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The age a stored birth date (YYYYMMDD) gives on `today` (YYYY-MM-DD); null when either is not a date. */
export function ageFromBirthDate(birthDate: unknown, today: string): number | null {
  const birth = typeof birthDate === 'string' ? parseBirthDate(birthDate) : null;
  const day = parseLocalDate(today);
  return birth === null || day === null ? null : ageOn(birth, day);
}

const failure = (reason: 'invalid' | 'underage' | 'other'): BirthDateResult => ({
  ok: false,
  reason,
  messageKey: reason === 'invalid' ? 'birthDate.invalid' : reason === 'underage' ? 'birthDate.underage' : 'birthDate.other',
});

/** Validates a birth date as entered (unknown input: a form or payload may send anything). */
export function validateBirthDate(input: unknown, today: CalendarDate | string): BirthDateResult {
  const todayDate = typeof today === 'string' ? parseLocalDate(today) : today;
  if (typeof input !== 'string' || !todayDate || !isRealDate(todayDate)) return failure('other');
  const date = parseBirthDate(input.trim());
  if (!date) return failure('invalid');
  // A date after today is a real date but no birth date: the catch-all message, not "too young".
  if (dayNumber(date) > dayNumber(todayDate)) return failure('other');
  const age = ageOn(date, todayDate);
  if (age < MIN_AGE_YEARS) return failure('underage');
  return { ok: true, birthDate: input.trim(), date, age };
}
