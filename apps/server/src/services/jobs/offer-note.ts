import { sql } from 'drizzle-orm';
import type { OfferNote, OfferReason, OfferWave } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';

/**
 * Why the reader was offered the job (decision 034's `offers` row): their own row only, keyed by their session's
 * account, so the answer never says anything about another person. No row is `{offer: null}`, for any job id: whether
 * a job exists is not told here.
 */
export async function offerNoteOf(deps: AppDeps, user: AuthUser, jobId: string): Promise<OfferNote> {
  const [row] = await queryRows<{ wave: OfferWave; reason: OfferReason; offered_at: string | Date }>(
    deps.database.db,
    sql`SELECT o.wave, o.reason, o.offered_at FROM offers o WHERE o.job_id = ${jobId} AND o.account_id = ${user.id}`,
  );
  if (row === undefined) return { offer: null };
  return { offer: { wave: row.wave, reason: row.reason, offeredAt: new Date(row.offered_at).toISOString() } };
}
