import { sql } from 'drizzle-orm';
import { isLeaderRole, type HoursSettingsSave } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { forbidden, notFound } from '../../http/errors.ts';

/**
 * The school's hours settings (issue 24, decision 030 amended 2026-11-28): whether its substitutes are asked for the
 * lessons taught. Kept by the school's principals and leaders (principal settings); read by the chosen substitute's
 * hours form for the job at hand.
 */

export interface SchoolHoursSettings {
  schoolId: string;
  schoolName: string;
  askLessons: boolean;
}

const uuidArray = (ids: readonly string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/** The caller's schools' settings (the named one only: 403 for another's). */
export async function readHoursSettings(deps: AppDeps, user: AuthUser, schoolId: string | undefined): Promise<SchoolHoursSettings[]> {
  if (!isLeaderRole(user.role)) throw forbidden();
  if (schoolId !== undefined && !user.schoolIds.includes(schoolId)) throw forbidden();
  const ids = schoolId === undefined ? user.schoolIds : [schoolId];
  if (ids.length === 0) return [];
  return queryRows<SchoolHoursSettings & Record<string, unknown>>(
    deps.database.db,
    sql`SELECT id AS "schoolId", name AS "schoolName", ask_lessons AS "askLessons" FROM schools WHERE id = ANY(${uuidArray(ids)}) ORDER BY name`,
  );
}

/** Sets whether the school asks for lessons (its own principals and leaders only). */
export async function saveHoursSettings(deps: AppDeps, user: AuthUser, p: HoursSettingsSave): Promise<SchoolHoursSettings> {
  if (!isLeaderRole(user.role) || !user.schoolIds.includes(p.schoolId)) throw forbidden();
  // every write to schools runs in a retried transaction (writes-in-transactions.test.ts): some renumber its jobs
  const [row] = await inTransaction(deps.database.db, (tx) =>
    queryRows<SchoolHoursSettings & Record<string, unknown>>(
      tx,
      sql`UPDATE schools SET ask_lessons = ${p.askLessons} WHERE id = ${p.schoolId}
      RETURNING id AS "schoolId", name AS "schoolName", ask_lessons AS "askLessons"`,
    ),
  );
  if (row === undefined) throw forbidden();
  return row;
}

/** What the chosen substitute's form asks for on the job: 403 for a role that gives no hours, 404 for a job not the caller's. */
export async function jobHoursSettings(deps: AppDeps, user: AuthUser, jobId: string): Promise<{ askLessons: boolean }> {
  if (user.role !== 'user') throw forbidden();
  const [job] = await queryRows<{ chosen_id: string | null; ask_lessons: boolean }>(
    deps.database.db,
    sql`SELECT j.chosen_id, s.ask_lessons FROM jobs j JOIN schools s ON s.id = j.school_id WHERE j.id = ${jobId}`,
  );
  // another person's job is not found, as one that is not there (decision 043): the answer tells no job id exists
  if (job === undefined || job.chosen_id !== user.id) throw notFound();
  return { askLessons: job.ask_lessons };
}
