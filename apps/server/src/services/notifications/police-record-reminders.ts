import { inTransaction } from '../../db/transaction.ts';
import { sql } from 'drizzle-orm';
import { dayNumber, formatDate, formatLocalDate, helsinkiDateOf, parseLocalDate } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { policeRecordReminders } from '../../db/schema/index.ts';
import { notify } from './notify.ts';
import { scheduleDeliveries } from './delivery-worker.ts';

/**
 * Which reminder is due with `daysLeft` days to go: the 7-day one inside a week, else the 30-day one inside
 * a month (a reminder missed while the server was down is sent late rather than never).
 */
export function reminderDue(daysLeft: number): 30 | 7 | null {
  if (daysLeft < 0) return null;
  if (daysLeft <= 7) return 7;
  if (daysLeft <= 30) return 30;
  return null;
}

/** The background task: each reminder once per account and expiry date (a renewed record is reminded again). */
export async function remindPoliceRecords(deps: AppDeps): Promise<number> {
  const today = helsinkiDateOf(deps.now());
  const todayText = formatLocalDate(today);
  const candidates = await queryRows<{ id: string; expires: string }>(
    deps.database.db,
    sql`SELECT a.id, left(a.profile->'policeRecord'->>'expirationDate', 10) AS expires FROM accounts a
        WHERE a.type_of_user = 'user' AND a.confirmed_at IS NOT NULL AND a.approved AND NOT a.locked
          AND a.profile->'policeRecord'->>'expirationDate' ~ '^\\d{4}-\\d{2}-\\d{2}'
          AND left(a.profile->'policeRecord'->>'expirationDate', 10) BETWEEN ${todayText}
              AND to_char(${todayText}::date + 30, 'YYYY-MM-DD')`,
  );
  let sent = 0;
  for (const c of candidates) {
    const expires = parseLocalDate(c.expires);
    if (expires === null) continue;
    const daysLeft = dayNumber(expires) - dayNumber(today);
    const due = reminderDue(daysLeft);
    if (due === null) continue;
    await inTransaction(deps.database.db, async (tx) => {
      const inserted = await tx
        .insert(policeRecordReminders)
        .values({ accountId: c.id, expirationDate: c.expires, daysBefore: due, createdAt: deps.now() })
        .onConflictDoNothing()
        .returning({ accountId: policeRecordReminders.accountId });
      if (inserted.length === 0) return;
      await notify(deps, { type: 'policeRecordExpiring', accountId: c.id, days: daysLeft, expirationDate: formatDate(c.expires) }, tx);
      sent++;
    });
  }
  if (sent > 0) scheduleDeliveries(deps);
  return sent;
}
