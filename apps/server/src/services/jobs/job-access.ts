import { sql } from 'drizzle-orm';
import { jobMsg, schoolJobAccess, type JobActor, type Locale } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { AppError, forbidden } from '../../http/errors.ts';
import { factsOf, loadJob, type JobRow } from './job-view.ts';

export const jobNotFound = (locale: Locale) => new AppError(404, 'not_found', jobMsg('jobNotFound', locale));

/**
 * The job for a school-side action: 404 when it does not exist (or is deleted) and, the same answer, when it is not
 * the caller's to manage (another school's, another teacher's): domain `schoolJobAccess`, decision 043.
 */
export async function loadManagedJob(db: Executor, actor: JobActor, jobId: string, locale: Locale): Promise<JobRow> {
  const row = await loadJob(db, jobId);
  if (row === undefined || schoolJobAccess(actor, factsOf(row)) === 'notFound') throw jobNotFound(locale);
  return row;
}

/** A body `email` naming another user than the caller is refused (DESIGN.md: identity from the token). */
export function assertSelf(bodyEmail: unknown, callerEmail: string): void {
  if (typeof bodyEmail === 'string' && bodyEmail.trim() !== '' && bodyEmail.trim().toLowerCase() !== callerEmail) throw forbidden();
}

export interface SchoolInfo extends Record<string, unknown> {
  id: string;
  name: string;
  municipality: string;
  is_admin: boolean;
  preschool: boolean;
}

export async function loadSchool(db: Executor, schoolId: string): Promise<SchoolInfo | undefined> {
  const rows = await queryRows<SchoolInfo>(db, sql`SELECT id, name, municipality, is_admin, preschool FROM schools WHERE id = ${schoolId}`);
  return rows[0];
}
