import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/query.ts';
import type { ActionHandler } from '../../sync/action-context.ts';
import { advanceWaves } from './offer-waves.ts';
import { hideJob } from './substitute-actions.ts';

/**
 * Decline an offer (outbox `declineOffer`, decision 034), applied once like every outbox action: the job is hidden from
 * the person's feed as `hide` does (with its rules: a job they may act on), the offer is marked declined with the
 * optional reason, and when everyone offered so far has declined the next wave goes out in this same transaction.
 * A second decline of the same offer (the reason, given after the one-tap decline) keeps the first time and adds the
 * reason. Declining a job never offered (a job found in the feed) only hides it.
 */
export const declineOffer: ActionHandler<'declineOffer'> = async (ctx, p) => {
  const verdict = await hideJob(ctx, { jobId: p.jobId });
  if (verdict.status !== 'applied') return verdict;
  // the row as it was (locked) tells a first decline from a reason added to one
  const declined = await queryRows<{ first: boolean }>(
    ctx.tx,
    sql`UPDATE offers o SET declined_at = COALESCE(o.declined_at, ${ctx.now.toISOString()}), decline_reason = COALESCE(${p.reason ?? null}, o.decline_reason)
        FROM (SELECT declined_at FROM offers WHERE job_id = ${p.jobId} AND account_id = ${ctx.user.id} FOR UPDATE) was
        WHERE o.job_id = ${p.jobId} AND o.account_id = ${ctx.user.id} RETURNING was.declined_at IS NULL AS first`,
  );
  if (declined[0]?.first === true) await advanceWaves(ctx.deps, ctx.tx, p.jobId, ctx.now);
  return verdict;
};
