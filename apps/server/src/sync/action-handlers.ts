import { and, eq, isNull } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import type { Locale, OutboxActionType, OutboxPayload, OutboxVerdict } from '@vikariat/domain';
import { OUTBOX_REJECTIONS } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../context.ts';
import type { Tx } from '../db/client.ts';
import { applications, jobs, jobUserState, schoolBlocks, schools } from '../db/schema/index.ts';
import * as jobActions from '../services/jobs/substitute-actions.ts';
import { cancelBooking } from '../services/jobs/cancel-booking.ts';
import { rejection } from './verdict-messages.ts';

/**
 * The contract between the sync engine and the business rules of each offline action.
 *
 * The sync engine (apps/server/src/sync/outbox-apply.ts) validates the envelope and the payload, opens ONE
 * transaction, records the action id in the ledger and calls the handler with that transaction. A handler:
 * - writes only through `ctx.tx` (its effect commits or rolls back together with the ledger row);
 * - returns a verdict instead of throwing for anything the user should be told (rejections carry a code of
 *   OUTBOX_REJECTIONS and a message in `ctx.locale`); a thrown error is an outage (the client retries);
 * - never has to bump `seq`: the 0003 triggers number every write to a replicated table;
 * - never publishes `changed` events: the 0003 triggers announce every replicated write at commit.
 * The jobs team replaces the bodies below with the full rules (overlap verdicts, ...) by pointing this
 * registry at their functions in services/jobs/substitute-actions.ts.
 */
export interface ActionContext {
  tx: Tx;
  user: AuthUser;
  locale: Locale;
  now: Date;
  deps: AppDeps;
  /**
   * A substitute's account row, locked once for a whole push before its first savepoint (`lockCallerForActions`):
   * the handlers' own lock of it (lockMe) would be one round trip per action, and a lock taken inside a savepoint
   * is released when a rejection rolls back to it. Absent outside a push (the online routes lock it themselves).
   */
  callerRow?: CallerAccountRow | undefined;
}

/** What the actions read of the caller's account under its row lock. */
export interface CallerAccountRow extends Record<string, unknown> {
  profile: Record<string, unknown>;
  unavailable_jobs: string[];
}

export type ActionHandler<T extends OutboxActionType> = (ctx: ActionContext, payload: OutboxPayload<T>) => Promise<OutboxVerdict>;

export type ActionHandlers = { [T in OutboxActionType]: ActionHandler<T> };

const applied: OutboxVerdict = { status: 'applied' };

/** The job as a substitute may act on it: exists, not deleted, not an admin notice. */
async function loadActionableJob(tx: Tx, jobId: string) {
  const [job] = await tx
    .select({ id: jobs.id, schoolId: jobs.schoolId, chosenId: jobs.chosenId, expire: jobs.expire, region: jobs.region })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), isNull(jobs.deletedAt), isNull(jobs.fromAdminType)))
    .for('no key update');
  return job;
}

function requireSubstitute(ctx: ActionContext): OutboxVerdict | undefined {
  return ctx.user.role === 'user' ? undefined : rejection(OUTBOX_REJECTIONS.forbidden, 'outbox.forbidden', ctx.locale);
}

/** Upserts the caller's per-job state row with the given flags. */
async function setJobState(
  ctx: ActionContext,
  jobId: string,
  flags: Partial<{ hidden: boolean; inactive: boolean; discarded: boolean; viewedAt: Date }>,
): Promise<OutboxVerdict> {
  const denied = requireSubstitute(ctx);
  if (denied !== undefined) return denied;
  const job = await loadActionableJob(ctx.tx, jobId);
  if (job === undefined) return rejection(OUTBOX_REJECTIONS.jobClosed, 'outbox.jobClosed', ctx.locale);
  await ctx.tx
    .insert(jobUserState)
    .values({ jobId, accountId: ctx.user.id, ...flags })
    .onConflictDoUpdate({ target: [jobUserState.jobId, jobUserState.accountId], set: flags });
  return applied;
}

