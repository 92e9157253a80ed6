import { randomBytes } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { removeUpload, writeUpload } from './storage.ts';

/** Profile pictures: at most 5 MB in, one JPEG out. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/** The longest side kept: the app shows pictures as small squares. */
const MAX_SIDE_PX = 1024;
/** Decompression bombs: refuse images with more pixels than this before decoding them. */
const MAX_INPUT_PIXELS = 40_000_000;
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif', 'image/tiff']);

/**
 * Stored names are `<userId>-<128 random bits>.jpg`: pictures are loaded by <img> tags (no Authorization
 * header), so the unguessable name is what keeps them private, and the id prefix ties a file to its owner.
 */
const STORED_IMAGE_NAME = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-[0-9a-f]{32}\.jpg$/;

export type ImageProblem = 'too_large' | 'not_an_image';

/**
 * Checks the bytes really are an image (by content, not by the name or the declared type), re-encodes them
 * as JPEG (EXIF orientation applied, then all metadata dropped — sharp keeps none unless asked) and stores
 * the result under a new name owned by `userId`.
 */
export async function storeProfileImage(dataDir: string, userId: string, bytes: Uint8Array): Promise<{ filename: string } | { problem: ImageProblem }> {
  if (bytes.byteLength > MAX_IMAGE_BYTES) return { problem: 'too_large' };
  const type = await fileTypeFromBuffer(bytes);
  if (type === undefined || !ACCEPTED.has(type.mime)) return { problem: 'not_an_image' };
  let jpeg: Buffer;
  try {
    jpeg = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({ width: MAX_SIDE_PX, height: MAX_SIDE_PX, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85, mozjpeg: true })
      .toBuffer();
  } catch {
    return { problem: 'not_an_image' };
  }
  const filename = `${userId}-${randomBytes(16).toString('hex')}.jpg`;
  await writeUpload(dataDir, 'images', filename, jpeg);
  return { filename };
}

export const imageOwner = (filename: string): string | null => STORED_IMAGE_NAME.exec(filename)?.[1] ?? null;

/** Every stored picture a user uploaded, except those in `keep` (pictures other accounts still show). */
export async function removeUserImages(dataDir: string, userId: string, keep: ReadonlySet<string> = new Set()): Promise<number> {
  let names: string[];
  try {
    names = await readdir(path.resolve(dataDir, 'uploads', 'images'));
  } catch {
    return 0;
  }
  const mine = names.filter((name) => imageOwner(name) === userId && !keep.has(name));
  for (const name of mine) await removeUpload(dataDir, 'images', name);
  return mine.length;
}
