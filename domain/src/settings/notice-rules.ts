import { parseLocalDate } from '../jobs/wall-clock.ts';

/** A field and its 'svenska|suomi' message, as the server answers field errors. */
export interface NoticeIssue {
  field: 'startDate' | 'endDate';
  message: string;
}

const M = {
  date: 'Ogiltigt datum|Virheellinen päivämäärä',
  startPast: 'Startdatumet kan inte vara i det förflutna.|Alkamispäivä ei voi olla menneisyydessä.',
  endPast: 'Slutdatumet kan inte vara i det förflutna. Ta bort meddelandet i stället.|Päättymispäivä ei voi olla menneisyydessä. Poista tiedote sen sijaan.',
} as const;

/**
 * The dates of an edited notice (Tips) against today in Finland: real calendar dates; a start already in the past
 * may stay as it was (the notice is showing), but not be moved into the past; the end may not be in the past (that
 * is removing it, which has its own button). End before start is the payload schema's rule.
 */
export function noticeEditIssues(edit: { startDate: string; endDate: string }, stored: { startDate: string }, today: string): NoticeIssue[] {
  const issues: NoticeIssue[] = [];
  const start = parseLocalDate(edit.startDate);
  const end = parseLocalDate(edit.endDate);
  if (start === null) issues.push({ field: 'startDate', message: M.date });
  else if (edit.startDate < today && edit.startDate !== stored.startDate) issues.push({ field: 'startDate', message: M.startPast });
  if (end === null) issues.push({ field: 'endDate', message: M.date });
  else if (edit.endDate < today) issues.push({ field: 'endDate', message: M.endPast });
  return issues;
}

export type NoticeState = 'upcoming' | 'showing' | 'ended';

/** Whether a notice is in substitutes' feeds on a day (Finland's today): from its start to its end day, inclusive. */
export const noticeStateOn = (notice: { startDate: string; endDate: string }, today: string): NoticeState =>
  notice.startDate > today ? 'upcoming' : notice.endDate < today ? 'ended' : 'showing';

/**
 * The notice's text in the reader's language (decision 039). A notice posted before notices had two languages has
 * one text only (`additionalInfoFi` null): every reader sees that one, as before.
 */
export const noticeText = (notice: { additionalInfo: string; additionalInfoFi?: string | null }, locale: 'sv' | 'fi'): string =>
  locale === 'fi' && notice.additionalInfoFi != null && notice.additionalInfoFi !== '' ? notice.additionalInfoFi : notice.additionalInfo;
