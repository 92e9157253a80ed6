import { localeOfSiteLang } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import type { RenderedMail } from '../../mail/render.ts';
import { confirmationMail, resetMail } from '../../mail/templates/account-mails.ts';
import { CONFIRM_TOKEN_TTL_MS, issueToken, RESET_TOKEN_TTL_MS } from './one-time-tokens.ts';

export interface MailRecipient {
  id: string;
  email: string;
  firstName: string;
  siteLang: 1 | 2;
}

/** Sends a mail; a mail server that is down must not undo what the person did (they can ask again). */
export async function sendMail(deps: AppDeps, to: string, mail: RenderedMail): Promise<void> {
  try {
    await deps.mailer.send({ to, ...mail });
  } catch (error) {
    deps.log.error({ err: error, subject: mail.subject }, 'mail not sent');
  }
}

/** Issues a confirmation link (in the transaction) and returns the mail to send after commit. */
export async function prepareConfirmation(deps: AppDeps, db: Executor, account: MailRecipient): Promise<() => Promise<void>> {
  const token = await issueToken(db, account.id, 'confirm', deps.now(), CONFIRM_TOKEN_TTL_MS);
  const url = `${deps.env.publicUrl}/app/confirm/${token}`;
  const mail = confirmationMail(localeOfSiteLang(account.siteLang), account.firstName, url);
  return () => sendMail(deps, account.email, mail);
}

export async function prepareReset(deps: AppDeps, db: Executor, account: MailRecipient): Promise<() => Promise<void>> {
  const token = await issueToken(db, account.id, 'reset', deps.now(), RESET_TOKEN_TTL_MS);
  const url = `${deps.env.publicUrl}/app/reset/${token}`;
  const mail = resetMail(localeOfSiteLang(account.siteLang), account.firstName, url);
  return () => sendMail(deps, account.email, mail);
}
