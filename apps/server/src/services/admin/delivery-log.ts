import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/query.ts';

export interface DeliveryLogQuery {
  status?: 'pending' | 'sending' | 'sent' | 'failed' | undefined;
  channel?: 'push' | 'email' | undefined;
  email?: string | undefined;
  before?: string | undefined;
  limit: number;
}

/** GET /api/admin/deliveries: the notification delivery log, newest first (paged by `before`). */
export async function deliveryLog(deps: AppDeps, q: DeliveryLogQuery) {
  const where = [sql`TRUE`];
  if (q.status !== undefined) where.push(sql`d.status = ${q.status}`);
  if (q.channel !== undefined) where.push(sql`d.channel = ${q.channel}`);
  if (q.email !== undefined) where.push(sql`a.email = ${q.email.toLowerCase()}`);
  if (q.before !== undefined) where.push(sql`d.created_at < ${q.before}::timestamptz`);
  return queryRows(
    deps.database.db,
    sql`SELECT d.id, d.event, d.channel, d.target, d.status, d.attempts, d.last_error AS "lastError",
               d.created_at AS "createdAt", d.sent_at AS "sentAt", d.next_attempt_at AS "nextAttemptAt",
               a.email AS "accountEmail", d.payload->>'title' AS title, d.payload->>'subject' AS subject
        FROM notification_deliveries d LEFT JOIN accounts a ON a.id = d.account_id
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY d.created_at DESC, d.id LIMIT ${q.limit}`,
  );
}