export const apply: ActionHandler<'apply'> = async (ctx, payload) => {
  const denied = requireSubstitute(ctx);
  if (denied !== undefined) return denied;
  const job = await loadActionableJob(ctx.tx, payload.jobId);
  if (job === undefined || job.chosenId !== null || job.expire.getTime() <= ctx.now.getTime()) {
    return rejection(OUTBOX_REJECTIONS.jobClosed, 'outbox.jobClosed', ctx.locale);
  }
  const blocked = await ctx.tx
    .select({ schoolId: schoolBlocks.schoolId })
    .from(schoolBlocks)
    .where(and(eq(schoolBlocks.accountId, ctx.user.id), eq(schoolBlocks.schoolId, job.schoolId)));
  if (blocked.length > 0) return rejection(OUTBOX_REJECTIONS.forbidden, 'outbox.forbidden', ctx.locale);
  await ctx.tx
    .insert(applications)
    .values({ id: uuidv7(), jobId: payload.jobId, applicantId: ctx.user.id, createdAt: ctx.now })
    .onConflictDoUpdate({
      target: [applications.jobId, applications.applicantId],
      set: { active: true, withdrawnAt: null, deactivatedReason: null },
    });
  return applied;
};

export const withdraw: ActionHandler<'withdraw'> = async (ctx, payload) => {
  const denied = requireSubstitute(ctx);
  if (denied !== undefined) return denied;
  const job = await loadActionableJob(ctx.tx, payload.jobId);
  if (job === undefined || job.chosenId === ctx.user.id) {
    return rejection(OUTBOX_REJECTIONS.jobClosed, 'outbox.jobClosed', ctx.locale);
  }
  const rows = await ctx.tx
    .update(applications)
    .set({ active: false, withdrawnAt: ctx.now, deactivatedReason: 'withdrawn' })
    .where(and(eq(applications.jobId, payload.jobId), eq(applications.applicantId, ctx.user.id)))
    .returning({ id: applications.id });
  return rows.length > 0 ? applied : rejection(OUTBOX_REJECTIONS.invalid, 'outbox.notApplied', ctx.locale);
};

export const hide: ActionHandler<'hide'> = (ctx, p) => setJobState(ctx, p.jobId, { hidden: true });
export const restore: ActionHandler<'restore'> = (ctx, p) => setJobState(ctx, p.jobId, { hidden: false, discarded: false });
export const inactivate: ActionHandler<'inactivate'> = (ctx, p) => setJobState(ctx, p.jobId, { inactive: true });
export const reactivate: ActionHandler<'reactivate'> = (ctx, p) => setJobState(ctx, p.jobId, { inactive: false });
export const discard: ActionHandler<'discard'> = (ctx, p) => setJobState(ctx, p.jobId, { discarded: true });
export const view: ActionHandler<'view'> = (ctx, p) => setJobState(ctx, p.jobId, { viewedAt: ctx.now });

export const blockSchool: ActionHandler<'blockSchool'> = async (ctx, payload) => {
  const denied = requireSubstitute(ctx);
  if (denied !== undefined) return denied;
  const [school] = await ctx.tx.select({ id: schools.id }).from(schools).where(eq(schools.id, payload.schoolId));
  if (school === undefined) return rejection(OUTBOX_REJECTIONS.invalid, 'outbox.unknownSchool', ctx.locale);
  await ctx.tx.insert(schoolBlocks).values({ accountId: ctx.user.id, schoolId: payload.schoolId }).onConflictDoNothing();
  return applied;
};

export const unblockSchool: ActionHandler<'unblockSchool'> = async (ctx, payload) => {
  const denied = requireSubstitute(ctx);
  if (denied !== undefined) return denied;
  await ctx.tx
    .delete(schoolBlocks)
    .where(and(eq(schoolBlocks.accountId, ctx.user.id), eq(schoolBlocks.schoolId, payload.schoolId)));
  return applied;
};

/** The registry the sync engine dispatches on. Replace an entry to change an action's rules. */
export const actionHandlers: ActionHandlers = {
  apply: jobActions.applyToJob,
  withdraw: jobActions.withdrawApplication,
  hide: jobActions.hideJob,
  restore: jobActions.restoreJob,
  inactivate: jobActions.inactivateJob,
  reactivate: jobActions.reactivateJob,
  discard: jobActions.discardJob,
  blockSchool: jobActions.blockSchool,
  unblockSchool: jobActions.unblockSchool,
  view: jobActions.viewJob,
  cancelBooking,
};

/** Locks the caller's account row for a push's actions (substitutes only act on jobs); see ActionContext.callerRow. */
export function lockCallerForActions(tx: Tx, user: AuthUser): Promise<CallerAccountRow | undefined> {
  return user.role === 'user' ? jobActions.lockSubstitute(tx, user.id) : Promise.resolve(undefined);
}

/** Calls the registry with the payload type narrowed to the action type (one place holds the cast). */
export function runActionHandler<T extends OutboxActionType>(
  type: T,
  ctx: ActionContext,
  payload: OutboxPayload<T>,
): Promise<OutboxVerdict> {
  const handler = actionHandlers[type] as ActionHandler<T>;
  return handler(ctx, payload);
}

