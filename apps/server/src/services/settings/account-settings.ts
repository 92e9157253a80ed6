import { eq, sql } from 'drizzle-orm';
import type { SchoolSettingsPayload, SiteLangPayload, SupportPayload } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { accounts } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { tokenBodyFor } from '../auth/token-body.ts';
import { paragraphsMail } from '../notifications/mail-layout.ts';

/** POST /api/shared/default-description: saved, and a fresh token so the client's stored user shows it. */
export async function saveDefaultDescription(deps: AppDeps, user: AuthUser, text: string): Promise<string> {
  const db = deps.database.db;
  await inTransaction(db, (tx) =>
    tx
      .update(accounts)
      .set({ defaultDescription: text, seq: sql`nextval('change_seq')` })
      .where(eq(accounts.id, user.id)),
  );
  return signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
}

export interface SosDefaults {
  activate: boolean;
  subjects: string[];
  start: string;
  end: string;
  info: string;
}

/** POST /api/principals/settings: the principal's defaults for SOS jobs (read back by /api/principals/get/principal). */
export async function saveSchoolSettings(deps: AppDeps, user: AuthUser, payload: SchoolSettingsPayload): Promise<SosDefaults> {
  const defaults: SosDefaults = {
    activate: payload.activate ?? true,
    subjects: [...new Set(payload.subjects)],
    start: payload.start,
    end: payload.end,
    info: payload.info,
  };
  await inTransaction(deps.database.db, (tx) =>
    tx
      .update(accounts)
      .set({ defaults: { ...defaults }, seq: sql`nextval('change_seq')` })
      .where(eq(accounts.id, user.id)),
  );
  return defaults;
}

/** POST /api/shared/set/sendemail: the e-mail notification switch; answers the profile as settings show it. */
export async function setSendEmail(deps: AppDeps, user: AuthUser, on: boolean) {
  const rows = await inTransaction(deps.database.db, (tx) =>
    tx
      .update(accounts)
      .set({ sendEmail: on, seq: sql`nextval('change_seq')` })
      .where(eq(accounts.id, user.id))
      .returning({ email: accounts.email, firstName: accounts.firstName, lastName: accounts.lastName, typeOfUser: accounts.typeOfUser, sendEmail: accounts.sendEmail }),
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the caller vanished');
  return { email: row.email, firstName: row.firstName, lastName: row.lastName, typeOfUser: row.typeOfUser, settings: { sendEmail: row.sendEmail } };
}

/**
 * POST /api/users/set/free-tomorrow: the substitute's switch for the evening question. Not replicated (the settings
 * screen reads it online with the own profile), so no change number.
 */
export async function setAskFreeTomorrow(deps: AppDeps, user: AuthUser, on: boolean): Promise<boolean> {
  const rows = await inTransaction(deps.database.db, (tx) =>
    tx.update(accounts).set({ askFreeTomorrow: on }).where(eq(accounts.id, user.id)).returning({ on: accounts.askFreeTomorrow }),
  );
  const row = rows[0];
  if (row === undefined) throw new Error('the caller vanished');
  return row.on;
}

/** POST /api/shared/sitelang: the language switch after sign-in; a fresh token carries it. */
export async function saveSiteLang(deps: AppDeps, user: AuthUser, siteLang: SiteLangPayload['siteLang']): Promise<string> {
  const { db } = deps.database;
  await inTransaction(db, (tx) => tx.update(accounts).set({ siteLang }).where(eq(accounts.id, user.id)));
  return signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
}

/** POST /api/shared/email/support: to SUPPORT_EMAIL, answerable straight to the user (Reply-To). */
export async function sendSupportMessage(deps: AppDeps, user: AuthUser, payload: SupportPayload): Promise<void> {
  const rows = await deps.database.db
    .select({ firstName: accounts.firstName, lastName: accounts.lastName, phone: accounts.phone })
    .from(accounts)
    .where(eq(accounts.id, user.id))
    .limit(1);
  const who = rows[0];
  const mail = paragraphsMail(`[Support] ${payload.subject}`, [
    payload.message,
    `— ${who?.firstName ?? ''} ${who?.lastName ?? ''} <${user.email}>, ${user.role}, ${who?.phone ?? ''}`,
  ]);
  await deps.mailer.send({ to: deps.env.SUPPORT_EMAIL, replyTo: user.email, ...mail });
}
