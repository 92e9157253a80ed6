import { sql } from 'drizzle-orm';
import type { Locale } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { badRequest } from '../../http/errors.ts';

const NOT_YOURS = { sv: 'Okänd bifogad fil.', fi: 'Tuntematon liitetiedosto.' };

/**
 * Files named on a job must be uploads of the caller (or already on the job being edited): nobody can
 * attach someone else's upload and so gain read access to it.
 */
export async function assertOwnUploads(db: Executor, userId: string, files: readonly string[], locale: Locale, alreadyOnJob: readonly string[] = []): Promise<void> {
  const fresh = [...new Set(files)].filter((f) => !alreadyOnJob.includes(f));
  if (fresh.length === 0) return;
  const rows = await queryRows<{ name: string }>(
    db,
    sql`SELECT name FROM job_files WHERE uploaded_by = ${userId} AND name IN (${sql.join(
      fresh.map((f) => sql`${f}`),
      sql`, `,
    )})`,
  );
  if (rows.length !== fresh.length) throw badRequest(NOT_YOURS[locale], { files: NOT_YOURS[locale] });
}
