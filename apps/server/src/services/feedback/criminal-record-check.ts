import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import {
  formatLocalDate,
  extractValidUntil,
  helsinkiDateOf,
  isLeaderRole,
  localise,
  parseLocalDate,
  seenOnMessage,
  seenOnProblem,
  type ExtractSeenPayload,
  type ExtractSeenView,
  type Locale,
} from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { personAccessOf } from '../accounts/person-access.ts';

/**
 * "Criminal-record extract seen on D" (issue 25, decision 031): a principal or leader who was shown the extract
 * records the day, never a copy. Each record is a row of criminal_record_checks: who, when, for whom, at which school.
 * Every school that may see the person sees the latest one still valid; the choice counts it through the job's last day.
 */

const M = { invalid: 'Ogiltiga uppgifter|Virheelliset tiedot' } as const;

/** POST /api/principals/extract/seen {email, seenOn}: only for a substitute the school may see (an application, a booking, a favourite). */
export async function recordExtractSeen(deps: AppDeps, user: AuthUser, payload: ExtractSeenPayload, locale: Locale): Promise<ExtractSeenView> {
  if (!isLeaderRole(user.role)) throw forbidden();
  const seenOn = parseLocalDate(payload.seenOn);
  if (seenOn === null) throw badRequest(localise(M.invalid, locale));
  const now = deps.now();
  const problem = seenOnProblem(seenOn, helsinkiDateOf(now));
  if (problem !== null) throw badRequest(localise(M.invalid, locale), { seenOn: localise(seenOnMessage(problem), locale) });
  const db = deps.database.db;
  const [person] = await queryRows<{ id: string }>(db, sql`SELECT id FROM accounts WHERE email = ${payload.email} AND type_of_user = 'user'`);
  // an unknown person and one the school may not see are refused alike
  if (person === undefined || (await personAccessOf(db, user.schoolIds, person.id)) === 'none') throw forbidden();
  // recorded at the school through which the caller sees the person (the first of theirs that does)
  const [school] = await queryRows<{ id: string; name: string }>(
    db,
    sql`SELECT s.id, s.name FROM schools s WHERE s.id IN (${sql.join(
      user.schoolIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )}) AND person_access(ARRAY[s.id], ${person.id}::uuid) > 0 ORDER BY lower(s.name), s.id LIMIT 1`,
  );
  if (school === undefined) throw forbidden();
  const validUntil = formatLocalDate(extractValidUntil(seenOn));
  await inTransaction(db, (tx) =>
    tx.execute(sql`INSERT INTO criminal_record_checks (id, substitute_id, school_id, recorded_by, seen_on, valid_until, recorded_at)
      VALUES (${randomUUID()}, ${person.id}, ${school.id}, ${user.id}, ${payload.seenOn}::date, ${validUntil}::date, ${now.toISOString()})`),
  );
  return { seenOn: payload.seenOn, validUntil, schoolName: school.name };
}

/** The latest recorded view still valid today (by how long it lasts), or null. */
export async function latestExtractSeen(db: Executor, substituteId: string, today: string): Promise<ExtractSeenView | null> {
  const [row] = await queryRows<{ seen_on: string; valid_until: string; school_name: string }>(
    db,
    sql`SELECT c.seen_on::text, c.valid_until::text, s.name AS school_name FROM criminal_record_checks c JOIN schools s ON s.id = c.school_id
        WHERE c.substitute_id = ${substituteId} AND c.valid_until >= ${today}::date ORDER BY c.valid_until DESC, c.recorded_at DESC LIMIT 1`,
  );
  return row === undefined ? null : { seenOn: row.seen_on, validUntil: row.valid_until, schoolName: row.school_name };
}

/** The last day the recorded views cover, or null, as a scalar subquery (a choice's facts compare it with the job's last day). */
export const extractValidThroughSql = (substituteId: string | SQL) =>
  sql`SELECT max(valid_until)::text FROM criminal_record_checks WHERE substitute_id = ${substituteId}`;
