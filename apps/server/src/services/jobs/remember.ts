import { sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { textArray } from '../../sync/reader.ts';
import { tokenBodyFor } from '../auth/token-body.ts';
import { personAccessOf } from '../accounts/person-access.ts';
import { lockSchoolLists } from './school-people-lists.ts';

/**
 * POST /api/shared/remember {rememberUserEmail}: the spec's favourites call, now the school's preferred list (issue 23,
 * decision 023 point 2: one concept, per school). It toggles the person on the preferred lists of the caller's schools
 * — off every one when on any, else last on each school that may see them (domain `personAccess`; an unknown or unseen
 * person is 404 alike) — and answers a fresh token, as the spec's client stores it, with the lists' e-mails as
 * `rememberedUsers`. The school's block list is the leaders' list screen's and the profile's (school-people-lists.ts).
 */
export async function toggleRemembered(deps: AppDeps, user: AuthUser, email: string) {
  if (user.role !== 'principal' && user.role !== 'ledare') throw forbidden();
  const db = deps.database.db;
  const schools = sql`${textArray(user.schoolIds)}::uuid[]`;
  const [person] = await queryRows<{ id: string; preferred: boolean }>(
    db,
    sql`SELECT p.id, EXISTS (SELECT 1 FROM school_preferred l WHERE l.account_id = p.id AND l.school_id = ANY(${schools})) AS preferred
        FROM accounts p WHERE p.email = ${email} AND p.type_of_user = 'user'`,
  );
  if (person === undefined) throw notFound();
  const seenAt: string[] = [];
  if (!person.preferred) {
    for (const school of user.schoolIds) if ((await personAccessOf(db, [school], person.id)) !== 'none') seenAt.push(school);
    if (seenAt.length === 0) throw notFound();
  }
  const now = deps.now().toISOString();
  await inTransaction(db, async (tx) => {
    if (person.preferred) {
      await tx.execute(sql`DELETE FROM school_preferred WHERE account_id = ${person.id} AND school_id = ANY(${schools})`);
      return;
    }
    // the lists' one lock per school, in one order (a leader's schools): a block added meanwhile cannot leave the
    // person on both lists
    for (const school of [...seenAt].sort()) await lockSchoolLists(tx, school);
    for (const school of seenAt) {
      await tx.execute(sql`DELETE FROM school_blocked WHERE school_id = ${school} AND account_id = ${person.id}`);
      await tx.execute(sql`INSERT INTO school_preferred (school_id, account_id, position, added_at)
        SELECT ${school}, ${person.id}, COALESCE(max(position), 0) + 1, ${now} FROM school_preferred WHERE school_id = ${school}
        ON CONFLICT DO NOTHING`);
    }
  });
  const rows = await queryRows<{ email: string }>(
    db,
    sql`SELECT p.email FROM school_preferred l JOIN accounts p ON p.id = l.account_id WHERE l.school_id = ANY(${schools})
      GROUP BY p.email ORDER BY min(l.position), p.email`,
  );
  const token = await signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
  return { success: true, token, rememberedUsers: rows.map((r) => r.email) };
}
