import { inTransaction } from '../../db/transaction.ts';
import { accountMsg, type Locale } from '@vikariat/domain';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { accounts, sessions } from '../../db/schema/index.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { revokeAllSessions } from '../auth/sessions.ts';
import { revokeFeedOf } from '../calendar/calendar-feed.ts';
import { tokenBodyFor } from '../auth/token-body.ts';
import { prepareReset } from './account-mail.ts';
import { takeAllowance } from './login-throttle.ts';
import { consumeToken } from './one-time-tokens.ts';

/** POST /api/shared/forgot: mails a reset link when the account exists; the answer is the same either way. */
export async function requestPasswordReset(deps: AppDeps, email: string, locale: Locale): Promise<string> {
  const { db } = deps.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  if (account !== undefined) {
    // at most 10 such mails to one address a quarter-hour: the form cannot be used to flood someone
    if (!(await takeAllowance(db, `mail:${account.email}`, deps.now()))) return accountMsg('resetSent', locale);
    const send = await inTransaction(db, (tx) => prepareReset(deps, tx, account));
    // sent after answering: how long the answer takes tells nothing about the address
    void send();
  }
  return accountMsg('resetSent', locale);
}

/**
 * POST /api/shared/reset/{token}: spends the link, sets the password and ends every session and the calendar feed URL. Following the
 * mailed link also proves the address, so an unconfirmed account becomes confirmed.
 */
export async function resetPassword(deps: AppDeps, token: string, password: string, locale: Locale): Promise<void> {
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  const ok = await inTransaction(deps.database.db, async (tx) => {
    const accountId = await consumeToken(tx, token, 'reset', now);
    if (accountId === null) return false;
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, accountId));
    await tx
      .update(accounts)
      .set({ confirmedAt: now })
      .where(and(eq(accounts.id, accountId), isNull(accounts.confirmedAt)));
    await revokeAllSessions(tx, accountId, now);
    await revokeFeedOf(tx, accountId);
    return true;
  });
  if (!ok) {
    const message = accountMsg('resetLinkInvalid', locale);
    throw new AppError(400, 'invalid_link', message, { resetToken: message });
  }
}

/**
 * POST /api/shared/change-password {oldPassword, password, password2}: the signed-in person changes their
 * password; every other session and the calendar feed URL end, and the answer carries a new token for this one.
 */
export async function changePassword(deps: AppDeps, user: AuthUser, oldPassword: string, password: string, locale: Locale): Promise<string> {
  const { db } = deps.database;
  const [account] = await db.select({ hash: accounts.passwordHash }).from(accounts).where(eq(accounts.id, user.id));
  if (account === undefined || !(await verifyPassword(account.hash, oldPassword))) {
    const message = accountMsg('oldPasswordWrong', locale);
    throw badRequest(message, { oldPassword: message });
  }
  const passwordHash = await hashPassword(password);
  const now = deps.now();
  await inTransaction(db, async (tx) => {
    await tx.update(accounts).set({ passwordHash }).where(eq(accounts.id, user.id));
    await tx
      .update(sessions)
      .set({ revokedAt: now })
      .where(and(eq(sessions.accountId, user.id), ne(sessions.id, user.sessionId), isNull(sessions.revokedAt)));
    await revokeFeedOf(tx, user.id);
  });
  return signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, now);
}
