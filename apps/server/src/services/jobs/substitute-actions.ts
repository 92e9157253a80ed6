import { sql } from 'drizzle-orm';
import {
  jobMsg,
  jobRefusal,
  mayDoWithJob,
  OUTBOX_REJECTIONS,
  overlapVerdict,
  type JobFactsForSubstitute,
  type JobRuleName,
  type JobSchedule,
  type OutboxPayload,
  type OutboxVerdict,
} from '@vikariat/domain';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import type { ActionContext, ActionHandler, CallerAccountRow } from '../../sync/action-context.ts';
import { rejection } from '../../sync/verdict-messages.ts';
import { notifyWithChange } from './job-notifications.ts';
import { identityVerdict } from './identity-check.ts';
import { jobWithFacts, type ActionJob } from './job-facts.ts';

/**
 * The business rules of a substitute's offline actions (DESIGN.md "the outbox"). The sync engine calls
 * these inside its ledger transaction; the online /api/users/... routes call the same functions inside
 * inJobTransaction. Row locks come before any write (see lockMe). Notifications are recorded with `ctx.tx`
 * (they commit or roll back with the action); the caller wakes the sender after its commit.
 */

type Me = CallerAccountRow;

/**
 * The caller's account row, locked before any write: one substitute's actions and choices of them run one
 * at a time, in the lock order of decision 019. In an outbox push the sync engine locked it once before
 * the first action (ctx.callerRow): the lock is held to commit, and no action changes the account.
 */
async function lockMe(ctx: ActionContext): Promise<Me> {
  return ctx.callerRow ?? lockSubstitute(ctx.tx, ctx.user.id);
}

export async function lockSubstitute(tx: Tx, accountId: string): Promise<Me> {
  const [me] = await queryRows<Me>(tx, sql`SELECT profile, unavailable_jobs FROM accounts WHERE id = ${accountId} FOR NO KEY UPDATE`);
  return me ?? { profile: {}, unavailable_jobs: [] };
}

/** The job and the reader's facts of it (job-facts.ts), for the caller. */
const factsOfJob = async (ctx: ActionContext, me: Me, jobId: string, lock = sql``) => jobWithFacts(ctx.tx, { id: ctx.user.id, me, now: ctx.now }, jobId, lock);

/**
 * Whether the job is the reader's to act on at all (the `touch` rule: live, of their regions or applied to or chosen
 * for): what an online call decides before it says anything of the job's state to them.
 */
export async function mayTouchJob(ctx: ActionContext, jobId: string): Promise<boolean> {
  const found = await factsOfJob(ctx, await lockMe(ctx), jobId);
  return found !== undefined && mayDoWithJob('touch', found.facts);
}

const forbiddenVerdict = (ctx: ActionContext) => rejection(OUTBOX_REJECTIONS.forbidden, 'outbox.forbidden', ctx.locale);
const closedVerdict = (ctx: ActionContext) => rejection(OUTBOX_REJECTIONS.jobClosed, 'outbox.jobClosed', ctx.locale);
const notFoundVerdict = (ctx: ActionContext) => rejection(OUTBOX_REJECTIONS.notFound, 'outbox.jobNotFound', ctx.locale);
/** A refused call's one answer (domain `jobRefusal`): not found for a job outside the reader's view, whatever its state. */
const refusedVerdict = (ctx: ActionContext, facts: JobFactsForSubstitute | undefined) =>
  facts !== undefined && jobRefusal(facts) === 'closed' ? closedVerdict(ctx) : notFoundVerdict(ctx);

/**
 * The job a substitute may change their own state on (the rule's `touch`; a view needs `see`): else the refusal's one
 * answer, never "forbidden" for a job that exists and "closed" for one that does not.
 */
async function touchableJob(ctx: ActionContext, jobId: string, rule: JobRuleName = 'touch'): Promise<ActionJob | OutboxVerdict> {
  if (ctx.user.role !== 'user') return forbiddenVerdict(ctx);
  const found = await factsOfJob(ctx, await lockMe(ctx), jobId);
  return found !== undefined && mayDoWithJob(rule, found.facts) ? found.job : refusedVerdict(ctx, found?.facts);
}
const isVerdict = (value: ActionJob | OutboxVerdict): value is OutboxVerdict => 'status' in value;

