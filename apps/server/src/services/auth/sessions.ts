import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Role } from '@vikariat/domain';
import { queryRows } from '../../db/query.ts';
import type { AccountFacts, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { sessions } from '../../db/schema/index.ts';
import { SESSION_DAYS } from '../../auth/tokens.ts';

const DAY_MS = 86_400_000;

export async function createSession(db: Executor, accountId: string, now: Date, userAgent = ''): Promise<string> {
  const id = randomUUID();
  await db.insert(sessions).values({
    id,
    accountId,
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
    userAgent: userAgent.slice(0, 300),
  });
  return id;
}

/** Slides the session forward; false when it is revoked or expired. */
export async function touchSession(db: Executor, sessionId: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sessions)
    .set({ lastUsedAt: now, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .returning({ id: sessions.id });
  return rows.length === 1;
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.id, sessionId));
}

/** A password change or reset and account deletion end every session of the account. */
export async function revokeAllSessions(db: Executor, accountId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.accountId, accountId), isNull(sessions.revokedAt)));
}

/** A caller row as the SELECT below answers it (directly, or as JSON inside a larger statement: a sync pull). */
export interface CallerRow extends Record<string, unknown> {
  id: string;
  email: string;
  role: Role;
  roles: Role[];
  siteLang: 1 | 2;
  schoolId: string | null;
  locked: boolean;
  approved: boolean;
  extraSchools: string[];
  regions?: string[];
  blocked?: string[];
  blocked_by?: string[];
  view_changed?: string | null;
}

/**
 * The caller behind a verified token: the session must still live and the account still be usable. Role and
 * schools come from the database, not from the token, so a change applies at the next request. One statement
 * (every request runs it), written as plain SQL: building it with the query builder cost more than running it.
 */
export async function loadCaller(db: Executor, sessionId: string, accountId: string, now: Date): Promise<AuthUser | null> {
  const [row] = await queryRows<CallerRow>(db, callerRowSql(sessionId, accountId, now, false));
  return callerOf(row, sessionId)?.user ?? null;
}

/**
 * The caller's row, at most one. With `facts` also the profile's region codes (as domain's regionCodesOf reads
 * them: a string, or an object's string `code`) and the blocked schools (both ways): what decides a substitute's view.
 */
export function callerRowSql(sessionId: string, accountId: string, now: Date, facts: boolean): SQL {
  return sql`SELECT a.id::text AS id, a.email, a.type_of_user AS role, a.roles, a.site_lang AS "siteLang",
      a.school_id::text AS "schoolId", a.locked, a.approved,
      ARRAY(SELECT ps.school_id::text FROM principal_schools ps WHERE ps.account_id = a.id) AS "extraSchools"
      ${facts ? sql`, ${accountFactsSql}` : sql``}
    FROM sessions s JOIN accounts a ON a.id = s.account_id
    WHERE s.id = ${sessionId} AND s.account_id = ${accountId} AND s.revoked_at IS NULL
      AND s.expires_at > ${now.toISOString()}::timestamptz
    LIMIT 1`;
}

/**
 * The account facts a sync reader needs, over `accounts a`: the profile's region codes as domain's regionCodesOf
 * reads them (`profile_region_codes`, migration 0010), the blocked schools and the view epoch.
 */
export const accountFactsSql = sql`profile_region_codes(a.profile) AS regions,
  ARRAY(SELECT b.school_id::text FROM school_blocks b WHERE b.account_id = a.id) AS blocked,
  ARRAY(SELECT sb.school_id::text FROM school_blocked sb WHERE sb.account_id = a.id) AS blocked_by,
  a.view_changed_at::text AS view_changed`;

/** The caller (and, when read, the account facts) of a row; null when there is none or the account is unusable. */
export function callerOf(row: CallerRow | undefined, sessionId: string): { user: AuthUser; facts: AccountFacts } | null {
  if (row === undefined || row.locked || !row.approved) return null;
  const schoolIds = new Set<string>(row.extraSchools);
  if (row.schoolId !== null) schoolIds.add(row.schoolId);
  const user: AuthUser = {
    id: row.id,
    sessionId,
    email: row.email,
    role: row.role,
    roles: row.roles,
    siteLang: row.siteLang,
    schoolIds: [...schoolIds],
  };
  return {
    user,
    facts: { regions: row.regions ?? [], blockedSchoolIds: row.blocked ?? [], blockedBySchoolIds: row.blocked_by ?? [], viewChangedAt: row.view_changed ?? null },
  };
}
