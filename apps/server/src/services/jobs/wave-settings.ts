import { sql } from 'drizzle-orm';
import { isLeaderRole, type WaveSettingsSave } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { forbidden } from '../../http/errors.ts';

/** The school's offer-wave delays (decision 034), kept by its principals and leaders (principal settings). */
export interface SchoolWaveSettings {
  schoolId: string;
  schoolName: string;
  sosMinutes: number;
  otherMinutes: number;
}

const COLUMNS = sql`id AS "schoolId", name AS "schoolName", wave_sos_minutes AS "sosMinutes", wave_other_minutes AS "otherMinutes"`;

/** The caller's schools' delays (the named one only: 403 for another's). */
export async function readWaveSettings(deps: AppDeps, user: AuthUser, schoolId: string | undefined): Promise<SchoolWaveSettings[]> {
  if (!isLeaderRole(user.role)) throw forbidden();
  if (schoolId !== undefined && !user.schoolIds.includes(schoolId)) throw forbidden();
  const ids = schoolId === undefined ? user.schoolIds : [schoolId];
  if (ids.length === 0) return [];
  return queryRows<SchoolWaveSettings & Record<string, unknown>>(
    deps.database.db,
    sql`SELECT ${COLUMNS} FROM schools WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[]) ORDER BY name`,
  );
}

/** Saves the school's delays (its own principals and leaders only); waves already due keep their posting time. */
export async function saveWaveSettings(deps: AppDeps, user: AuthUser, p: WaveSettingsSave): Promise<SchoolWaveSettings> {
  if (!isLeaderRole(user.role) || !user.schoolIds.includes(p.schoolId)) throw forbidden();
  // every write to schools runs in a retried transaction (writes-in-transactions.test.ts)
  const [row] = await inTransaction(deps.database.db, (tx) =>
    queryRows<SchoolWaveSettings & Record<string, unknown>>(
      tx,
      sql`UPDATE schools SET wave_sos_minutes = ${p.sosMinutes}, wave_other_minutes = ${p.otherMinutes} WHERE id = ${p.schoolId} RETURNING ${COLUMNS}`,
    ),
  );
  if (row === undefined) throw forbidden();
  return row;
}