/**
 * Apply (/api/users/add/applicant). Re-checks everything: a substitute, the job open and in their regions,
 * the school not blocked, then the overlap rule against the jobs they are chosen for: full overlap →
 * cant_apply; partial → need_confirm_apply unless `alreadywarned` ('Jag hinner!').
 */
export const applyToJob: ActionHandler<'apply'> = (ctx, payload) => applyWithNotice(ctx, payload, true);

/**
 * Applying's rules and write; `tellSchool` false for an instant accept, which is the choice itself: the school hears
 * of the booking (the `chosen` notices), not of a new applicant it has nothing to do about.
 */
export async function applyWithNotice(ctx: ActionContext, payload: OutboxPayload<'apply'>, tellSchool: boolean): Promise<OutboxVerdict> {
  if (ctx.user.role !== 'user') return forbiddenVerdict(ctx);
  const me = await lockMe(ctx);
  // FOR KEY SHARE: a pause (which locks the job FOR UPDATE, then looks for applications) waits for this application,
  // or this read waits for the pause and sees it — never a paused job with an application (job-activation.ts)
  const found = await factsOfJob(ctx, me, payload.jobId, sql`FOR KEY SHARE OF j`);
  if (found === undefined) return notFoundVerdict(ctx);
  const { job, facts } = found;
  // a job outside their view (another region, a school that blocked them) is not found, whether open or filled
  if (!mayDoWithJob('apply', facts)) return refusedVerdict(ctx, facts);
  const identity = await identityVerdict(ctx);
  if (identity !== null) return identity;
  const chosen = await queryRows<JobSchedule & Record<string, unknown>>(
    ctx.tx,
    sql`SELECT start_date::text AS "startDate", end_date::text AS "endDate", start_time AS "startTime", end_time AS "endTime"
        FROM jobs WHERE chosen_id = ${ctx.user.id} AND deleted_at IS NULL`,
  );
  const verdict = overlapVerdict(job, chosen);
  if (verdict === 'full') {
    return { status: 'rejected', code: OUTBOX_REJECTIONS.cantApply, message: jobMsg('cantApply', ctx.locale), data: { canApplyWithConfirmation: false } };
  }
  if (verdict === 'partial' && !payload.alreadywarned) {
    return {
      status: 'rejected',
      code: OUTBOX_REJECTIONS.needConfirmApply,
      message: jobMsg('needConfirmApply', ctx.locale),
      data: { canApplyWithConfirmation: true },
    };
  }
  const added = await queryRows(
    ctx.tx,
    sql`INSERT INTO applications (id, job_id, applicant_id, created_at) VALUES (gen_random_uuid(), ${job.id}, ${ctx.user.id}, ${ctx.now.toISOString()})
        ON CONFLICT (job_id, applicant_id) DO UPDATE SET active = true, withdrawn_at = NULL, deactivated_reason = NULL
        WHERE applications.active = false RETURNING id`,
  );
  // an application that was already active is no news to the school
  if (added.length > 0 && tellSchool) await notifyWithChange(ctx.deps, ctx.tx, { type: 'applicantAdded', jobId: job.id, applicantId: ctx.user.id });
  return { status: 'applied', result: { jobId: job.id, schoolId: job.school_id } };
}

/**
 * Withdraw (/api/users/removeapplicant). Not once chosen: a booking is cancelled (cancelBooking, with a reason, and
 * the school is told), never silently withdrawn; the verdict says so.
 */
export const withdrawApplication: ActionHandler<'withdraw'> = async (ctx, payload) => {
  if (ctx.user.role !== 'user') return forbiddenVerdict(ctx);
  const found = await factsOfJob(ctx, await lockMe(ctx), payload.jobId);
  // gone, or never theirs to see: one answer, whatever the job's state
  if (found === undefined || found.facts.deleted) return notFoundVerdict(ctx);
  const { job, facts } = found;
  if (facts.chosenMe) return rejection(OUTBOX_REJECTIONS.booked, 'outbox.withdrawBooked', ctx.locale);
  // their own application, also at a school that blocked them since (withdrawing it tells them nothing)
  if (!facts.applied) return jobRefusal(facts) === 'closed' ? rejection(OUTBOX_REJECTIONS.invalid, 'outbox.notApplied', ctx.locale) : notFoundVerdict(ctx);
  await ctx.tx.execute(
    sql`UPDATE applications SET active = false, withdrawn_at = ${ctx.now.toISOString()}, deactivated_reason = 'withdrawn'
        WHERE job_id = ${job.id} AND applicant_id = ${ctx.user.id} AND active`,
  );
  return { status: 'applied', result: { jobId: job.id, schoolId: job.school_id } };
};

