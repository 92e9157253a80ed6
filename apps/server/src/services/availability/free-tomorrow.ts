import { sql } from 'drizzle-orm';
import { addDays, formatLocalDate, helsinkiDateOf, helsinkiWallClockMinutes, nextSchoolDay, weekdayOf } from '@vikariat/domain';
import type { BackgroundTask } from '../../background/index.ts';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { notify } from '../notifications/notify.ts';
import { scheduleDeliveries } from '../notifications/delivery-worker.ts';

/**
 * The evening window, Finnish wall clock (decision 037): from 18:00, so the answer is there before the morning's
 * absences are posted; not after 22:00, so a server that was down all evening does not wake anyone at midnight.
 */
export const ASK_FROM_MINUTE = 18 * 60;
export const ASK_UNTIL_MINUTE = 22 * 60;

/**
 * The day to ask about at `now`: tomorrow, in the evening window, when tomorrow is a school day. Friday and Saturday
 * evenings ask nothing (nobody books a substitute for the weekend); Sunday evening asks about Monday.
 */
export function dayToAsk(now: Date): string | null {
  const minute = ((helsinkiWallClockMinutes(now) % 1440) + 1440) % 1440;
  if (minute < ASK_FROM_MINUTE || minute >= ASK_UNTIL_MINUTE) return null;
  const today = formatLocalDate(helsinkiDateOf(now));
  const tomorrow = addDays(today, 1);
  return nextSchoolDay(today) === tomorrow ? tomorrow : null;
}

/**
 * Asks "Are you free tomorrow?" of every substitute who has the question on, whose tomorrow is unknown (no day entry
 * and no weekly pattern says anything about either part) and who is not chosen for a job that day. Exactly once per
 * person and day: the ledger row and the deliveries are written in one transaction, and a second run (or another
 * node) finds the row. Answers how many were asked.
 */
export async function askFreeTomorrow(deps: AppDeps): Promise<number> {
  const date = dayToAsk(deps.now());
  if (date === null) return 0;
  const weekday = weekdayOf(date);
  const candidates = await queryRows<{ id: string }>(
    deps.database.db,
    sql`SELECT a.id FROM accounts a
        WHERE a.type_of_user = 'user' AND a.confirmed_at IS NOT NULL AND a.approved AND NOT a.locked AND a.ask_free_tomorrow
          AND NOT EXISTS (SELECT 1 FROM free_tomorrow_asks f WHERE f.account_id = a.id AND f.date = ${date}::date)
          AND NOT EXISTS (SELECT 1 FROM availability_days d WHERE d.account_id = a.id AND d.date = ${date}::date
                            AND (d.morning IS NOT NULL OR d.afternoon IS NOT NULL))
          AND NOT EXISTS (SELECT 1 FROM availability_patterns p WHERE p.account_id = a.id AND p.weekday = ${weekday}
                            AND (p.morning IS NOT NULL OR p.afternoon IS NOT NULL))
          AND NOT EXISTS (SELECT 1 FROM jobs j WHERE j.chosen_id = a.id AND j.deleted_at IS NULL
                            AND ${date}::date BETWEEN j.start_date AND j.end_date)`,
  );
  let asked = 0;
  for (const c of candidates) {
    await inTransaction(deps.database.db, async (tx) => {
      const inserted = await queryRows<{ account_id: string }>(
        tx,
        sql`INSERT INTO free_tomorrow_asks (account_id, date, created_at) VALUES (${c.id}, ${date}::date, ${deps.now().toISOString()}::timestamptz)
            ON CONFLICT DO NOTHING RETURNING account_id`,
      );
      if (inserted.length === 0) return;
      await notify(deps, { type: 'freeTomorrow', accountId: c.id, date }, tx);
      asked++;
    });
  }
  if (asked > 0) scheduleDeliveries(deps);
  return asked;
}

/** Every 10 minutes: the first run after 18:00 asks; the ledger keeps the later ones (and other nodes) silent. */
export const freeTomorrowTask: BackgroundTask = {
  name: 'free-tomorrow-question',
  everyMs: 10 * 60_000,
  run: async (deps) => {
    await askFreeTomorrow(deps);
  },
};
