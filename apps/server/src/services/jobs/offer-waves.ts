import { sql } from 'drizzle-orm';
import { dueWave, OFFER_RULES, WAVE_TESTS, type OfferWave } from '@vikariat/domain';
import type { BackgroundTask } from '../../background/index.ts';
import type { AppDeps } from '../../context.ts';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { scheduleDeliveries } from '../notifications/index.ts';
import { notifyWithChange } from './job-notifications.ts';
import { offerFactsSql, offerRuleSql } from './offer-rule-sql.ts';

/**
 * Offer waves (issue 23, decision 034): a posted job is offered in waves — wave 1 the school's preferred substitutes
 * who marked the days free, wave 2 who worked at the school before, wave 3 everyone eligible — each after the school's
 * delay, or at once when everyone offered so far declined (an empty wave counts as declined). The waves stop when
 * someone is chosen, the job is deleted, or it starts. One row per job in `offer_waves`, one per person in `offers`.
 */

interface WaveRow extends Record<string, unknown> {
  posted_at: Date | string;
  wave_sent: number;
  sos: boolean;
  sos_minutes: number;
  other_minutes: number;
  stop: boolean;
  started: boolean;
  paused: boolean;
  all_declined: boolean;
}

/**
 * Offers the job in ONE statement (the domain's offer rules as SQL), each person's eligibility tested once: `chain` is
 * the waves that fall due one after another while each turns out empty (a wave of nobody waits for nobody), and the
 * job goes to the people of the first of them that has anyone new; with nobody in any, the last is sent empty. The
 * job's municipalities are matched first, by the accounts' region index (migration 0038): the rule's `inRegions`, so
 * the rest of the rule runs for the people of those municipalities only.
 */
async function offerThrough(tx: Executor, jobId: string, chain: readonly OfferWave[], now: Date): Promise<{ sent: OfferWave; offered: string[] }> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const facts = offerFactsSql(at);
  const last = chain[chain.length - 1] ?? 3;
  const [row] = await queryRows<{ sent: number; offered: string[] }>(
    tx,
    sql`WITH candidate AS MATERIALIZED (
          SELECT a.id AS account_id, x.w1, x.w2, x.free
          FROM jobs j JOIN schools s ON s.id = j.school_id CROSS JOIN accounts a
          CROSS JOIN LATERAL (SELECT ${offerRuleSql(WAVE_TESTS.wave1, facts)} AS w1, ${offerRuleSql(WAVE_TESTS.wave2, facts)} AS w2,
                                     ${facts.freeYes} AS free OFFSET 0) x
          WHERE j.id = ${jobId} AND a.type_of_user = 'user' AND a.confirmed_at IS NOT NULL AND a.approved AND NOT a.locked
            AND profile_region_codes(a.profile) && (SELECT region FROM jobs WHERE id = ${jobId})
            AND ${offerRuleSql(OFFER_RULES.wave3, facts)}
            AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.job_id = j.id AND o.account_id = a.id)
        ), waved AS (
          SELECT account_id, CASE WHEN w1 THEN 1 WHEN w2 THEN 2 ELSE 3 END AS wave,
                 CASE WHEN w1 THEN 'preferred' WHEN w2 THEN 'workedBefore' WHEN free THEN 'freeDay' ELSE 'region' END AS reason
          FROM candidate
        ), due AS (
          SELECT COALESCE((SELECT min(d) FROM unnest(${`{${chain.join(',')}}`}::int[]) AS d WHERE EXISTS (SELECT 1 FROM waved WHERE wave <= d)), ${last}) AS d
        ), offered AS (
          INSERT INTO offers (job_id, account_id, wave, reason, offered_at)
          SELECT ${jobId}, account_id, wave, reason, ${at} FROM waved WHERE wave <= (SELECT d FROM due)
          ON CONFLICT (job_id, account_id) DO NOTHING
          RETURNING account_id
        )
        SELECT (SELECT d FROM due) AS sent, COALESCE((SELECT json_agg(account_id) FROM offered), '[]'::json) AS offered`,
  );
  return { sent: (row?.sent ?? last) as OfferWave, offered: row?.offered ?? [] };
}

