import { sql } from 'drizzle-orm';
import { dueWave, type OfferWave } from '@vikariat/domain';
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

/** Offers the job to everyone in waves up to `due` not offered it yet (ONE statement: the domain's offer rules as SQL). */
async function offerThrough(tx: Executor, jobId: string, due: OfferWave, now: Date): Promise<string[]> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const facts = offerFactsSql(at);
  const rows = await queryRows<{ account_id: string }>(
    tx,
    sql`INSERT INTO offers (job_id, account_id, wave, reason, offered_at)
        SELECT j.id, a.id, x.wave, x.reason, ${at}
        FROM jobs j JOIN schools s ON s.id = j.school_id CROSS JOIN accounts a
        CROSS JOIN LATERAL (SELECT
            CASE WHEN ${offerRuleSql('wave1', facts)} THEN 1 WHEN ${offerRuleSql('wave2', facts)} THEN 2 ELSE 3 END AS wave,
            CASE WHEN ${offerRuleSql('wave1', facts)} THEN 'preferred' WHEN ${offerRuleSql('wave2', facts)} THEN 'workedBefore'
                 WHEN ${facts.freeYes} THEN 'freeDay' ELSE 'region' END AS reason) x
        WHERE j.id = ${jobId} AND a.type_of_user = 'user' AND a.confirmed_at IS NOT NULL AND a.approved AND NOT a.locked
          AND ${offerRuleSql('wave3', facts)} AND x.wave <= ${due}
        ON CONFLICT (job_id, account_id) DO NOTHING
        RETURNING account_id`,
  );
  return rows.map((r) => r.account_id);
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
  const delays = { sosMinutes: row.sos_minutes, otherMinutes: row.other_minutes };
  const postedAt = new Date(row.posted_at);
  let sent = row.wave_sent;
  let allDeclined = row.all_declined;
  const offered: string[] = [];
  for (;;) {
    const due = row.started ? 3 : dueWave(postedAt, now, delays, row.sos, allDeclined ? (sent as OfferWave | 0) : 0);
    if (due <= sent) break;
    const people = await offerThrough(tx, jobId, due, now);
    offered.push(...people);
    sent = due;
    // nobody new in the waves just sent: the next one is due at once (a wave of nobody waits for nobody)
    allDeclined = allDeclined && people.length === 0;
  }
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
