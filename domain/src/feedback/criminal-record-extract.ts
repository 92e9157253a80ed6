import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { dayNumber, daysInMonth, formatLocalDate, parseLocalDate, type CalendarDate } from '../jobs/wall-clock.ts';

/**
 * The criminal-record extract as Finnish law has it (Act 504/2002 §6, issue 25, decision 031): the employer views the
 * extract, records that it was seen and when, and keeps no copy. A recorded view is valid for six months and is shown
 * to every school that may see the person; the substitute's own expiry entry stays as their reminder.
 */
export const EXTRACT_VALID_MONTHS = 6;

/** D plus whole calendar months, the day clamped to the month's last (31 August + 6 months = 28/29 February). */
export function addMonths(date: CalendarDate, months: number): CalendarDate {
  const index = date.year * 12 + (date.month - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return { year, month, day: Math.min(date.day, daysInMonth(year, month)) };
}

/** The last day a view seen on D counts (inclusive). */
export const extractValidUntil = (seenOn: CalendarDate): CalendarDate => addMonths(seenOn, EXTRACT_VALID_MONTHS);

export type SeenOnProblem = 'future' | 'too_old' | null;

/** D cannot be after today, nor so old that its six months have already run out. */
export function seenOnProblem(seenOn: CalendarDate, today: CalendarDate): SeenOnProblem {
  if (dayNumber(seenOn) > dayNumber(today)) return 'future';
  if (dayNumber(extractValidUntil(seenOn)) < dayNumber(today)) return 'too_old';
  return null;
}

/** A recorded view counts for a job when it is still valid on the job's last day. */
export function extractCovers(validUntil: string | null | undefined, lastDay: string): boolean {
  const until = validUntil ? parseLocalDate(validUntil.slice(0, 10)) : null;
  const last = parseLocalDate(lastDay.slice(0, 10));
  return until !== null && last !== null && dayNumber(until) >= dayNumber(last);
}

const M = {
  email: 'Ogiltig e-postadress|Virheellinen sähköpostiosoite',
  date: 'Ange dagen utdraget visades (ÅÅÅÅ-MM-DD).|Anna päivä, jolloin ote näytettiin (VVVV-KK-PP).',
  future: 'Dagen kan inte vara i framtiden.|Päivä ei voi olla tulevaisuudessa.',
  tooOld: `Ett utdrag som visades för mer än ${EXTRACT_VALID_MONTHS} månader sedan gäller inte längre.|Yli ${EXTRACT_VALID_MONTHS} kuukautta sitten näytetty ote ei ole enää voimassa.`,
} as const;

/** The field message of a refused D (the route reckons today in Finland). */
export const seenOnMessage = (problem: Exclude<SeenOnProblem, null>): string => (problem === 'future' ? M.future : M.tooOld);

/** POST /api/principals/extract/seen {email, seenOn}: a principal or leader records that they saw the extract on D. */
export const extractSeenSchema = z.object({
  email: text().trim().toLowerCase().email(M.email),
  seenOn: text({ error: M.date }).refine((v) => parseLocalDate(v) !== null, M.date),
});
export type ExtractSeenPayload = z.infer<typeof extractSeenSchema>;

/** What a school sees of the latest recorded view. */
export const extractSeenViewSchema = z.object({ seenOn: text(), validUntil: text(), schoolName: text() });
export type ExtractSeenView = z.infer<typeof extractSeenViewSchema>;

export const formatValidUntil = (seenOn: CalendarDate): string => formatLocalDate(extractValidUntil(seenOn));

/**
 * A file whose name says it is a criminal-record extract (Swedish, Finnish, English): the service keeps no copy, so
 * no upload route accepts one (the law lets the employer only see it).
 */
const EXTRACT_NAME = /straffregist|brottsregist|rikosrekist|criminal[\s._-]*record|police[\s._-]*(record|check|certificate)|lastenrekist|barnregist/i;
export const namesCriminalRecordExtract = (fileName: string): boolean => EXTRACT_NAME.test(fileName.normalize('NFC'));

export const EXTRACT_UPLOAD_REFUSED =
  'Ladda inte upp utdrag ur straffregistret: skolan tittar på utdraget och antecknar bara att det har visats.|Älä lataa rikosrekisteriotetta: koulu katsoo otteen ja kirjaa vain, että se on näytetty.';
