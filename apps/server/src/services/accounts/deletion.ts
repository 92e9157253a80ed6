import { inTransaction } from '../../db/transaction.ts';
import { and, eq, like, ne } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { accounts, profileDocuments } from '../../db/schema/index.ts';
import { unauthenticated } from '../../http/errors.ts';
import { removeUserImages } from '../../files/images.ts';
import { removeUpload } from '../../files/storage.ts';
import { endBookingsOfErased } from '../jobs/cancel-booking.ts';
import { scheduleDeliveries } from '../notifications/index.ts';
import { keepBlocksOfErased } from './erased-blocks.ts';
import { erasureHooks, type ErasureHook } from './erasure-hooks.ts';
import { removeDocumentFiles } from './profile-documents.ts';

/**
 * POST /api/users/delete/account: erases the person (GDPR art. 17). In one transaction: each booking of a job not yet
 * over ends as a cancellation by them (the school is told, the job reopens, its history keeps "cancelled, account
 * deleted": endBookingsOfErased, decision 048), the schools' blocks of them are kept as a keyed hash of their e-mail
 * (decision 048), the other areas' erasure hooks run (the sync log is pseudonymised, the notification deliveries go),
 * then the account row goes, whose foreign keys remove sessions, applications, per-job state, school blocks and lists,
 * earlier cancellations, hours (decision 030), push subscriptions, links and the outbox ledger. A teacher's or
 * principal's jobs stay with the school (owner set to none): they belong to the school, and substitutes may already be
 * chosen for them. A job already over loses its chosen substitute. After commit their pictures and documents go, and
 * the sender wakes for the schools' notices. The sessions' removal closes their sockets (the devices sign out and
 * wipe), and the jobs they applied to or were chosen for change, so the schools re-pull them (the database's triggers).
 */
export async function deleteAccount(deps: AppDeps, user: AuthUser, hooks: readonly ErasureHook[] = erasureHooks): Promise<void> {
  const { db } = deps.database;
  const now = deps.now();
  const erased = await inTransaction(db, async (tx) => {
    const [row] = await tx.select({ image: accounts.image, email: accounts.email }).from(accounts).where(eq(accounts.id, user.id)).for('update');
    if (row === undefined) return null;
    // the account row is locked: then each booked job's row (decision 019's order), before anything of the person goes
    const bookingsEnded = await endBookingsOfErased(deps, tx, user.id, now);
    await keepBlocksOfErased(deps, tx, user.id, row.email, now);
    for (const hook of hooks) await hook.run(tx, user.id);
    // the documents' rows go with the account (ON DELETE CASCADE); their files after the commit
    const documents = await tx.select({ name: profileDocuments.name }).from(profileDocuments).where(eq(profileDocuments.accountId, user.id));
    await tx.delete(accounts).where(eq(accounts.id, user.id));
    // pictures this person uploaded that another account still shows (a teacher's, added by a principal) stay
    const stillShown = await tx
      .select({ image: accounts.image })
      .from(accounts)
      .where(and(ne(accounts.id, user.id), like(accounts.image, `${user.id}-%`)));
    return { image: row.image, keep: new Set(stillShown.map((r) => r.image ?? '')), documents: documents.map((d) => d.name), bookingsEnded };
  });
  if (erased === null) throw unauthenticated();
  // the schools' notices of the bookings that ended
  if (erased.bookingsEnded > 0) scheduleDeliveries(deps);
  if (erased.image !== null && !erased.keep.has(erased.image)) await removeUpload(deps.env.DATA_DIR, 'images', erased.image);
  await removeUserImages(deps.env.DATA_DIR, user.id, erased.keep);
  await removeDocumentFiles(deps, erased.documents);
}
