import { deviceLabel } from '@vikariat/domain';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { sessions } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notFound } from '../../http/errors.ts';

export interface SessionItem {
  id: string;
  /** "Chrome · Android"; '' when the browser is not one we name (the screen shows the raw agent then) */
  device: string;
  userAgent: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

const live = (user: AuthUser, now: Date) => and(eq(sessions.accountId, user.id), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));

/** The caller's signed-in devices (live sessions), the most recently used first. */
export async function listSessions(deps: AppDeps, user: AuthUser): Promise<SessionItem[]> {
  const rows = await deps.database.db.select().from(sessions).where(live(user, deps.now())).orderBy(desc(sessions.lastUsedAt)).limit(100);
  return rows.map((s) => ({
    id: s.id,
    device: deviceLabel(s.userAgent),
    userAgent: s.userAgent,
    createdAt: s.createdAt.toISOString(),
    lastUsedAt: s.lastUsedAt.toISOString(),
    current: s.id === user.sessionId,
  }));
}

/**
 * Ends one of the caller's live sessions. Another person's session, an ended one or an unknown id is 404 alike, so
 * nobody learns whether an id exists. Setting `revoked_at` announces the end (migration 0009): that device's socket
 * closes at once and its next call is refused, which signs it out and wipes its local data.
 */
export async function endSession(deps: AppDeps, user: AuthUser, id: string): Promise<void> {
  const now = deps.now();
  const ended = await inTransaction(deps.database.db, (tx) =>
    tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.id, id), live(user, now)))
      .returning({ id: sessions.id }),
  );
  if (ended.length === 0) throw notFound();
}

/** "Sign out everywhere else": every live session of the caller but the one asking. */
export async function endOtherSessions(deps: AppDeps, user: AuthUser): Promise<number> {
  const now = deps.now();
  const ended = await inTransaction(deps.database.db, (tx) =>
    tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(live(user, now), ne(sessions.id, user.sessionId)))
      .returning({ id: sessions.id }),
  );
  return ended.length;
}
