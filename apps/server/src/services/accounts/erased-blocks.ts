import { createHmac, hkdfSync } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import type { Executor } from '../../db/client.ts';

/**
 * A school's block of a substitute outlives the person's erasure (decision 048): kept as a keyed hash of their e-mail
 * (`school_blocked_erased`, migration 0045), it comes back on an account registered again with that e-mail, so
 * erasing and registering again is no way round it. Nothing else of the person is kept, and nobody is told.
 */

/** The hashes' key: derived from the server's signing key (every node shares it), never stored with the hashes. */
const keyOf = (jwtKey: Uint8Array): Buffer => Buffer.from(hkdfSync('sha256', jwtKey, 'vikariat-blocks', 'erased-email', 32));

const IGNORES_DOTS = new Set(['gmail.com', 'googlemail.com']);

/**
 * The e-mail as the mailbox it reaches: trimmed and in lower case, without a "+tag" on the local part (sub-addressing
 * reaches the same mailbox at the large providers), and without dots where the provider ignores them.
 */
export function mailboxOf(email: string): string {
  const address = email.trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (at <= 0) return address;
  const domain = address.slice(at + 1);
  let local = address.slice(0, at).split('+')[0] ?? '';
  if (IGNORES_DOTS.has(domain)) local = local.replaceAll('.', '');
  return `${local === '' ? address.slice(0, at) : local}@${domain === 'googlemail.com' ? 'gmail.com' : domain}`;
}

export const erasedEmailHash = (jwtKey: Uint8Array, email: string): string => createHmac('sha256', keyOf(jwtKey)).update(mailboxOf(email)).digest('base64url');

/** At the erasure, in its transaction, before the account row (and with it `school_blocked`) goes. */
export async function keepBlocksOfErased(deps: AppDeps, tx: Executor, accountId: string, email: string, now: Date): Promise<void> {
  await tx.execute(
    sql`INSERT INTO school_blocked_erased (school_id, email_hash, blocked_at, erased_at)
        SELECT school_id, ${erasedEmailHash(deps.jwtKey, email)}, blocked_at, ${now.toISOString()}::timestamptz
        FROM school_blocked WHERE account_id = ${accountId}
        ON CONFLICT (school_id, email_hash) DO NOTHING`,
  );
}

/**
 * At a substitute's registration, in its transaction: the blocks kept for the e-mail are blocks of the new account
 * again (the school sees the person on its blocked list, and may lift it there); the hashes are then no longer kept.
 */
export async function reapplyBlocksOfErased(deps: AppDeps, tx: Executor, accountId: string, email: string): Promise<void> {
  await tx.execute(
    sql`WITH kept AS (DELETE FROM school_blocked_erased WHERE email_hash = ${erasedEmailHash(deps.jwtKey, email)} RETURNING school_id, blocked_at)
        INSERT INTO school_blocked (school_id, account_id, blocked_at) SELECT school_id, ${accountId}::uuid, blocked_at FROM kept
        ON CONFLICT DO NOTHING`,
  );
}
