import type { Locale } from '../auth/roles.ts';
import { typeOfTempByVal, typeOfTempLabel } from '../constants/type-of-temp.ts';
import { gradeByVal, sortGrades } from '../constants/profile-options.ts';
import { formatDate } from '../format/date.ts';

/** One job as the statistics export and GET /api/stats/statistics report it. */
export interface StatisticsJob {
  id: string;
  schoolName: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  typeOfTemp: number;
  otherTxt: string;
  subjects: string[];
  grades: string[];
  /** The absence reason (may be health data): only in a principal's export of their own schools (spec 02: "visible only to the principal"). */
  reason?: string;
  sos: boolean;
  ownerName: string;
  chosenName: string | null;
  applicants: number;
  createdAt: string;
  chosenAt: string | null;
}

/** Hours from posting to choosing, one decimal; null while nobody is chosen. */
export function hoursToFill(job: Pick<StatisticsJob, 'createdAt' | 'chosenAt'>): number | null {
  if (job.chosenAt === null) return null;
  const ms = new Date(job.chosenAt).getTime() - new Date(job.createdAt).getTime();
  return Math.round((Math.max(0, ms) / 3_600_000) * 10) / 10;
}

export interface ExportColumn {
  key: string;
  header: { sv: string; fi: string };
  width: number;
  value: (job: StatisticsJob, locale: Locale) => string | number;
}

const helsinkiTime = (iso: string): string =>
  new Date(iso).toLocaleTimeString('fi-FI', { timeZone: 'Europe/Helsinki', hour: '2-digit', minute: '2-digit', hour12: false }).replace('.', ':');

/** The export's columns in order; dates are dd.MM.yyyy (fi-FI) whatever the language. */
export const EXPORT_COLUMNS: readonly ExportColumn[] = [
  { key: 'startDate', header: { sv: 'Startdatum', fi: 'Alkupäivä' }, width: 12, value: (j) => formatDate(j.startDate) },
  { key: 'endDate', header: { sv: 'Slutdatum', fi: 'Loppupäivä' }, width: 12, value: (j) => formatDate(j.endDate) },
  { key: 'startTime', header: { sv: 'Starttid', fi: 'Alkamisaika' }, width: 9, value: (j) => j.startTime },
  { key: 'endTime', header: { sv: 'Sluttid', fi: 'Loppumisaika' }, width: 9, value: (j) => j.endTime },
  { key: 'school', header: { sv: 'Skola', fi: 'Koulu' }, width: 28, value: (j) => j.schoolName },
  {
    key: 'type',
    header: { sv: 'Typ', fi: 'Tyyppi' },
    width: 24,
    value: (j, locale) => {
      const type = typeOfTempByVal(j.typeOfTemp);
      return type === undefined ? String(j.typeOfTemp) : typeOfTempLabel(type, j, locale);
    },
  },
  { key: 'sos', header: { sv: 'SOS', fi: 'SOS' }, width: 6, value: (j, locale) => (j.sos ? (locale === 'sv' ? 'Ja' : 'Kyllä') : '') },
  { key: 'subjects', header: { sv: 'Ämnen', fi: 'Aineet' }, width: 28, value: (j) => j.subjects.join(', ') },
  {
    key: 'grades',
    header: { sv: 'Årskurser', fi: 'Luokat' },
    width: 24,
    value: (j, locale) =>
      sortGrades(j.grades)
        .map((g) => {
          const o = gradeByVal(g);
          return o === undefined ? g : locale === 'sv' ? o.name_swe : o.name_fi;
        })
        .join(', '),
  },
  { key: 'reason', header: { sv: 'Orsak', fi: 'Syy' }, width: 24, value: (j) => j.reason ?? '' },
  { key: 'owner', header: { sv: 'Skapad av', fi: 'Luonut' }, width: 22, value: (j) => j.ownerName },
  { key: 'chosen', header: { sv: 'Vald vikarie', fi: 'Valittu sijainen' }, width: 22, value: (j) => j.chosenName ?? '' },
  { key: 'applicants', header: { sv: 'Antal sökande', fi: 'Hakijoita' }, width: 10, value: (j) => j.applicants },
  { key: 'created', header: { sv: 'Skapad', fi: 'Luotu' }, width: 18, value: (j) => `${formatDate(new Date(j.createdAt))} ${helsinkiTime(j.createdAt)}` },
  { key: 'hoursToFill', header: { sv: 'Tid till tillsatt (h)', fi: 'Täyttöaika (h)' }, width: 12, value: (j) => hoursToFill(j) ?? '' },
];

/** The columns of one export: the reason column only when the reader is the principal of the schools exported. */
export const exportColumns = (withReason: boolean): readonly ExportColumn[] => (withReason ? EXPORT_COLUMNS : EXPORT_COLUMNS.filter((c) => c.key !== 'reason'));

/** The file name of the export: the date it was made, e.g. statistik-2026-11-21.xlsx / tilastot-2026-11-21.xlsx. */
export const exportFileName = (today: string, locale: Locale): string => `${locale === 'sv' ? 'statistik' : 'tilastot'}-${today}.xlsx`;
