import { inTransaction } from '../../db/transaction.ts';
import { accountMsg, ALREADY_CONFIRMED, localeOfSiteLang, type Locale } from '@vikariat/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { queryRows } from '../../db/query.ts';
import { AppError, forbidden, notFound } from '../../http/errors.ts';
import { principalApprovedMail } from '../../mail/templates/account-mails.ts';
import { prepareConfirmation, sendMail } from './account-mail.ts';
import { takeAllowance } from './login-throttle.ts';
import { consumeToken, CONFIRM_TOKEN_TTL_MS } from './one-time-tokens.ts';

/** POST /api/shared/confirm/{id}: spends the link and confirms the account → the message to show. */
export async function confirmAccount(deps: AppDeps, id: string, locale: Locale): Promise<string> {
  const now = deps.now();
  const result = await inTransaction(deps.database.db, async (tx) => {
    const accountId = await consumeToken(tx, id, 'confirm', now);
    if (accountId === null) return 'invalid' as const;
    const [account] = await tx.select({ locked: accounts.locked }).from(accounts).where(eq(accounts.id, accountId)).for('no key update');
    if (account === undefined) return 'invalid' as const;
    if (account.locked) return 'locked' as const;
    await tx
      .update(accounts)
      .set({ confirmedAt: now })
      .where(and(eq(accounts.id, accountId), isNull(accounts.confirmedAt)));
    return 'ok' as const;
  });
  if (result === 'ok') return accountMsg('confirmed', locale);
  const message = accountMsg(result === 'locked' ? 'confirmLocked' : 'confirmLinkInvalid', locale);
  throw new AppError(400, result === 'locked' ? 'locked' : 'invalid_link', message, undefined, { msg: message });
}

/**
 * POST /api/users/confirm-email: a new activation link. 'Already confirmed' when the account is active;
 * otherwise the same answer whether or not the e-mail has an account (and no link for a locked account).
 */
export async function resendConfirmation(deps: AppDeps, email: string, locale: Locale): Promise<{ message: string; code: string }> {
  const { db } = deps.database;
  const [account] = await db.select().from(accounts).where(eq(accounts.email, email)).limit(1);
  if (account?.confirmedAt != null) return { message: ALREADY_CONFIRMED, code: 'already_confirmed' };
  const answer = { message: accountMsg('activationSent', locale), code: 'sent' };
  if (account !== undefined && !account.locked) {
    // at most 10 such mails to one address a quarter-hour: the form cannot be used to flood someone
    if (!(await takeAllowance(db, `mail:${account.email}`, deps.now()))) return answer;
    const send = await inTransaction(db, (tx) => prepareConfirmation(deps, tx, account));
    // sent after answering: how long the answer takes tells nothing about the address
    void send();
  }
  return answer;
}

/** Background: an account still unconfirmed at its deadline (registration + 24 h) locks. */
export async function lockUnconfirmedAccounts(deps: AppDeps): Promise<number> {
  const rows = await inTransaction(deps.database.db, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`UPDATE accounts SET locked = true
        WHERE confirmed_at IS NULL AND NOT locked AND confirm_deadline IS NOT NULL AND confirm_deadline <= ${deps.now().toISOString()}::timestamptz
        RETURNING id`,
    ),
  );
  return rows.length;
}

export interface AdminAccountItem {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  typeOfUser: string;
  school: string | null;
  createdAt: string;
}

async function listAccounts(deps: AppDeps, where: ReturnType<typeof sql>): Promise<AdminAccountItem[]> {
  const rows = await queryRows<{
    id: string;
    email: string;
    first_name: string;
    last_name: string;
    type_of_user: string;
    school: string | null;
    created_at: Date | string;
  }>(
    deps.database.db,
    sql`SELECT a.id, a.email, a.first_name, a.last_name, a.type_of_user, s.name AS school, a.created_at
        FROM accounts a LEFT JOIN schools s ON s.id = a.school_id WHERE ${where} ORDER BY a.created_at`,
  );
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    firstName: r.first_name,
    lastName: r.last_name,
    typeOfUser: r.type_of_user,
    school: r.school,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

export const listLockedAccounts = (deps: AppDeps) => listAccounts(deps, sql`a.locked`);
export const listPendingPrincipals = (deps: AppDeps) => listAccounts(deps, sql`a.type_of_user IN ('principal', 'ledare') AND NOT a.approved AND NOT a.locked`);

/**
 * An admin unlocks an account: it gets 24 h more to confirm and a fresh activation link (its old one may
 * have expired).
 */
export async function unlockAccount(deps: AppDeps, admin: AuthUser, accountId: string): Promise<void> {
  if (admin.role !== 'admin') throw forbidden();
  const now = deps.now();
  const send = await inTransaction(deps.database.db, async (tx) => {
    const [account] = await tx.select().from(accounts).where(eq(accounts.id, accountId)).for('no key update');
    if (account === undefined) throw notFound();
    await tx.update(accounts).set({ locked: false }).where(eq(accounts.id, accountId));
    if (account.confirmedAt !== null) return null;
    await tx.execute(sql`UPDATE accounts SET confirm_deadline = ${new Date(now.getTime() + CONFIRM_TOKEN_TTL_MS).toISOString()}::timestamptz WHERE id = ${accountId}`);
    return prepareConfirmation(deps, tx, account);
  });
  if (send !== null) await send();
}

/** An admin approves a registered principal (the admin area calls this too); the principal is told by mail. */
export async function approvePrincipal(deps: AppDeps, adminUser: AuthUser, accountId: string): Promise<void> {
  if (adminUser.role !== 'admin') throw forbidden();
  const rows = await inTransaction(deps.database.db, (tx) =>
    tx
      .update(accounts)
      .set({ approved: true })
      .where(and(eq(accounts.id, accountId), sql`${accounts.typeOfUser} IN ('principal', 'ledare')`))
      .returning(),
  );
  const account = rows[0];
  if (account === undefined) throw notFound();
  const locale = localeOfSiteLang(account.siteLang);
  await sendMail(deps, account.email, principalApprovedMail(locale, account.firstName, `${deps.env.publicUrl}/app/login`));
}
