import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountTokens } from '../../db/schema/index.ts';

export type TokenPurpose = 'confirm' | 'reset';

export const CONFIRM_TOKEN_TTL_MS = 24 * 60 * 60_000;
export const RESET_TOKEN_TTL_MS = 30 * 60_000;

/** 256 random bits, URL-safe; only its sha256 is stored. */
const newToken = (): string => randomBytes(32).toString('base64url');
const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

/** Issues a fresh link token; earlier unused ones of the same purpose stop working. */
export async function issueToken(db: Executor, accountId: string, purpose: TokenPurpose, now: Date, ttlMs: number): Promise<string> {
  await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.accountId, accountId), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt)));
  const token = newToken();
  await db.insert(accountTokens).values({
    tokenHash: hashToken(token),
    accountId,
    purpose,
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/**
 * Spends a token: one atomic update marks it used only if it is unused and unexpired, so of two concurrent
 * uses exactly one gets the account id.
 */
export async function consumeToken(db: Executor, token: string, purpose: TokenPurpose, now: Date): Promise<string | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const rows = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(and(eq(accountTokens.tokenHash, hashToken(token)), eq(accountTokens.purpose, purpose), isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, now)))
    .returning({ accountId: accountTokens.accountId });
  return rows[0]?.accountId ?? null;
}