/**
 * The waves due now, in turn: the first by the clock (or at once when everyone offered so far declined), and, while
 * everyone so far declined, each next one as if the one before it were empty. The statement sends the first that is not.
 */
function dueChain(row: WaveRow, now: Date): OfferWave[] {
  const delays = { sosMinutes: row.sos_minutes, otherMinutes: row.other_minutes };
  const chain: OfferWave[] = [];
  let sent = row.wave_sent as OfferWave | 0;
  for (;;) {
    const due = row.started ? 3 : dueWave(new Date(row.posted_at), now, delays, row.sos, row.all_declined ? sent : 0);
    if (due <= sent) return chain;
    chain.push(due);
    sent = due;
    // someone in the wave just sent would end the chain: only an empty wave lets the next one follow at once
    if (!row.all_declined) return chain;
  }
}

/**
 * Sends the job's due waves on its locked wave row and records their notifications in the same transaction: two runs
 * at once serialise on the row lock and the second finds the wave sent (and the offers' key offers a person once).
 * Answers the people offered.
 */
export async function advanceWaves(deps: AppDeps, tx: Tx, jobId: string, now: Date): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const [row] = await queryRows<WaveRow>(
    tx,
    sql`SELECT w.posted_at, w.wave_sent, j.sos, s.wave_sos_minutes AS sos_minutes, s.wave_other_minutes AS other_minutes,
               (j.chosen_id IS NOT NULL OR j.deleted_at IS NOT NULL) AS stop, j.paused_at IS NOT NULL AS paused,
               ((j.start_date + j.start_time::time) AT TIME ZONE 'Europe/Helsinki') <= ${at} AS started,
               NOT EXISTS (SELECT 1 FROM offers o WHERE o.job_id = w.job_id AND o.declined_at IS NULL) AS all_declined
        FROM offer_waves w JOIN jobs j ON j.id = w.job_id JOIN schools s ON s.id = j.school_id
        WHERE w.job_id = ${jobId} AND NOT w.done FOR UPDATE OF w`,
  );
  if (row === undefined || row.paused) return [];
  // a job posted after its start goes to everyone at once; a started job's waves stop
  if (row.stop || (row.started && row.wave_sent > 0)) {
    await tx.execute(sql`UPDATE offer_waves SET done = true WHERE job_id = ${jobId}`);
    return [];
  }
  const chain = dueChain(row, now);
  if (chain.length === 0) return [];
  const { sent, offered } = await offerThrough(tx, jobId, chain, now);
  if (sent !== row.wave_sent) {
    await tx.execute(sql`UPDATE offer_waves SET wave_sent = ${sent}, done = ${sent === 3 || row.started} WHERE job_id = ${jobId}`);
  }
  if (offered.length > 0) await notifyWithChange(deps, tx, { type: 'jobOffered', jobId, accountIds: offered });
  return offered;
}

/** At posting, in the posting transaction: the job's waves start, and wave 1 (every wave with delay 0) goes out. */
export async function startWaves(deps: AppDeps, tx: Tx, jobId: string, now: Date): Promise<void> {
  await tx.execute(sql`INSERT INTO offer_waves (job_id, posted_at) VALUES (${jobId}, ${now.toISOString()}) ON CONFLICT DO NOTHING`);
  await advanceWaves(deps, tx, jobId, now);
}

/** Sends every open job's due waves, each job in its own transaction; answers how many people were offered a job. */
export async function sendDueWaves(deps: AppDeps, only?: string): Promise<number> {
  const now = deps.now();
  const open = await queryRows<{ job_id: string }>(
    deps.database.db,
    sql`SELECT job_id FROM offer_waves WHERE NOT done ${only === undefined ? sql`` : sql`AND job_id = ${only}`} ORDER BY posted_at`,
  );
  let offered = 0;
  for (const { job_id } of open) offered += (await inTransaction(deps.database.db, (tx) => advanceWaves(deps, tx, job_id, now))).length;
  if (offered > 0) scheduleDeliveries(deps);
  return offered;
}

/** Leased like every task (decision 036); a wave due between ticks goes out at most this late. */
export const offerWavesTask: BackgroundTask = {
  name: 'offer-waves',
  everyMs: 15_000,
  run: async (deps) => {
    await sendDueWaves(deps);
  },
};
