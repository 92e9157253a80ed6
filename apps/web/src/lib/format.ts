import { referenceLabel, referenceList, typeOfTempByVal, typeOfTempLabel, type Locale, type ReferenceKind, type StoredReference } from '@vikariat/domain';

/**
 * The display formats are shared with the server and live in domain (spec: dates dd.MM.yyyy fi-FI, phones with +358).
 * Every date and time a screen shows goes through them, never `toLocaleString`: `formatDateTime` is the one
 * date-and-time format of both UI languages (the browser's would write "klo" into Swedish screens).
 */
export { formatDateTime } from '@vikariat/domain';

/** Lingui's active locale (a string) as one of the product's two. */
export const uiLocale = (locale: string): Locale => (locale === 'fi' ? 'fi' : 'sv');

/** A stored reference value (language, subject, qualification, teacher type) in the UI language. */
export const referenceText = (kind: ReferenceKind, value: StoredReference, locale: string): string => referenceLabel(kind, value, uiLocale(locale));

/** A job's subjects in the UI language, whichever language the poster wrote them in. */
export const subjectsText = (subjects: readonly string[], locale: string): string => referenceList('subject', subjects, uiLocale(locale));

/** A job's type of temp as stored: its value, or the reference object it was sent as. */
type StoredTypeOfTemp = { val: number; name_swe: string; name_fi: string } | number | null | undefined;

/** The type of temp in the reader's language (domain `typeOfTempLabel`: SOS, or 17 = other with its free text); the same on every job screen. */
export function typeOfTempText(job: { typeOfTemp?: StoredTypeOfTemp; otherTxt?: string | null | undefined; sos?: boolean | undefined }, locale: string): string {
  const raw = job.typeOfTemp;
  if (raw === null || raw === undefined) return '';
  const known = typeof raw === 'number' ? typeOfTempByVal(raw) : (typeOfTempByVal(raw.val) ?? raw);
  return known ? typeOfTempLabel(known, job, uiLocale(locale)) : '';
}
