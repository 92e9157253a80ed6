import { sql } from 'drizzle-orm';
import { summariseMyWork, todayInFinland, type MyWorkMonth, type PayrollRow } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import { missingDays, ownRows, type MissingDay } from './payroll.ts';

export interface MyWork {
  year: number;
  months: MyWorkMonth[];
  rows: PayrollRow[];
  /** booked days that have ended with no hours given yet */
  missing: MissingDay[];
}

/** The substitute's "My work" of a year (default: this one): only their own hours, never another person's. */
export async function myWork(deps: AppDeps, substituteId: string, year?: number): Promise<MyWork> {
  const now = deps.now();
  const y = year ?? Number(todayInFinland(now).slice(0, 4));
  const db = deps.database.db;
  const rows = await ownRows(db, substituteId, y);
  const missing = await missingDays(db, sql`j.chosen_id = ${substituteId}`, { from: `${y}-01-01`, to: `${y}-12-31` }, now);
  return { year: y, months: summariseMyWork(rows), rows, missing };
}
