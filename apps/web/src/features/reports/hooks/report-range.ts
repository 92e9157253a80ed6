/** The report periods offered: the last 3, 6 or 12 months up to today, or the current calendar year. */
export type ReportPeriod = '3m' | '6m' | '12m' | 'year';

const iso = (d: Date): string => `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

export function periodRange(period: ReportPeriod, today: Date = new Date()): { from: string; to: string } {
  if (period === 'year') return { from: `${today.getFullYear()}-01-01`, to: `${today.getFullYear()}-12-31` };
  const months = period === '3m' ? 3 : period === '6m' ? 6 : 12;
  const from = new Date(today.getFullYear(), today.getMonth() - months + 1, 1);
  const to = new Date(today.getFullYear(), today.getMonth() + 1, 0);
  return { from: iso(from), to: iso(to) };
}

/** '2026-03' → '03/2026' (how a month reads on the chart axis in both languages). */
export const monthLabel = (month: string): string => {
  const [year, mm] = month.split('-');
  return year && mm ? `${mm}/${year}` : month;
};

/** 0.756 → '76 %' (fi-FI and sv-FI both write a space before %). */
export const percent = (share: number): string => `${Math.round(share * 100)} %`;

/** 1.5 → '1,5' (numbers are written the Finnish way in both languages: fi-FI). */
export const decimal = (value: number): string => value.toLocaleString('fi-FI', { maximumFractionDigits: 1 });

/** A chart's tick or tooltip value the same way: 1.5 → '1,5', nothing → '–' (recharts writes 1.5 unless told). */
export const chartNumber = (value: number | string | readonly (number | string)[] | null | undefined): string => {
  if (value === null || value === undefined) return '–';
  if (typeof value === 'object') return value.map((v) => chartNumber(v)).join(' – ');
  const numeric = typeof value === 'number' ? value : value.trim() === '' ? Number.NaN : Number(value);
  return Number.isFinite(numeric) ? decimal(numeric) : String(value);
};
