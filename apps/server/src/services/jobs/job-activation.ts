import { sql } from 'drizzle-orm';
import { isLeaderRole, jobMsg, type Locale } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { loadManagedJob } from './job-access.ts';

export const ACTIVATION_ERRORS = { hasApplicants: 'has_applicants', hasChosen: 'has_chosen' } as const;

/**
 * Pausing and activating a job (issue 22 item 15, decision 027): a school's principal takes a job off the market —
 * offered to no one, on no device, no applications taken (the domain's job rule, `paused`) — and puts it back, which
 * the app confirms with the spec's 'Jobbet är nu aktiverat!'. A job is paused only while nobody has an active
 * application and nobody is chosen: whoever applied has committed to come (the consent), and must not be left waiting
 * on a job that is not there. The job row is locked FOR UPDATE before the applications are counted; an application
 * reads the job FOR KEY SHARE, so the two serialise and a paused job never gains an application. The database announces
 * the change at commit (its triggers).
 */
async function managedByLeader(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale) {
  if (!isLeaderRole(user.role)) throw forbidden();
  return loadManagedJob(deps.database.db, user, jobId, locale);
}

/** POST /api/principals/deactivate {id}: pauses the job (again: no change). */
export async function pauseJob(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale): Promise<void> {
  const job = await managedByLeader(deps, user, jobId, locale);
  const now = deps.now().toISOString();
  await inTransaction(deps.database.db, async (tx) => {
    const [locked] = await queryRows<{ chosen_id: string | null; paused: boolean }>(
      tx,
      sql`SELECT chosen_id, paused_at IS NOT NULL AS paused FROM jobs WHERE id = ${job.id} FOR UPDATE`,
    );
    if (locked === undefined || locked.paused) return;
    if (locked.chosen_id !== null) throw conflict(ACTIVATION_ERRORS.hasChosen, jobMsg('pauseHasChosen', locale));
    const applicants = await queryRows(tx, sql`SELECT 1 FROM applications WHERE job_id = ${job.id} AND active LIMIT 1`);
    if (applicants.length > 0) throw conflict(ACTIVATION_ERRORS.hasApplicants, jobMsg('pauseHasApplicants', locale));
    await tx.execute(sql`UPDATE jobs SET paused_at = ${now}, updated_at = ${now} WHERE id = ${job.id}`);
  });
}

/** POST /api/principals/activate {id}: the job is open again (an active one: no change). */
export async function activateJob(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale): Promise<void> {
  const job = await managedByLeader(deps, user, jobId, locale);
  const now = deps.now().toISOString();
  await inTransaction(deps.database.db, (tx) => tx.execute(sql`UPDATE jobs SET paused_at = NULL, updated_at = ${now} WHERE id = ${job.id} AND paused_at IS NOT NULL`));
}
