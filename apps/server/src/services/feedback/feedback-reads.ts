import { sql } from 'drizzle-orm';
import { suggestsKeeping, summarise, type FeedbackAggregates, type FeedbackHistory } from '@vikariat/domain';
import type { AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { forbidden } from '../../http/errors.ts';

/**
 * What is read of the feedback (decision 031): a school its own ratings of one substitute (never another school's,
 * never the substitute's of the school); admins only aggregates.
 */

interface HistoryRow extends Record<string, unknown> {
  job_id: string;
  school_name: string;
  date: string;
  rating: number;
  comment: string;
  author: string | null;
}

/** POST /api/principals/feedback/history {email}: the caller's schools' feedback about the substitute, newest first. */
export async function feedbackHistory(db: Executor, user: AuthUser, email: string): Promise<FeedbackHistory> {
  if (user.role === 'user' || user.role === 'admin') throw forbidden();
  const schools =
    user.schoolIds.length === 0
      ? sql`NULL::uuid`
      : sql.join(
          user.schoolIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        );
  const rows = await queryRows<HistoryRow>(
    db,
    sql`SELECT f.job_id, s.name AS school_name, f.job_end_date::text AS date, f.rating, f.comment,
          nullif(trim(a.first_name || ' ' || a.last_name), '') AS author
        FROM job_feedback f JOIN accounts p ON p.id = f.substitute_id JOIN schools s ON s.id = f.school_id
        LEFT JOIN accounts a ON a.id = f.author_id
        WHERE f.side = 'school' AND p.email = ${email} AND p.type_of_user = 'user' AND f.school_id IN (${schools})
        ORDER BY f.job_end_date DESC, f.updated_at DESC`,
  );
  const [listed] = await queryRows<{ preferred: boolean }>(
    db,
    sql`SELECT EXISTS (SELECT 1 FROM school_preferred sp JOIN accounts p ON p.id = sp.account_id WHERE p.email = ${email} AND sp.school_id IN (${schools})) AS preferred`,
  );
  const ratings = rows.map((r) => Number(r.rating));
  return {
    entries: rows.map((r) => ({ jobId: r.job_id, schoolName: r.school_name, date: r.date, rating: Number(r.rating), comment: r.comment, author: r.author ?? '' })),
    ...summarise(ratings),
    suggestKeeping: suggestsKeeping(ratings),
    // on the preferred list of one of the reader's schools (issue 23): then there is nothing to suggest
    preferred: listed?.preferred === true,
  };
}

/** GET /api/admin/feedback: substitutes' ratings of each school (count, average); ratings each substitute received (count). */
export async function feedbackAggregates(db: Executor): Promise<FeedbackAggregates> {
  const schools = await queryRows<{ school_id: string; name: string; count: number; average: number | string | null }>(
    db,
    sql`SELECT s.id AS school_id, s.name, count(*)::int AS count, round(avg(f.rating), 1) AS average
        FROM job_feedback f JOIN schools s ON s.id = f.school_id WHERE f.side = 'substitute'
        GROUP BY s.id, s.name ORDER BY lower(s.name), s.id`,
  );
  const substitutes = await queryRows<{ email: string; name: string; count: number }>(
    db,
    sql`SELECT p.email, trim(p.first_name || ' ' || p.last_name) AS name, count(*)::int AS count
        FROM job_feedback f JOIN accounts p ON p.id = f.substitute_id WHERE f.side = 'school'
        GROUP BY p.id, p.email, p.first_name, p.last_name ORDER BY count(*) DESC, p.email`,
  );
  return {
    schools: schools.map((s) => ({ schoolId: s.school_id, name: s.name, count: Number(s.count), average: s.average === null ? null : Number(s.average) })),
    substitutes: substitutes.map((s) => ({ email: s.email, name: s.name, count: Number(s.count) })),
  };
}
