import { z } from 'zod';
import { median } from '../export/report-summary.ts';
import type { Locale } from '../auth/roles.ts';
import { csvDocument, csvField } from '../export/csv.ts';
import { municipalityName } from '../reference/locations.ts';
import { calendarDate } from '../validation/calendar-date.ts';

/**
 * The admins' fill figures (issue 23, decision 037): of the jobs posted in a period, how many were filled (someone
 * chosen) before their start, and how long filling took (posted → chosen), by SOS and normal jobs. The server's one
 * query answers one group per school and kind; these pure helpers make the figures of a school or a municipality.
 */

/** One school's jobs of one kind (SOS or normal) in the period, as the query answers them. */
export interface FillGroup {
  /** jobs posted in the period (withdrawn before their start and never filled: not counted) */
  posted: number;
  /** of them, filled before their start */
  filledBeforeStart: number;
  /** minutes from posting to the choice, one per filled job */
  minutesToFill: readonly number[];
}

export interface FillFigures {
  posted: number;
  filledBeforeStart: number;
  /** filledBeforeStart / posted, 0…1; null with nothing posted */
  shareFilledBeforeStart: number | null;
  /** null when nothing was filled */
  medianMinutes: number | null;
  p90Minutes: number | null;
}

/** The `p`-th percentile (0 < p ≤ 100) by nearest rank: always one of the values, so "p90 ≤ 45 min" means a real job. */
export function percentile(values: readonly number[], p: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? null;
}

/** part / whole, or null when the whole is 0 (no jobs is no rate, not 0 %). */
export const share = (part: number, whole: number): number | null => (whole === 0 ? null : part / whole);

/** The figures of groups taken together (a municipality: its schools' groups). */
export function fillFigures(groups: readonly FillGroup[]): FillFigures {
  const posted = groups.reduce((sum, g) => sum + g.posted, 0);
  const filledBeforeStart = groups.reduce((sum, g) => sum + g.filledBeforeStart, 0);
  const minutes = groups.flatMap((g) => g.minutesToFill);
  return { posted, filledBeforeStart, shareFilledBeforeStart: share(filledBeforeStart, posted), medianMinutes: median(minutes), p90Minutes: percentile(minutes, 90) };
}

/** How long a period the figures cover at most (one query over a year of jobs is cheap; more is not asked for). */
export const FILL_FIGURES_MAX_DAYS = 366;

const M = {
  order: 'Slutdatum före startdatum|Loppupäivä ennen alkupäivää',
  tooLong: 'Perioden får vara högst ett år|Jakso voi olla enintään vuoden pituinen',
} as const;
// both are valid calendar dates here (the object's own checks ran first)
const days = (from: string, to: string): number => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/** GET /api/admin/fill-figures?from=&to= (the days jobs were posted on, Finnish dates, both included). */
export const fillFiguresQuerySchema = z
  .object({ from: calendarDate(), to: calendarDate() })
  .refine((q) => q.to >= q.from, { path: ['to'], message: M.order })
  .refine((q) => q.to < q.from || days(q.from, q.to) < FILL_FIGURES_MAX_DAYS, { path: ['to'], message: M.tooLong });
export type FillFiguresQuery = z.infer<typeof fillFiguresQuerySchema>;

/** One row of the answer: a school's or a municipality's figures, SOS and normal apart. */
export interface FillFiguresRow {
  name: string;
  municipality: string;
  sos: FillFigures;
  normal: FillFigures;
}
export interface FillFiguresReport {
  from: string;
  to: string;
  schools: (FillFiguresRow & { schoolId: string })[];
  municipalities: FillFiguresRow[];
}

const CSV_HEADER = {
  sv: [
    'Nivå',
    'Namn',
    'Kommun',
    'SOS publicerade',
    'SOS tillsatta före start',
    'SOS andel före start (%)',
    'SOS median (min)',
    'SOS 90:e percentil (min)',
    'Vanliga publicerade',
    'Vanliga tillsatta före start',
    'Vanliga andel före start (%)',
    'Vanliga median (min)',
    'Vanliga 90:e percentil (min)',
  ],
  fi: [
    'Taso',
    'Nimi',
    'Kunta',
    'SOS julkaistut',
    'SOS täytetty ennen alkua',
    'SOS osuus ennen alkua (%)',
    'SOS mediaani (min)',
    'SOS 90. persentiili (min)',
    'Tavalliset julkaistut',
    'Tavalliset täytetty ennen alkua',
    'Tavalliset osuus ennen alkua (%)',
    'Tavalliset mediaani (min)',
    'Tavalliset 90. persentiili (min)',
  ],
} as const;
const LEVEL = { municipality: { sv: 'Kommun', fi: 'Kunta' }, school: { sv: 'Skola', fi: 'Koulu' } } as const;

/**
 * The fill figures as a CSV file (GET /api/admin/fill-figures.csv): the municipalities first, then the schools, the
 * same columns as the screen with whole minutes and a share with one decimal (a decimal comma, as both languages
 * write it); an empty cell where a figure has no value (nothing posted, nothing filled).
 */
export function fillFiguresCsv(report: FillFiguresReport, locale: Locale): string {
  const numbers = (f: FillFigures): string[] => [
    String(f.posted),
    String(f.filledBeforeStart),
    f.shareFilledBeforeStart === null ? '' : (Math.round(f.shareFilledBeforeStart * 1000) / 10).toFixed(1).replace('.', ','),
    f.medianMinutes === null ? '' : String(Math.round(f.medianMinutes)),
    f.p90Minutes === null ? '' : String(Math.round(f.p90Minutes)),
  ];
  const line = (level: keyof typeof LEVEL, r: FillFiguresRow): string[] => [
    LEVEL[level][locale],
    csvField(level === 'municipality' ? municipalityName(r.municipality, locale) : r.name),
    csvField(municipalityName(r.municipality, locale)),
    ...numbers(r.sos),
    ...numbers(r.normal),
  ];
  return csvDocument([[...CSV_HEADER[locale]], ...report.municipalities.map((r) => line('municipality', r)), ...report.schools.map((r) => line('school', r))]);
}
