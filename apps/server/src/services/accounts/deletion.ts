import { inTransaction } from '../../db/transaction.ts';
import { and, eq, like, ne } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { accounts, profileDocuments } from '../../db/schema/index.ts';
import { unauthenticated } from '../../http/errors.ts';
import { removeUserImages } from '../../files/images.ts';
import { removeUpload } from '../../files/storage.ts';
import { erasureHooks, type ErasureHook } from './erasure-hooks.ts';
import { removeDocumentFiles } from './profile-documents.ts';

/**
 * POST /api/users/delete/account: erases the person (GDPR art. 17). In one transaction: the other areas'
 * erasure hooks (the sync log is pseudonymised, the notification deliveries go), then the account row, whose
 * foreign keys remove sessions, applications, per-job state, school blocks, push subscriptions, links and the
 * outbox ledger. A teacher's or principal's jobs stay with the school (owner set to none): they belong to the
 * school, and substitutes may already be chosen for them. A job the person was chosen for loses its chosen substitute.
 * After commit their pictures and documents go. Nothing needs announcing: the sessions' removal closes their sockets (the devices
 * sign out and wipe), and the jobs they applied to or were chosen for change with the applications and the choice,
 * so the schools re-pull them (the database's triggers).
 */
export async function deleteAccount(deps: AppDeps, user: AuthUser, hooks: readonly ErasureHook[] = erasureHooks): Promise<void> {
  const { db } = deps.database;
  const erased = await inTransaction(db, async (tx) => {
    const [row] = await tx.select({ image: accounts.image }).from(accounts).where(eq(accounts.id, user.id)).for('update');
    if (row === undefined) return null;
    for (const hook of hooks) await hook.run(tx, user.id);
    // the documents' rows go with the account (ON DELETE CASCADE); their files after the commit
    const documents = await tx.select({ name: profileDocuments.name }).from(profileDocuments).where(eq(profileDocuments.accountId, user.id));
    await tx.delete(accounts).where(eq(accounts.id, user.id));
    // pictures this person uploaded that another account still shows (a teacher's, added by a principal) stay
    const stillShown = await tx
      .select({ image: accounts.image })
      .from(accounts)
      .where(and(ne(accounts.id, user.id), like(accounts.image, `${user.id}-%`)));
    return { image: row.image, keep: new Set(stillShown.map((r) => r.image ?? '')), documents: documents.map((d) => d.name) };
  });
  if (erased === null) throw unauthenticated();
  if (erased.image !== null && !erased.keep.has(erased.image)) await removeUpload(deps.env.DATA_DIR, 'images', erased.image);
  await removeUserImages(deps.env.DATA_DIR, user.id, erased.keep);
  await removeDocumentFiles(deps, erased.documents);
}
