import { applySchema, blockSchoolSchema, ownerListSchema, substituteCancelSchema, substituteJobSchema, type OutboxVerdict } from '@vikariat/domain';
import { Hono, type Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { AppEnv } from '../context.ts';
import { jobGuard } from '../http/job-guard.ts';
import { readBody } from '../http/validate.ts';
import type { ActionContext } from '../sync/action-context.ts';
import { assertSelf } from '../services/jobs/job-access.ts';
import { inTransaction } from '../db/transaction.ts';
import { scheduleDeliveries } from '../services/notifications/index.ts';
import {
  applyToJob,
  blockSchool,
  discardJob,
  hideJob,
  inactivateJob,
  reactivateJob,
  restoreJob,
  unblockSchool,
  viewJob,
  withdrawApplication,
} from '../services/jobs/substitute-actions.ts';
import { cancelBooking } from '../services/jobs/cancel-booking.ts';
import { acceptInstantJob } from '../services/jobs/instant-accept.ts';
import { offerNoteOf } from '../services/jobs/offer-note.ts';
import { allTemps, openJobCount, personalTemps, substituteJob } from '../services/jobs/substitute-lists.ts';

const STATUS_OF: Record<string, ContentfulStatusCode> = { forbidden: 403, invalid: 400, not_found: 404 };

/**
 * Runs an outbox action online: the same function the sync engine calls, in one transaction. A rejection
 * answers `{code, message, msg, canApplyWithConfirmation?}` (spec 02 §8), 409 unless forbidden/invalid/not found.
 */
async function runOnline<P>(c: Context<AppEnv>, action: (ctx: ActionContext, payload: P) => Promise<OutboxVerdict>, payload: P): Promise<Response> {
  const { deps, user, locale } = c.var;
  const verdict = await inTransaction(deps.database.db, (tx) => action({ tx, user, locale, now: deps.now(), deps }, payload));
  if (verdict.status === 'rejected') {
    return c.json({ ...verdict.data, code: verdict.code, message: verdict.message, msg: verdict.message }, STATUS_OF[verdict.code] ?? 409);
  }
  // an application recorded a notification to the school with the action
  scheduleDeliveries(deps);
  return c.json({ success: true });
}

async function jobOf(c: Context<AppEnv>): Promise<{ jobId: string }> {
  const { jobId, email } = await readBody(c, substituteJobSchema);
  assertSelf(email, c.var.user.email);
  return { jobId };
}

/**
 * The substitute's online calls (spec 02 §7). Paths not shown in the spec: incViewCount →
 * POST /api/users/job/view {uniqueId}; discard → POST /api/users/job/discard {id}; unblock →
 * POST /api/users/school/block {school, block: false}; cancelling a booking (issue 24, not in the spec) →
 * POST /api/users/job/cancel {id, reason}. Accepting an instant SOS job (issue 23, decision 035, online only) →
 * POST /api/users/job/accept {id}. Why the reader was offered a job (issue 23, decision 034) → POST /api/users/job/offer {id}.
 */
export const substituteJobRoutes = new Hono<AppEnv>()
  .post('/users/getalltemp', jobGuard('POST /api/users/getalltemp'), async (c) => {
    assertSelf((await readBody(c, ownerListSchema)).email, c.var.user.email);
    return c.json(await allTemps(c.var.deps, c.var.user, c.var.locale));
  })
  .post('/users/getpersonaltemp', jobGuard('POST /api/users/getpersonaltemp'), async (c) => {
    assertSelf((await readBody(c, ownerListSchema)).email, c.var.user.email);
    return c.json(await personalTemps(c.var.deps, c.var.user));
  })
  .post('/users/temp/count', jobGuard('POST /api/users/temp/count'), async (c) => {
    assertSelf((await readBody(c, ownerListSchema)).email, c.var.user.email);
    return c.json(await openJobCount(c.var.deps, c.var.user));
  })
  .post('/users/get/job', jobGuard('POST /api/users/get/job'), async (c) => {
    const { jobId } = await jobOf(c);
    return c.json(await substituteJob(c.var.deps, c.var.user, jobId, c.var.locale));
  })
  .post('/users/add/applicant', jobGuard('POST /api/users/add/applicant'), async (c) => {
    const { jobId, alreadywarned, email } = await readBody(c, applySchema);
    assertSelf(email, c.var.user.email);
    return runOnline(c, applyToJob, { jobId, alreadywarned });
  })
  .post('/users/removeapplicant', jobGuard('POST /api/users/removeapplicant'), async (c) => runOnline(c, withdrawApplication, await jobOf(c)))
  .post('/users/job/delete', jobGuard('POST /api/users/job/delete'), async (c) => runOnline(c, hideJob, await jobOf(c)))
  .post('/users/job/restore', jobGuard('POST /api/users/job/restore'), async (c) => runOnline(c, restoreJob, await jobOf(c)))
  .post('/users/job/inactive', jobGuard('POST /api/users/job/inactive'), async (c) => runOnline(c, inactivateJob, await jobOf(c)))
  .post('/users/job/reactivate', jobGuard('POST /api/users/job/reactivate'), async (c) => runOnline(c, reactivateJob, await jobOf(c)))
  .post('/users/job/discard', jobGuard('POST /api/users/job/discard'), async (c) => runOnline(c, discardJob, await jobOf(c)))
  .post('/users/job/view', jobGuard('POST /api/users/job/view'), async (c) => runOnline(c, viewJob, await jobOf(c)))
  .post('/users/job/cancel', jobGuard('POST /api/users/job/cancel'), async (c) => {
    const { jobId, reason, email } = await readBody(c, substituteCancelSchema);
    assertSelf(email, c.var.user.email);
    return runOnline(c, cancelBooking, { jobId, reason });
  })
  .post('/users/job/accept', jobGuard('POST /api/users/job/accept'), async (c) => {
    const { jobId } = await jobOf(c);
    const result = await acceptInstantJob(c.var.deps, c.var.user, jobId, c.var.locale);
    return c.json({ success: true, id: result.jobId, deactivated: result.deactivated });
  })
  .post('/users/job/offer', jobGuard('POST /api/users/job/offer'), async (c) => {
    const { jobId } = await jobOf(c);
    return c.json(await offerNoteOf(c.var.deps, c.var.user, jobId));
  })
  .post('/users/school/block', jobGuard('POST /api/users/school/block'), async (c) => {
    const { school, block, email } = await readBody(c, blockSchoolSchema);
    assertSelf(email, c.var.user.email);
    return runOnline(c, block ? blockSchool : unblockSchool, { schoolId: school });
  });
