import { sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { tokenBodyFor } from '../auth/token-body.ts';
import { personAccessOf } from '../accounts/person-access.ts';

/**
 * POST /api/shared/remember {rememberUserEmail}: toggles a substitute in the caller's favourites
 * (rememberedUsers) and answers a fresh token, as the spec's client stores it as the current user. Adding needs the
 * school to see the person already (domain `personAccess`); an unknown or unseen person is 404 alike.
 */
export async function toggleRemembered(deps: AppDeps, user: AuthUser, email: string) {
  if (user.role === 'user') throw forbidden();
  const db = deps.database.db;
  // only a person the school may see can be added (else the list would open any profile); removing always works
  const [person] = await queryRows<{ id: string; remembered: boolean }>(
    db,
    sql`SELECT p.id, EXISTS (SELECT 1 FROM accounts me WHERE me.id = ${user.id} AND p.email = ANY(me.remembered_users)) AS remembered
        FROM accounts p WHERE p.email = ${email} AND p.type_of_user = 'user'`,
  );
  if (person === undefined || (!person.remembered && (await personAccessOf(db, user.schoolIds, person.id)) === 'none')) throw notFound();
  const [row] = await inTransaction(db, (tx) =>
    queryRows<{ remembered_users: string[] }>(
      tx,
      sql`UPDATE accounts SET remembered_users = CASE WHEN ${email} = ANY(remembered_users)
            THEN array_remove(remembered_users, ${email}) ELSE array_append(remembered_users, ${email}) END
          WHERE id = ${user.id} RETURNING remembered_users`,
    ),
  );
  const token = await signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
  return { success: true, token, rememberedUsers: row?.remembered_users ?? [] };
}
