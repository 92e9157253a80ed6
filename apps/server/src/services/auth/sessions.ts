import { randomUUID } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { accounts, sessions } from '../../db/schema/index.ts';
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

/**
 * The caller behind a verified token: the session must still live and the account still be usable. Role and
 * schools come from the database, not from the token, so a change applies at the next request.
 */
export async function loadCaller(db: Executor, sessionId: string, accountId: string, now: Date): Promise<AuthUser | null> {
  const rows = await db
    .select({
      id: accounts.id,
      email: accounts.email,
      role: accounts.typeOfUser,
      roles: accounts.roles,
      siteLang: accounts.siteLang,
      schoolId: accounts.schoolId,
      locked: accounts.locked,
      approved: accounts.approved,
      extraSchools: sql<string[]>`coalesce((SELECT array_agg(ps.school_id::text) FROM principal_schools ps WHERE ps.account_id = ${accounts.id}), '{}')`,
    })
    .from(sessions)
    .innerJoin(accounts, eq(accounts.id, sessions.accountId))
    .where(
      and(
        eq(sessions.id, sessionId),
        eq(sessions.accountId, accountId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  const row = rows[0];
  if (row === undefined || row.locked || !row.approved) return null;
  const schoolIds = new Set<string>(row.extraSchools);
  if (row.schoolId !== null) schoolIds.add(row.schoolId);
  return {
    id: row.id,
    sessionId,
    email: row.email,
    role: row.role,
    roles: row.roles,
    siteLang: row.siteLang,
    schoolIds: [...schoolIds],
  };
}

