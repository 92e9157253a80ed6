import { sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { forbidden, notFound } from '../../http/errors.ts';
import { tokenBodyFor } from '../auth/token-body.ts';

/**
 * POST /api/shared/remember {rememberUserEmail}: toggles a substitute in the caller's favourites
 * (rememberedUsers) and answers a fresh token, as the spec's client stores it as the current user.
 */
export async function toggleRemembered(deps: AppDeps, user: AuthUser, email: string) {
  if (user.role === 'user') throw forbidden();
  const db = deps.database.db;
  const substitute = await queryRows(db, sql`SELECT 1 FROM accounts WHERE email = ${email} AND type_of_user = 'user'`);
  if (substitute.length === 0) throw notFound();
  const [row] = await queryRows<{ remembered_users: string[] }>(
    db,
    sql`UPDATE accounts SET remembered_users = CASE WHEN ${email} = ANY(remembered_users)
          THEN array_remove(remembered_users, ${email}) ELSE array_append(remembered_users, ${email}) END
        WHERE id = ${user.id} RETURNING remembered_users`,
  );
  const token = await signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
  return { success: true, token, rememberedUsers: row?.remembered_users ?? [] };
}
