import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Folders under DATA_DIR/uploads: profile pictures, job attachments and the documents on substitutes' profiles. */
export type UploadKind = 'images' | 'files' | 'documents';

/** Stored names are ours (ids, random hex and a sanitised suffix): nothing else is ever accepted. */
const SAFE_NAME = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

export function isSafeName(name: string): boolean {
  return SAFE_NAME.test(name) && !name.includes('..');
}

/**
 * The absolute path of a stored file, or null when the name could reach outside its folder
 * (`../`, absolute paths, encoded separators, NUL) — checked by pattern and again by resolution.
 */
export function resolveUpload(dataDir: string, kind: UploadKind, name: string): string | null {
  if (!isSafeName(name)) return null;
  const folder = path.resolve(dataDir, 'uploads', kind);
  const full = path.resolve(folder, name);
  return path.dirname(full) === folder ? full : null;
}

export async function writeUpload(dataDir: string, kind: UploadKind, name: string, data: Uint8Array): Promise<void> {
  const full = resolveUpload(dataDir, kind, name);
  if (full === null) throw new Error('unsafe upload name');
  await mkdir(path.dirname(full), { recursive: true });
  await writeFile(full, data);
}

export async function readUpload(dataDir: string, kind: UploadKind, name: string): Promise<Buffer | null> {
  const full = resolveUpload(dataDir, kind, name);
  if (full === null) return null;
  try {
    return await readFile(full);
  } catch {
    return null;
  }
}

export async function removeUpload(dataDir: string, kind: UploadKind, name: string): Promise<void> {
  const full = resolveUpload(dataDir, kind, name);
  if (full !== null) await rm(full, { force: true });
}
