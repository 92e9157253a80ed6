import { sql } from 'drizzle-orm';
import type { CancellationEntry, CancellationListQuery } from '@vikariat/domain';
import type { AppDeps } from '../../context.ts';
import { queryRows } from '../../db/query.ts';

/**
 * GET /api/admin/cancellations: cancelled bookings, newest first, late ones marked, with each substitute's count of
 * late cancellations of their own (a school's cancellation is no mark on the person): the consent every substitute
 * gives says repeated late cancellations can close the account, and this is where an admin sees them.
 */
export function listCancellations(deps: AppDeps, q: CancellationListQuery): Promise<CancellationEntry[]> {
  const where = [sql`TRUE`];
  if (q.late !== undefined) where.push(sql`c.late = ${q.late === 'true'}`);
  if (q.by !== undefined) where.push(sql`c.cancelled_by = ${q.by}`);
  if (q.from !== undefined) where.push(sql`c.cancelled_at >= (${q.from}::date::timestamp AT TIME ZONE 'Europe/Helsinki')`);
  if (q.to !== undefined) where.push(sql`c.cancelled_at < ((${q.to}::date + 1)::timestamp AT TIME ZONE 'Europe/Helsinki')`);
  return queryRows<CancellationEntry & Record<string, unknown>>(
    deps.database.db,
    sql`SELECT c.id, c.job_id AS "jobId", s.name AS "schoolName", trim(a.first_name || ' ' || a.last_name) AS "substituteName",
          a.email AS "substituteEmail", c.cancelled_by AS "by", COALESCE(c.reason, '') AS reason, c.late,
          c.start_date::text || ' ' || c.start_time AS "jobStart",
          to_char(c.cancelled_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS "cancelledAt",
          (SELECT count(*)::int FROM booking_cancellations l
            WHERE l.substitute_id = c.substitute_id AND l.late AND l.cancelled_by = 'substitute') AS "lateCount"
        FROM booking_cancellations c JOIN schools s ON s.id = c.school_id JOIN accounts a ON a.id = c.substitute_id
        WHERE ${sql.join(where, sql` AND `)}
        ORDER BY c.cancelled_at DESC, c.id LIMIT ${q.limit}`,
  );
}
