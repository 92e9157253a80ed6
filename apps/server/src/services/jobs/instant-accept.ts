import { acceptOutcome, jobMsg, type Locale } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, conflict, forbidden } from '../../http/errors.ts';
import { scheduleDeliveries } from '../notifications/index.ts';
import { bookLocked, lockPair } from './choose-substitute.ts';
import { applyWithNotice, mayTouchJob } from './substitute-actions.ts';
import { jobNotFound } from './job-access.ts';

export const ACCEPT_ERRORS = { alreadyTaken: 'already_taken', notInstant: 'not_instant', cancelledBefore: 'cancelled_before' } as const;
const STATUS_OF: Record<string, 400 | 403 | 404> = { forbidden: 403, invalid: 400, not_found: 404 };

export interface AcceptResult {
  jobId: string;
  substituteId: string;
  /** jobs whose application by the substitute was deactivated (overlap) */
  deactivated: string[];
}

/**
 * The person once cancelled their own booking of the job: the record of cancellations (cancel-booking.ts), which
 * nothing rewrites — not the application's state, which applying again resets.
 */
async function cancelledByThem(tx: Tx, substituteId: string, jobId: string): Promise<boolean> {
  const rows = await queryRows(
    tx,
    sql`SELECT 1 FROM booking_cancellations WHERE job_id = ${jobId} AND substitute_id = ${substituteId} AND cancelled_by = 'substitute' LIMIT 1`,
  );
  return rows.length > 0;
}

/**
 * POST /api/users/job/accept {id} (issue 23, decision 035): the first eligible substitute to accept an instant SOS job
 * is chosen. Online only and authoritative. In the lock order of every choice (the substitute's account, then the
 * job, decision 019): concurrent accepts serialise on the job row, and the ones after the first read it chosen and
 * get "already taken". Eligibility is applying's (regions, blocks both ways, paused, expired, identity, full overlap:
 * applyWithNotice, without the school's "new applicant" notice: the accept is the choice) and then choosing's (2-hour rule, police record: bookLocked) — the same functions, in one transaction, so
 * a refused accept leaves no application behind.
 */
export async function acceptInstantJob(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale): Promise<AcceptResult> {
  if (user.role !== 'user') throw forbidden();
  const now = deps.now();
  const result = await inTransaction(deps.database.db, async (tx) => {
    const { substitute, job } = await lockPair(tx, user.email, jobId, locale);
    // the caller's own account, gone only if it was deleted while this request ran
    if (substitute === null) throw forbidden();
    const ctx = { tx, user, locale, now, deps };
    // a job not theirs to see (another region) is not found, before its state is told ("not instant", "taken")
    if (!(await mayTouchJob(ctx, jobId))) throw jobNotFound(locale);
    const outcome = acceptOutcome({ sos: job.sos, instant: job.instant, chosenId: job.chosen_id }, substitute.id, await cancelledByThem(tx, substitute.id, jobId));
    if (outcome === 'notInstant') throw conflict(ACCEPT_ERRORS.notInstant, jobMsg('notInstant', locale));
    if (outcome === 'alreadyTaken') throw conflict(ACCEPT_ERRORS.alreadyTaken, jobMsg('alreadyTaken', locale));
    if (outcome === 'cancelledBefore') throw conflict(ACCEPT_ERRORS.cancelledBefore, jobMsg('cancelledBefore', locale));
    if (outcome === 'alreadyMine') return { substituteId: substitute.id, deactivated: [] };
    // the 2-hour rule is choosing's (bookLocked refuses a partial overlap too), so applying's confirmation is not asked
    const verdict = await applyWithNotice(ctx, { jobId, alreadywarned: true }, false);
    if (verdict.status === 'rejected') throw new AppError(STATUS_OF[verdict.code] ?? 409, verdict.code, verdict.message, undefined, verdict.data);
    const booked = await bookLocked(deps, tx, substitute, job, now, locale);
    return { substituteId: booked.substituteId, deactivated: booked.deactivated.map((o) => o.id) };
  });
  scheduleDeliveries(deps);
  return { jobId, ...result };
}
