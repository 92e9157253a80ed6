import { inTransaction } from '../../db/transaction.ts';
import { createHash } from 'node:crypto';
import { and, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { LOGIN_MESSAGES, type Locale } from '@vikariat/domain';
import { loginThrottle } from '../../db/schema/index.ts';
import { AppError } from '../../http/errors.ts';

/**
 * Failed-attempt throttling shared by every server node (the state is in Postgres). A key may fail its limit of times
 * in a WINDOW; the failure that reaches the limit blocks the key for FIRST_BLOCK, each further block in a row twice as
 * long (capped at MAX_BLOCK). Blocked attempts are refused before any secret is checked.
 *
 * rate-limiter-flexible has no store for postgres-js/PGlite; one small table and a row lock per key do it.
 */
const WINDOW_MS = 15 * 60_000;
const FIRST_BLOCK_MS = 15 * 60_000;
const MAX_BLOCK_MS = 24 * 60 * 60_000;

/**
 * Sign-in counts three keys (decision 047). `pair` (an e-mail from one address) is the guessing limit and blocks
 * early; `account` (an e-mail from anywhere) and `address` (one address, any e-mail) block late, so that one
 * stranger's ten wrong passwords lock neither the account's owner elsewhere nor a whole school behind one address,
 * while a guesser spread over many addresses, or one address spraying many accounts, is still stopped.
 */
const LIMITS: Record<ThrottleKind, number> = { pair: 10, account: 50, address: 50, code: 10, mail: 10, feedback: 10 };

type ThrottleKind = 'pair' | 'account' | 'address' | 'code' | 'mail' | 'feedback';
export type ThrottleKey = `${ThrottleKind}:${string}`;

const limitOf = (key: ThrottleKey): number => LIMITS[key.slice(0, key.indexOf(':')) as ThrottleKind];

/**
 * Counts one use of a key that is limited rather than failing (mails to one address): true while the key is
 * under its limit, false once blocked.
 */
export async function takeAllowance(db: Executor, key: ThrottleKey, now: Date): Promise<boolean> {
  if ((await blockedFor(db, [key], now)) > 0) return false;
  await recordFailure(db, [key], now);
  return true;
}

const hashKey = (key: ThrottleKey): string => createHash('sha256').update(key).digest('hex');

/** Seconds until the first of the keys unblocks; 0 when none is blocked. */
export async function blockedFor(db: Executor, keys: ThrottleKey[], now: Date): Promise<number> {
  // every key in one read: a sign-in asks three
  const rows = await db
    .select({ until: loginThrottle.blockedUntil })
    .from(loginThrottle)
    .where(inArray(loginThrottle.key, keys.map(hashKey)));
  let seconds = 0;
  for (const { until } of rows) {
    if (until != null && until > now) seconds = Math.max(seconds, Math.ceil((until.getTime() - now.getTime()) / 1000));
  }
  return seconds;
}

/**
 * Refuses with 429 and the throttled message under `field` while any of the keys is blocked: a guessable secret (a
 * school code) is tried no further. The caller counts its own failures (`recordFailure`).
 */
export async function refuseWhileBlocked(db: Executor, keys: ThrottleKey[], now: Date, locale: Locale, field: string): Promise<void> {
  if ((await blockedFor(db, keys, now)) === 0) return;
  const message = LOGIN_MESSAGES.throttled[locale];
  throw new AppError(429, 'throttled', message, { [field]: message });
}

/** Counts one failure for each key (atomically: the row is locked while it is updated). */
export async function recordFailure(db: Executor, keys: ThrottleKey[], now: Date): Promise<void> {
  for (const key of keys) {
    await inTransaction(db, async (tx) => {
      const hashed = hashKey(key);
      await tx.insert(loginThrottle).values({ key: hashed, failures: 0, windowStart: now }).onConflictDoNothing();
      const [row] = await tx.select().from(loginThrottle).where(eq(loginThrottle.key, hashed)).for('update');
      if (row === undefined) return;
      const windowOver = now.getTime() - row.windowStart.getTime() >= WINDOW_MS;
      // a key quiet for a full day starts over with the shortest block
      const quiet = row.blockedUntil === null || now.getTime() - row.blockedUntil.getTime() > MAX_BLOCK_MS;
      let failures = windowOver ? 1 : row.failures + 1;
      let windowStart = windowOver ? now : row.windowStart;
      let lockouts = windowOver && quiet ? 0 : row.lockouts;
      let blockedUntil = row.blockedUntil;
      if (failures >= limitOf(key)) {
        const block = Math.min(FIRST_BLOCK_MS * 2 ** lockouts, MAX_BLOCK_MS);
        blockedUntil = new Date(now.getTime() + block);
        lockouts += 1;
        failures = 0;
        windowStart = now;
      }
      await tx.update(loginThrottle).set({ failures, windowStart, lockouts, blockedUntil }).where(eq(loginThrottle.key, hashed));
    });
  }
}

/** A success forgets the key's failures. */
export async function clearFailures(db: Executor, key: ThrottleKey): Promise<void> {
  await db.delete(loginThrottle).where(eq(loginThrottle.key, hashKey(key)));
}

/** Rows nobody needs any more (background clean-up). */
export async function purgeThrottle(db: Executor, now: Date): Promise<void> {
  const before = new Date(now.getTime() - 2 * MAX_BLOCK_MS);
  await db.delete(loginThrottle).where(and(lt(loginThrottle.windowStart, before), or(isNull(loginThrottle.blockedUntil), lt(loginThrottle.blockedUntil, before))));
}
