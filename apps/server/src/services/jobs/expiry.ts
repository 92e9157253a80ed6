import { sql } from 'drizzle-orm';
import { JOB_DELETED_HOURS_AFTER_END } from '@vikariat/domain';
import type { BackgroundTask } from '../../background/index.ts';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { removeUpload } from '../../files/storage.ts';

/** How long a deleted job's tombstone stays so that offline devices learn of the deletion. */
export const TOMBSTONE_DAYS = 30;
const HOUR_MS = 3_600_000;

interface Expired extends Record<string, unknown> {
  id: string;
  school_id: string;
  region: string[];
  files: string[];
  is_admin: boolean;
}

async function removeFiles(deps: AppDeps, names: readonly string[]): Promise<void> {
  if (names.length === 0) return;
  await deps.database.db.execute(
    sql`DELETE FROM job_files WHERE name IN (${sql.join(
      names.map((n) => sql`${n}`),
      sql`, `,
    )})`,
  );
  for (const name of names) await removeUpload(deps.env.DATA_DIR, 'files', name);
}

/**
 * Jobs go 24 h after their end (spec 02 §9): first a tombstone (deleted_at, files emptied) that devices
 * pull as a deletion, with the attachments removed from disk; the row itself is purged TOMBSTONE_DAYS later.
 */
export async function expireJobs(deps: AppDeps): Promise<{ tombstoned: number; purged: number; compacted: number }> {
  const now = deps.now();
  const cutoff = new Date(now.getTime() - JOB_DELETED_HOURS_AFTER_END * HOUR_MS).toISOString();
  const expired = await inTransaction(deps.database.db, (tx) =>
    queryRows<Expired>(
      tx,
      sql`WITH gone AS (
          SELECT id, files FROM jobs WHERE deleted_at IS NULL AND expire < ${cutoff} FOR NO KEY UPDATE SKIP LOCKED)
        UPDATE jobs j SET deleted_at = ${now.toISOString()}, updated_at = ${now.toISOString()}, files = '{}'
        FROM gone, schools s WHERE j.id = gone.id AND s.id = j.school_id
        RETURNING j.id, j.school_id, j.region, gone.files, s.is_admin`,
    ),
  );
  await removeFiles(
    deps,
    expired.flatMap((e) => e.files),
  );
  const purgeBefore = new Date(now.getTime() - TOMBSTONE_DAYS * 24 * HOUR_MS).toISOString();
  const purged = await inTransaction(deps.database.db, (tx) =>
    queryRows<{ files: string[] }>(tx, sql`DELETE FROM jobs WHERE deleted_at IS NOT NULL AND deleted_at < ${purgeBefore} RETURNING files`),
  );
  await removeFiles(
    deps,
    purged.flatMap((p) => p.files),
  );
  return { tombstoned: expired.length, purged: purged.length, compacted: await compactJobPeopleChanges(deps) };
}

/**
 * A job's entries in job_people_changes (migration 0012) count only by their newest change number, and not at all
 * once the job is gone or tombstoned (its own row's number carries the tombstone): the rest are deleted.
 */
async function compactJobPeopleChanges(deps: AppDeps): Promise<number> {
  const gone = await queryRows<{ id: string }>(
    deps.database.db,
    sql`DELETE FROM job_people_changes m
        WHERE NOT EXISTS (SELECT 1 FROM jobs j WHERE j.id = m.job_id AND j.deleted_at IS NULL)
          OR EXISTS (SELECT 1 FROM job_people_changes n WHERE n.job_id = m.job_id AND n.seq > m.seq)
        RETURNING m.id`,
  );
  return gone.length;
}

export const jobExpiryTask: BackgroundTask = {
  name: 'job-expiry',
  everyMs: 5 * 60_000,
  run: async (deps) => {
    await expireJobs(deps);
  },
};
