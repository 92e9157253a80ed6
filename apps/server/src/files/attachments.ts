import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { canManageJob, type JobActor } from '@vikariat/domain';
import type { Db, Executor } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { inTransaction } from '../db/transaction.ts';
import { readUpload, removeUpload, writeUpload } from './storage.ts';

/** Server cap per attachment; the client only warns above 1 MB (spec 02 §5). */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
const MAX_SUFFIX = 150;

/**
 * `<32 hex chars><sanitised original name>`: the prefix keeps uploads apart and is stripped for display
 * (attachmentDisplayName in domain). Only [A-Za-z0-9._-] survive; accents are folded first.
 */
export function storedAttachmentName(original: string, prefix = randomBytes(16).toString('hex')): string {
  const base = original.split(/[\\/]/).pop() ?? '';
  const folded = base.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  let safe = folded
    .replace(/[^A-Za-z0-9._-]+/g, '_')
    .replace(/\.{2,}/g, '.')
    .replace(/^[._-]+/, '');
  if (safe.length > MAX_SUFFIX) safe = safe.slice(safe.length - MAX_SUFFIX);
  return `${prefix}${safe === '' ? 'file' : safe}`;
}

export async function saveAttachment(db: Executor, dataDir: string, uploaderId: string, original: string, data: Uint8Array): Promise<string> {
  const name = storedAttachmentName(original);
  await writeUpload(dataDir, 'files', name, data);
  await db.execute(sql`INSERT INTO job_files (name, uploaded_by, size_bytes) VALUES (${name}, ${uploaderId}, ${data.byteLength})`);
  return name;
}

interface FileJob extends Record<string, unknown> {
  id: string;
  school_id: string;
  owner_id: string | null;
  chosen_id: string | null;
  is_admin: boolean;
}

export interface AttachmentAccess {
  exists: boolean;
  uploadedByCaller: boolean;
  /** live jobs carrying the file */
  jobs: FileJob[];
}

export async function attachmentAccess(db: Executor, name: string, callerId: string): Promise<AttachmentAccess> {
  const [file] = await queryRows<{ uploaded_by: string | null }>(db, sql`SELECT uploaded_by FROM job_files WHERE name = ${name}`);
  const jobs = await queryRows<FileJob>(
    db,
    sql`SELECT j.id, j.school_id, j.owner_id, j.chosen_id, s.is_admin FROM jobs j JOIN schools s ON s.id = j.school_id
        WHERE ${name} = ANY(j.files) AND j.deleted_at IS NULL`,
  );
  return { exists: file !== undefined, uploadedByCaller: file?.uploaded_by === callerId, jobs };
}

const facts = (job: FileJob) => ({ schoolId: job.school_id, ownerId: job.owner_id, chosenId: job.chosen_id, isNotice: job.is_admin });

/**
 * Reading: the uploader, the staff managing a job that carries it, or the substitute chosen for such a
 * job (spec 02 §6: attachments only once chosen). Notices' files are public to every signed-in user.
 */
export function mayReadAttachment(actor: JobActor, access: AttachmentAccess): boolean {
  if (!access.exists) return false;
  if (access.uploadedByCaller) return true;
  return access.jobs.some((job) => canManageJob(actor, facts(job)) || job.chosen_id === actor.id || job.is_admin);
}

/** Deleting: the uploader or the staff managing every job that carries it. */
export function mayDeleteAttachment(actor: JobActor, access: AttachmentAccess): boolean {
  if (!access.exists) return false;
  if (access.jobs.length === 0) return access.uploadedByCaller;
  return access.jobs.every((job) => canManageJob(actor, facts(job)));
}

export const readAttachment = (dataDir: string, name: string) => readUpload(dataDir, 'files', name);

/** Removes the file from disk, from its record and from every job naming it (their ids are returned). */
export async function deleteAttachment(db: Db, dataDir: string, name: string): Promise<string[]> {
  const touched = await inTransaction(db, async (tx) => {
    const jobsNaming = await queryRows<{ id: string }>(
      tx,
      sql`UPDATE jobs SET files = array_remove(files, ${name}), updated_at = now() WHERE ${name} = ANY(files) RETURNING id`,
    );
    await tx.execute(sql`DELETE FROM job_files WHERE name = ${name}`);
    return jobsNaming;
  });
  await removeUpload(dataDir, 'files', name);
  return touched.map((t) => t.id);
}
