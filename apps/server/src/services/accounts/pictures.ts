import { accountMsg, type Locale } from '@vikariat/domain';
import { eq } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import { accounts } from '../../db/schema/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { signAccessToken } from '../../auth/tokens.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { imageOwner, storeProfileImage } from '../../files/images.ts';
import { readUpload, removeUpload } from '../../files/storage.ts';
import { tokenBodyFor } from '../auth/token-body.ts';

/** POST /api/shared/image: stores an uploaded picture as the caller's → its file name. */
export async function uploadImage(deps: AppDeps, user: AuthUser, bytes: Uint8Array, locale: Locale): Promise<string> {
  const result = await storeProfileImage(deps.env.DATA_DIR, user.id, bytes);
  if ('filename' in result) return result.filename;
  if (result.problem === 'too_large') {
    const message = accountMsg('imageTooLarge', locale);
    throw new AppError(413, 'too_large', message, { img: message });
  }
  const message = accountMsg('notAnImage', locale);
  throw badRequest(message, { img: message }, 'not_an_image');
}

/**
 * POST /api/shared/add/profilepic: makes one of the caller's own uploads their picture (a file uploaded by
 * someone else cannot be claimed), removes the picture it replaces and answers a new token.
 */
export async function attachProfilePicture(deps: AppDeps, user: AuthUser, filename: string, locale: Locale): Promise<string> {
  const dataDir = deps.env.DATA_DIR;
  if (imageOwner(filename) !== user.id || (await readUpload(dataDir, 'images', filename)) === null) {
    const message = accountMsg('notAnImage', locale);
    throw badRequest(message, { filename: message }, 'unknown_file');
  }
  const { db } = deps.database;
  const [before] = await db.select({ image: accounts.image }).from(accounts).where(eq(accounts.id, user.id));
  await inTransaction(db, (tx) => tx.update(accounts).set({ image: filename }).where(eq(accounts.id, user.id)));
  // only the picture it replaces: the caller's other uploads may be a teacher's picture a principal added
  const previous = before?.image ?? null;
  if (previous !== null && previous !== filename && imageOwner(previous) === user.id) {
    await removeUpload(dataDir, 'images', previous);
  }
  return signAccessToken(await tokenBodyFor(db, user.id, user.sessionId), deps.jwtKey, deps.now());
}

/** GET /api/shared/image/{file}: only names of the stored-picture shape are looked up. */
export async function readImage(deps: AppDeps, file: string): Promise<Buffer> {
  if (imageOwner(file) === null) throw notFound();
  const bytes = await readUpload(deps.env.DATA_DIR, 'images', file);
  if (bytes === null) throw notFound();
  return bytes;
}