type StateFlags = Partial<{ hidden: boolean; inactive: boolean; discarded: boolean; viewed: boolean }>;

async function setState(ctx: ActionContext, jobId: string, flags: StateFlags, rule: JobRuleName = 'touch'): Promise<OutboxVerdict> {
  const job = await touchableJob(ctx, jobId, rule);
  if (isVerdict(job)) return job;
  const viewedAt = flags.viewed === true ? ctx.now.toISOString() : null;
  await ctx.tx.execute(sql`
    INSERT INTO job_user_state (job_id, account_id, hidden, inactive, discarded, viewed_at)
    VALUES (${job.id}, ${ctx.user.id}, ${flags.hidden ?? false}, ${flags.inactive ?? false}, ${flags.discarded ?? false}, ${viewedAt})
    ON CONFLICT (job_id, account_id) DO UPDATE SET
      hidden = ${flags.hidden === undefined ? sql`job_user_state.hidden` : sql`${flags.hidden}`},
      inactive = ${flags.inactive === undefined ? sql`job_user_state.inactive` : sql`${flags.inactive}`},
      discarded = ${flags.discarded === undefined ? sql`job_user_state.discarded` : sql`${flags.discarded}`},
      viewed_at = coalesce(job_user_state.viewed_at, EXCLUDED.viewed_at)`);
  return { status: 'applied', result: { jobId: job.id, schoolId: job.school_id } };
}

/** Hide (hidefrom) and restore; inactivate and reactivate; discard; record a view (first view counts). */
export const hideJob: ActionHandler<'hide'> = (ctx, p) => setState(ctx, p.jobId, { hidden: true });
export const restoreJob: ActionHandler<'restore'> = (ctx, p) => setState(ctx, p.jobId, { hidden: false, discarded: false });
export const inactivateJob: ActionHandler<'inactivate'> = (ctx, p) => setState(ctx, p.jobId, { inactive: true });
export const reactivateJob: ActionHandler<'reactivate'> = (ctx, p) => setState(ctx, p.jobId, { inactive: false });
export const discardJob: ActionHandler<'discard'> = (ctx, p) => setState(ctx, p.jobId, { discarded: true });
/** A view counts only of a job in the reader's view (`see`): not one filled by someone else, nor another region's. */
export const viewJob: ActionHandler<'view'> = (ctx, p) => setState(ctx, p.jobId, { viewed: true }, 'see');

/** Block / unblock every job of a school (school_blocks); the school must exist and not be Admin. */
export const blockSchool: ActionHandler<'blockSchool'> = async (ctx, payload) => {
  if (ctx.user.role !== 'user') return forbiddenVerdict(ctx);
  // the block moves the account's row (its profile lists the blocked schools): its lock first (decision 019)
  await lockMe(ctx);
  const school = await queryRows(ctx.tx, sql`SELECT 1 FROM schools WHERE id = ${payload.schoolId} AND NOT is_admin`);
  if (school.length === 0) return rejection(OUTBOX_REJECTIONS.invalid, 'outbox.unknownSchool', ctx.locale);
  await ctx.tx.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${ctx.user.id}, ${payload.schoolId}) ON CONFLICT DO NOTHING`);
  return { status: 'applied', result: { schoolId: payload.schoolId } };
};

export const unblockSchool: ActionHandler<'unblockSchool'> = async (ctx, payload) => {
  if (ctx.user.role !== 'user') return forbiddenVerdict(ctx);
  await lockMe(ctx);
  await ctx.tx.execute(sql`DELETE FROM school_blocks WHERE account_id = ${ctx.user.id} AND school_id = ${payload.schoolId}`);
  return { status: 'applied', result: { schoolId: payload.schoolId } };
};
