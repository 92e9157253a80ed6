import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query.ts';
import type { ActionHandler } from '../../sync/action-context.ts';
import { advanceWaves } from './offer-waves.ts';
import { hideJob } from './substitute-actions.ts';

/**
 * Decline an offer (outbox `declineOffer`, decision 034), applied once like every outbox action: the job is hidden from
 * the person's feed as `hide` does (with its rules: a job they may act on), the offer is marked declined with the
 * optional reason, and when everyone offered so far has declined the next wave goes out in this same transaction.
 * Declining a job never offered (a job found in the feed) only hides it.
 */
export const declineOffer: ActionHandler<'declineOffer'> = async (ctx, p) => {
  const verdict = await hideJob(ctx, { jobId: p.jobId });
  if (verdict.status !== 'applied') return verdict;
  const declined = await queryRows(
    ctx.tx,
    sql`UPDATE offers SET declined_at = ${ctx.now.toISOString()}, decline_reason = ${p.reason ?? null}
        WHERE job_id = ${p.jobId} AND account_id = ${ctx.user.id} AND declined_at IS NULL RETURNING job_id`,
  );
  if (declined.length > 0) await advanceWaves(ctx.deps, ctx.tx, p.jobId, ctx.now);
  return verdict;
};
