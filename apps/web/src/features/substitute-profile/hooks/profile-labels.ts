import { dayNumber, formatDate, parseLocalDate, STATUS_OPTIONS, type CalendarDate } from '@vikariat/domain';
import type { Named } from '../api/substitute-profile.ts';

/** A free-text entry (work experience) as written; an entry stored with names per language, in the reader's. */
export function labelOf(value: Named | null | undefined, locale: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  // `name` is the Swedish one where the spec stores {name, name_fi}
  return (locale === 'fi' ? (value.name_fi ?? value.name_swe ?? value.name) : (value.name_swe ?? value.name ?? value.name_fi)) ?? '';
}

export const statusText = (status: string | null | undefined, locale: string): string => {
  const option = STATUS_OPTIONS.find((o) => o.val === status);
  if (!option) return status ?? '';
  return locale === 'fi' ? option.name_fi : option.name_swe;
};

/** The police record's expiry (dd.MM.yyyy) and whether it is still valid today. */
export function policeRecordOf(expirationDate: string | null | undefined, today: CalendarDate): { expires: string; valid: boolean } | null {
  if (!expirationDate) return null;
  const expiry = parseLocalDate(expirationDate.slice(0, 10));
  if (!expiry) return null;
  return { expires: formatDate(expirationDate.slice(0, 10)), valid: dayNumber(expiry) >= dayNumber(today) };
}

/** Age from the answer, else from the birth date. */
export function ageOf(age: number | null | undefined, birthDate: string | null | undefined, today: CalendarDate): number | null {
  if (typeof age === 'number') return age;
  const birth = birthDate ? parseLocalDate(birthDate.slice(0, 10)) : null;
  if (!birth) return null;
  const beforeBirthday = today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}
