import { payableHours, type PayrollRow } from './payroll-columns.ts';

/** One month of a substitute's "My work" (issue 24): the jobs and days done, and their hours by where they stand. */
export interface MyWorkMonth {
  month: string;
  jobs: number;
  days: number;
  hours: number;
  /** approved or corrected by the school: what payroll pays */
  approvedHours: number;
  /** given, not yet looked at by the school */
  pendingHours: number;
  /** days the school corrected */
  corrected: number;
}

const round = (n: number): number => Math.round(n * 100) / 100;

/** The months of the rows, newest first. */
export function summariseMyWork(rows: readonly PayrollRow[]): MyWorkMonth[] {
  const months = new Map<string, { jobs: Set<string>; days: number; hours: number; approved: number; pending: number; corrected: number }>();
  for (const row of rows) {
    const key = row.day.slice(0, 7);
    const m = months.get(key) ?? { jobs: new Set<string>(), days: 0, hours: 0, approved: 0, pending: 0, corrected: 0 };
    const hours = payableHours(row);
    m.jobs.add(row.jobId);
    if (row.status !== 'noShow') m.days += 1;
    m.hours += hours;
    if (row.status === 'approved' || row.status === 'corrected') m.approved += hours;
    if (row.status === 'pending') m.pending += hours;
    if (row.status === 'corrected') m.corrected += 1;
    months.set(key, m);
  }
  return [...months.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([month, m]) => ({
      month,
      jobs: m.jobs.size,
      days: m.days,
      hours: round(m.hours),
      approvedHours: round(m.approved),
      pendingHours: round(m.pending),
      corrected: m.corrected,
    }));
}
