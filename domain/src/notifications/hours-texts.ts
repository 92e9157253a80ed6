import type { Locale } from '../auth/roles.ts';
import { formatDate } from '../format/date.ts';
import { workedHours, type HoursEntry } from '../jobs/hours.ts';
import { endsNextDay } from '../jobs/shift-minutes.ts';

/**
 * What the substitute is told when the school corrects a day's hours, marks a no-show or a late arrival (issue 24,
 * decision 030 amended 2026-11-28): who, at which school, what now stands and why — the job page shows the same.
 */
export interface HoursNoticeFacts {
  schoolName: string;
  entry: Pick<HoursEntry, 'day' | 'start' | 'end' | 'breakMinutes' | 'status' | 'late' | 'note' | 'reviewedBy'>;
}

/** The school's review is news to the substitute: a correction, a no-show or a late arrival (a plain approval is not). */
export const hoursReviewIsNews = (entry: Pick<HoursEntry, 'status' | 'late'>): boolean => entry.status === 'corrected' || entry.status === 'noShow' || entry.late;

export function hoursNoticeText({ schoolName, entry }: HoursNoticeFacts, locale: Locale): { title: string; body: string } {
  const sv = locale === 'sv';
  const who = entry.reviewedBy ?? '';
  const day = formatDate(entry.day);
  const hours = workedHours(entry).toFixed(2).replace('.', ',');
  const next = endsNextDay(entry.start, entry.end) ? (sv ? ' (följande dag)' : ' (seuraavana päivänä)') : '';
  const times = sv
    ? `${entry.start}–${entry.end}${next}, rast ${entry.breakMinutes} min (${hours} h)`
    : `${entry.start}–${entry.end}${next}, tauko ${entry.breakMinutes} min (${hours} h)`;
  const reason = entry.note === null || entry.note === '' ? '' : sv ? ` Orsak: ${entry.note}` : ` Syy: ${entry.note}`;
  const late = entry.late ? (sv ? ' Sen ankomst markerad.' : ' Myöhästyminen merkitty.') : '';
  if (entry.status === 'noShow') {
    return sv
      ? { title: 'Skolan har markerat att du inte kom', body: `${who} vid ${schoolName} markerade att du inte kom ${day}.${reason}` }
      : { title: 'Koulu on merkinnyt, ettet saapunut', body: `${who} (${schoolName}) merkitsi, ettet saapunut ${day}.${reason}` };
  }
  if (entry.status === 'corrected') {
    return sv
      ? { title: 'Skolan har rättat dina timmar', body: `${who} vid ${schoolName} rättade dina timmar ${day} till ${times}.${reason}${late}` }
      : { title: 'Koulu on korjannut tuntisi', body: `${who} (${schoolName}) korjasi tuntisi ${day}: ${times}.${reason}${late}` };
  }
  return sv
    ? { title: 'Skolan har markerat sen ankomst', body: `${who} vid ${schoolName} godkände dina timmar ${day} (${times}) och markerade sen ankomst.` }
    : { title: 'Koulu on merkinnyt myöhästymisen', body: `${who} (${schoolName}) hyväksyi tuntisi ${day} (${times}) ja merkitsi myöhästymisen.` };
}
