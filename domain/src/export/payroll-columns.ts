import type { Locale } from '../auth/roles.ts';
import { typeOfTempByVal, typeOfTempLabel } from '../constants/type-of-temp.ts';
import { parseBirthDate } from '../accounts/birth-date.ts';
import { formatLocalDate, parseLocalDate } from '../jobs/wall-clock.ts';
import { workedHours, type HoursEntry } from '../jobs/hours.ts';
import { csvDocument, csvField } from './csv.ts';

/**
 * The monthly payroll export (issue 24, decision 030): one row per person per day, the fields a municipal payroll
 * imports. Dates are Finnish (d.m.yyyy) whatever the language; hours have two decimals (a comma in the CSV, as
 * Finnish payroll imports read it).
 */

/** One day's hours with the person and the school, as the month view and the exports read it. */
export interface PayrollRow extends HoursEntry {
  substituteId: string;
  firstName: string;
  lastName: string;
  /** as the profile keeps it (YYYYMMDD), null where it has none */
  birthDate: string | null;
  schoolId: string;
  schoolName: string;
  typeOfTemp: number;
  otherTxt: string;
  /** the job was an SOS (read from the job, or its statistics archive once the job is purged) */
  sos: boolean;
  scheduledStart: string;
  scheduledEnd: string;
  /** the school asks for lessons taught (its setting today) */
  askLessons: boolean;
}

/** One logged change of a day's hours (job_hours_changes): who, when, what before and after, and why. */
export interface HoursChange {
  at: string;
  actorName: string;
  reason: string | null;
  before: HoursEntry | null;
  after: HoursEntry;
  jobId: string;
  day: string;
  firstName: string;
  lastName: string;
  schoolName: string;
}

/** d.m.yyyy, as Finnish payroll writes a date ('' for none). */
export function finnishDate(date: string | null): string {
  const d = date === null ? null : parseLocalDate(date);
  return d === null ? '' : `${d.day}.${d.month}.${d.year}`;
}

/** The hours payroll pays: none for a no-show; a shift past midnight counted in real time (its day makes DST right). */
export const payableHours = (row: Pick<PayrollRow, 'status' | 'start' | 'end' | 'breakMinutes'> & { day?: string }): number =>
  row.status === 'noShow' ? 0 : workedHours(row);

const STATUS: Record<PayrollRow['status'], { sv: string; fi: string }> = {
  pending: { sv: 'Väntar på godkännande', fi: 'Odottaa hyväksyntää' },
  approved: { sv: 'Godkänd', fi: 'Hyväksytty' },
  corrected: { sv: 'Rättad', fi: 'Korjattu' },
  noShow: { sv: 'Kom inte', fi: 'Ei saapunut' },
};
const LATE = { sv: 'sen ankomst', fi: 'myöhästyi' };

/** The status as payroll reads it, with a late arrival and the school's reason. */
export function payrollStatus(row: Pick<PayrollRow, 'status' | 'late' | 'note'>, locale: Locale): string {
  const parts = [STATUS[row.status][locale]];
  if (row.late) parts.push(LATE[locale]);
  const head = parts.join(', ');
  return row.note === null || row.note === '' ? head : `${head}: ${row.note}`;
}

/** The job's type as every screen names it (`typeOfTempLabel`): an SOS job is "SOS", not "Annan: SOS". */
export const jobTypeName = (row: Pick<PayrollRow, 'typeOfTemp' | 'otherTxt' | 'sos'>, locale: Locale): string => {
  const type = typeOfTempByVal(row.typeOfTemp);
  return type === undefined ? String(row.typeOfTemp) : typeOfTempLabel(type, row, locale);
};

export interface PayrollColumn {
  key: string;
  header: { sv: string; fi: string };
  width: number;
  /** 'date' and 'hours' are typed cells in the workbook; everything else is text or a whole number */
  kind?: 'date' | 'hours';
  value: (row: PayrollRow, locale: Locale) => string | number;
}

/** The profile's birth date (YYYYMMDD) as a calendar date, '' where there is none. */
const birthDateOf = (text: string | null): string => {
  const d = text === null ? null : parseBirthDate(text);
  return d === null ? '' : formatLocalDate(d);
};

const noShow = (row: PayrollRow, value: string): string => (row.status === 'noShow' ? '' : value);

export const PAYROLL_COLUMNS: readonly PayrollColumn[] = [
  { key: 'person', header: { sv: 'Person', fi: 'Henkilö' }, width: 26, value: (r) => `${r.lastName} ${r.firstName}`.trim() },
  { key: 'birthDate', header: { sv: 'Födelsedatum', fi: 'Syntymäaika' }, width: 12, kind: 'date', value: (r) => birthDateOf(r.birthDate) },
  { key: 'school', header: { sv: 'Skola', fi: 'Koulu' }, width: 28, value: (r) => r.schoolName },
  { key: 'date', header: { sv: 'Datum', fi: 'Päivämäärä' }, width: 12, kind: 'date', value: (r) => r.day },
  { key: 'start', header: { sv: 'Start', fi: 'Alku' }, width: 8, value: (r) => noShow(r, r.start) },
  { key: 'end', header: { sv: 'Slut', fi: 'Loppu' }, width: 8, value: (r) => noShow(r, r.end) },
  { key: 'break', header: { sv: 'Rast (min)', fi: 'Tauko (min)' }, width: 10, value: (r) => (r.status === 'noShow' ? '' : r.breakMinutes) },
  { key: 'hours', header: { sv: 'Timmar', fi: 'Tunnit' }, width: 9, kind: 'hours', value: (r) => payableHours(r) },
  {
    key: 'lessons',
    header: { sv: 'Lektioner', fi: 'Oppitunnit' },
    width: 10,
    value: (r) => (r.lessons === null || !r.askLessons || r.status === 'noShow' ? '' : r.lessons),
  },
  { key: 'type', header: { sv: 'Typ av vikariat', fi: 'Sijaisuuden tyyppi' }, width: 24, value: (r, l) => jobTypeName(r, l) },
  { key: 'status', header: { sv: 'Status / orsak', fi: 'Tila / syy' }, width: 36, value: (r, l) => payrollStatus(r, l) },
];

/** The columns of a file of these rows: lessons only where one of the rows' schools asks for them. */
export const payrollColumns = (rows: readonly Pick<PayrollRow, 'askLessons'>[]): readonly PayrollColumn[] =>
  rows.some((r) => r.askLessons) ? PAYROLL_COLUMNS : PAYROLL_COLUMNS.filter((c) => c.key !== 'lessons');

/** The CSV Finnish payroll imports: UTF-8 with a BOM, ';' between fields, CRLF, dates d.m.yyyy, decimal comma. */
export function payrollCsv(rows: readonly PayrollRow[], locale: Locale): string {
  const cell = (c: PayrollColumn, r: PayrollRow): string => {
    const v = c.value(r, locale);
    if (c.kind === 'date') return finnishDate(v === '' ? null : String(v));
    if (c.kind === 'hours') return (v as number).toFixed(2).replace('.', ',');
    return csvField(String(v));
  };
  const columns = payrollColumns(rows);
  return csvDocument([columns.map((c) => csvField(c.header[locale])), ...rows.map((r) => columns.map((c) => cell(c, r)))]);
}

/** The file name: palkat-2026-11.csv / lon-2026-11.xlsx. */
export const payrollFileName = (month: string, format: 'xlsx' | 'csv', locale: Locale): string => `${locale === 'sv' ? 'lon' : 'palkat'}-${month}.${format}`;
