import { accountMsg, EXTRACT_UPLOAD_REFUSED, isProfileDocumentName, localise, namesCriminalRecordExtract, PROFILE_DOCUMENTS, type Locale } from '@vikariat/domain';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { profileDocuments } from '../../db/schema/index.ts';
import { storedAttachmentName } from '../../files/attachments.ts';
import { readUpload, removeUpload, writeUpload } from '../../files/storage.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/errors.ts';
import { personAccessOf } from './person-access.ts';

/**
 * Documents on a substitute's profile (spec 01 §2 "documents and files"): the owner adds and removes them; a school
 * reads them while it may see the person's profile (decision 020: an application, a booking or a favourite there) —
 * the same rule as the profile's other fields, so the profile answer lists them exactly where it shows the person.
 */
export interface ProfileDocument {
  name: string;
  title: string;
  size: number;
}

/** The documents of an account, oldest first. */
export async function documentsOf(db: Executor, accountId: string): Promise<ProfileDocument[]> {
  const rows = await db
    .select({ name: profileDocuments.name, title: profileDocuments.title, size: profileDocuments.sizeBytes })
    .from(profileDocuments)
    .where(eq(profileDocuments.accountId, accountId))
    .orderBy(asc(profileDocuments.createdAt), asc(profileDocuments.name));
  return rows;
}

/** The name the person gave the file, as shown (no path, no control characters, at most 150 characters). */
const titleOf = (original: string): string =>
  (original.split(/[\\/]/).pop() ?? '')
    .replace(/[\p{Cc}\p{Cs}]/gu, '')
    .trim()
    .slice(-150) || 'dokument';

/** POST /api/users/documents: adds the files to the caller's profile; answers the whole list. */
export async function addDocuments(deps: AppDeps, user: AuthUser, files: readonly File[], locale: Locale): Promise<ProfileDocument[]> {
  const field = (key: 'documentMissing' | 'documentTooLarge' | 'documentType' | 'documentLimit') => ({ files: accountMsg(key, locale) });
  if (files.length === 0) throw badRequest(accountMsg('documentMissing', locale), field('documentMissing'));
  if (files.some((f) => f.size > PROFILE_DOCUMENTS.maxBytes)) throw new AppError(413, 'too_large', accountMsg('documentTooLarge', locale), field('documentTooLarge'));
  if (files.some((f) => !isProfileDocumentName(f.name))) throw badRequest(accountMsg('documentType', locale), field('documentType'), 'unsupported_type');
  // the law lets a school only see the extract, so no copy is ever taken in (decision 031)
  if (files.some((f) => namesCriminalRecordExtract(f.name))) {
    throw badRequest(localise(EXTRACT_UPLOAD_REFUSED, locale), { files: localise(EXTRACT_UPLOAD_REFUSED, locale) }, 'criminal_record_extract');
  }
  const { db } = deps.database;
  const stored: string[] = [];
  try {
    await inTransaction(db, async (tx) => {
      // counted under the owner's rows, so two uploads at once cannot pass the limit together
      await tx.execute(sql`SELECT 1 FROM accounts WHERE id = ${user.id} FOR NO KEY UPDATE`);
      const [{ value } = { value: 0 }] = await tx.select({ value: count() }).from(profileDocuments).where(eq(profileDocuments.accountId, user.id));
      if (value + files.length > PROFILE_DOCUMENTS.maxCount) throw new AppError(409, 'too_many', accountMsg('documentLimit', locale), field('documentLimit'));
      for (const file of files) {
        const name = storedAttachmentName(file.name);
        await writeUpload(deps.env.DATA_DIR, 'documents', name, new Uint8Array(await file.arrayBuffer()));
        stored.push(name);
        // the clock, not the transaction's start: the files keep the order they were given in
        await tx.insert(profileDocuments).values({ name, accountId: user.id, title: titleOf(file.name), sizeBytes: file.size, createdAt: sql`clock_timestamp()` });
      }
    });
  } catch (error) {
    // a refused or failed upload leaves no file behind
    for (const name of stored) await removeUpload(deps.env.DATA_DIR, 'documents', name);
    throw error;
  }
  return documentsOf(db, user.id);
}

/** GET /api/users/documents/:name: the owner, or a school that may see the owner's profile. */
export async function readDocument(deps: AppDeps, user: AuthUser, name: string): Promise<{ title: string; data: Buffer }> {
  const { db } = deps.database;
  const [doc] = await db.select().from(profileDocuments).where(eq(profileDocuments.name, name));
  if (doc === undefined) throw notFound();
  if (doc.accountId !== user.id && (user.schoolIds.length === 0 || (await personAccessOf(db, user.schoolIds, doc.accountId)) === 'none')) throw forbidden();
  const data = await readUpload(deps.env.DATA_DIR, 'documents', name);
  if (data === null) throw notFound();
  return { title: doc.title, data };
}

/** POST /api/users/documents/delete/:name: the owner removes one; answers the list left. */
export async function deleteDocument(deps: AppDeps, user: AuthUser, name: string): Promise<ProfileDocument[]> {
  const { db } = deps.database;
  const [doc] = await db.select({ accountId: profileDocuments.accountId }).from(profileDocuments).where(eq(profileDocuments.name, name));
  if (doc === undefined) throw notFound();
  if (doc.accountId !== user.id) throw forbidden();
  await db.delete(profileDocuments).where(and(eq(profileDocuments.name, name), eq(profileDocuments.accountId, user.id)));
  await removeUpload(deps.env.DATA_DIR, 'documents', name);
  return documentsOf(db, user.id);
}

/** The files of an account's documents, removed once the account is gone (its rows go with it). */
export async function removeDocumentFiles(deps: AppDeps, names: readonly string[]): Promise<void> {
  for (const name of names) await removeUpload(deps.env.DATA_DIR, 'documents', name);
}
