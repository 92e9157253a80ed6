import { personAccessOfLevel, type PersonAccess } from '@vikariat/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { textArray } from '../../sync/reader.ts';

/**
 * What a school's staff may see of a person (domain `personAccess`), as SQL: the `person_access` function of
 * migration 0008 (0 none, 1 profile, 2 contact). Every query that hands a school a person asks it; the rule itself
 * lives in the domain and in that one function.
 */
export const personAccessSql = (schoolIds: readonly string[] | SQL, personId: SQL): SQL =>
  sql`person_access(${Array.isArray(schoolIds) ? textArray(schoolIds) : schoolIds}::uuid[], ${personId})`;

export async function personAccessOf(db: Executor, schoolIds: readonly string[], personId: string): Promise<PersonAccess> {
  if (schoolIds.length === 0) return 'none';
  const [row] = await queryRows<{ level: number }>(db, sql`SELECT ${personAccessSql(schoolIds, sql`${personId}::uuid`)} AS level`);
  return personAccessOfLevel(Number(row?.level ?? 0));
}
