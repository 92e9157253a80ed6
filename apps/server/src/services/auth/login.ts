import { LOGIN_MESSAGES, SSO_MESSAGES, type Locale, type LoginPayload } from '@vikariat/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { dummyPasswordHash, verifyPassword } from '../../auth/passwords.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { blockedFor, clearFailures, recordFailure, type ThrottleKey } from '../accounts/login-throttle.ts';
import { createSession } from './sessions.ts';
import { passwordLoginDisabledFor } from './sso-login.ts';
import { tokenBodyFor } from './token-body.ts';

/**
 * Signs in. An unknown e-mail and a wrong password give the same answer after the same work (a hash is
 * verified either way), so the answer tells nobody which e-mails have accounts.
 */
export async function login(
  deps: AppDeps,
  payload: LoginPayload,
  locale: Locale,
  userAgent: string,
  clientAddress = 'unknown',
): Promise<{ token: string; accountId: string }> {
  const { db } = deps.database;
  const now = deps.now();
  // throttled whether or not the e-mail has an account: the e-mail from this address, the e-mail, the address
  const pair: ThrottleKey = `pair:${payload.email}|${clientAddress}`;
  const keys: ThrottleKey[] = [pair, `account:${payload.email}`, `address:${clientAddress}`];
  const wait = await blockedFor(db, keys, now);
  if (wait > 0) {
    const message = LOGIN_MESSAGES.throttled[locale];
    throw new AppError(429, 'throttled', message, { message }, { retryAfter: wait });
  }
  const rows = await db.select().from(accounts).where(eq(accounts.email, payload.email)).limit(1);
  const account = rows[0];
  const ok = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), payload.password);
  if (account === undefined || !ok) {
    await recordFailure(db, keys, now);
    const message = LOGIN_MESSAGES.invalidCredentials[locale];
    throw badRequest(message, { passwordincorrect: message }, 'invalid_credentials');
  }
  // only someone who knows the password learns the account's state
  if (account.locked) throw stateError('locked', LOGIN_MESSAGES.locked[locale]);
  if (account.confirmedAt === null) throw stateError('unconfirmed', LOGIN_MESSAGES.unconfirmed[locale]);
  if (!account.approved) throw stateError('not_approved', LOGIN_MESSAGES.notApproved[locale]);
  // staff of an organisation that signs in only through its own provider (issue 25)
  if (await passwordLoginDisabledFor(db, account.id)) throw stateError('password_login_disabled', SSO_MESSAGES.passwordOff[locale]);
  // the guessing limit starts over for this address; the e-mail's own count runs out with its window
  await clearFailures(db, pair);

  const sessionId = await createSession(db, account.id, now, userAgent);
  const token = await signAccessToken(await tokenBodyFor(db, account.id, sessionId), deps.jwtKey, now);
  return { token, accountId: account.id };
}

const stateError = (code: string, message: string) => new AppError(403, code, message, { message });

export async function recordLastLogin(deps: AppDeps, accountId: string): Promise<void> {
  await deps.database.db.update(accounts).set({ lastLoginAt: deps.now() }).where(eq(accounts.id, accountId));
}
