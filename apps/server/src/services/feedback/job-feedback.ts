import { sql } from 'drizzle-orm';
import {
  FEEDBACK_WINDOW_DAYS,
  dayNumber,
  dateOfDayNumber,
  feedbackWindow,
  formatLocalDate,
  helsinkiDateOf,
  isSchoolRole,
  jobEndMinutes,
  localise,
  MINUTES_PER_DAY,
  schoolJobAccess,
  type FeedbackJob,
  type FeedbackSave,
  type FeedbackSide,
  type JobSchedule,
  type Locale,
} from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';

/**
 * Feedback after a job (issue 24, decision 031): the school (whoever manages the job: its principals and leaders, the
 * owning teacher) rates the chosen substitute, the chosen substitute rates the school; one row per side per job,
 * changed in place while the window is open. Read back only by the side that wrote it (and the school's history).
 * The job's tombstone still counts (jobs are tombstoned 24 h after their end, the window is longer).
 */

const M = {
  notFound: 'Vikariatet finns inte.|Sijaisuutta ei löydy.',
  notEnded: 'Du kan ge omdöme när vikariatet är slut.|Voit antaa palautetta, kun sijaisuus on päättynyt.',
  closed: `Omdöme kan ges ${FEEDBACK_WINDOW_DAYS} dagar efter vikariatet.|Palautetta voi antaa ${FEEDBACK_WINDOW_DAYS} päivää sijaisuuden jälkeen.`,
  noSubstitute: 'Ingen vikarie var vald för vikariatet.|Sijaisuuteen ei valittu sijaista.',
} as const;

export const FEEDBACK_ERRORS = { notEnded: 'job_not_ended', closed: 'feedback_closed', noSubstitute: 'no_substitute' } as const;

interface FeedbackJobRow extends Record<string, unknown> {
  id: string;
  school_id: string;
  school_name: string;
  owner_id: string | null;
  chosen_id: string | null;
  is_admin: boolean;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  substitute_name: string | null;
  substitute_email: string | null;
  rating: number | null;
  comment: string | null;
  updated_at: Date | string | null;
}

/** The side a role writes for: a substitute rates the school, school staff rate the substitute; nobody else. */
export function sideOf(user: AuthUser): FeedbackSide {
  if (user.role === 'user') return 'substitute';
  if (isSchoolRole(user.role)) return 'school';
  throw forbidden();
}

const SELECT = (side: FeedbackSide) => sql`
  SELECT j.id, j.school_id, s.name AS school_name, j.owner_id, j.chosen_id, s.is_admin,
    j.start_date::text AS "startDate", j.end_date::text AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime",
    trim(c.first_name || ' ' || c.last_name) AS substitute_name, c.email AS substitute_email,
    f.rating, f.comment, f.updated_at
  FROM jobs j JOIN schools s ON s.id = j.school_id
  LEFT JOIN accounts c ON c.id = j.chosen_id
  LEFT JOIN job_feedback f ON f.job_id = j.id AND f.side = ${side}`;

/** The moment the window closes: the job's end on the wall clock plus the window, as an instant (Helsinki offset). */
function openUntil(job: JobSchedule): string {
  const end = jobEndMinutes(job) + FEEDBACK_WINDOW_DAYS * MINUTES_PER_DAY;
  const date = formatLocalDate(dateOfDayNumber(Math.floor(end / MINUTES_PER_DAY)));
  const minutes = end % MINUTES_PER_DAY;
  return `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

const asJob = (row: FeedbackJobRow, side: FeedbackSide): FeedbackJob => ({
  jobId: row.id,
  side,
  schoolName: row.school_name,
  about: side === 'school' ? (row.substitute_name ?? '') : row.school_name,
  aboutEmail: side === 'school' ? row.substitute_email : null,
  startDate: row.startDate,
  endDate: row.endDate,
  openUntil: openUntil(row),
  rating: row.rating === null ? null : Number(row.rating),
  comment: row.comment ?? '',
  updatedAt: row.updated_at === null ? null : new Date(row.updated_at).toISOString(),
});

/** POST /api/shared/feedback/jobs: the caller's ended jobs with someone chosen whose window is open, soonest closing first. */
export async function listFeedbackJobs(deps: AppDeps, user: AuthUser): Promise<FeedbackJob[]> {
  const side = sideOf(user);
  const now = deps.now();
  const today = dayNumber(helsinkiDateOf(now));
  // a night job ends the day after its end date: one day of slack, the window is decided per job below
  const since = formatLocalDate(dateOfDayNumber(today - FEEDBACK_WINDOW_DAYS - 1));
  const whose =
    side === 'substitute'
      ? sql`j.chosen_id = ${user.id}`
      : user.schoolIds.length === 0
        ? sql`false`
        : sql`j.chosen_id IS NOT NULL AND j.school_id IN (${sql.join(
            user.schoolIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )}) AND (${user.role !== 'teacher'} OR j.owner_id = ${user.id})`;
  const rows = await queryRows<FeedbackJobRow>(
    deps.database.db,
    sql`${SELECT(side)} WHERE ${whose} AND NOT s.is_admin AND j.end_date >= ${since}::date ORDER BY j.end_date, j.end_time, j.id`,
  );
  return rows.filter((row) => feedbackWindow(row, now) === 'open').map((row) => asJob(row, side));
}

async function loadFeedbackJob(db: Executor, side: FeedbackSide, jobId: string): Promise<FeedbackJobRow | undefined> {
  const [row] = await queryRows<FeedbackJobRow>(db, sql`${SELECT(side)} WHERE j.id = ${jobId} FOR NO KEY UPDATE OF j`);
  return row;
}

/** POST /api/shared/feedback/save {jobId, rating, comment}: gives or changes the caller's side's feedback on the job. */
export async function saveFeedback(deps: AppDeps, user: AuthUser, payload: FeedbackSave, locale: Locale): Promise<FeedbackJob> {
  const side = sideOf(user);
  const now = deps.now();
  return inTransaction(deps.database.db, async (tx) => {
    const job = await loadFeedbackJob(tx, side, payload.jobId);
    const facts = job && { schoolId: job.school_id, ownerId: job.owner_id, chosenId: job.chosen_id, isNotice: job.is_admin };
    // a job not the caller's is answered as one not there (decision 043): the school's side by `schoolJobAccess`, a
    // substitute's unless they were chosen
    const mine = side === 'substitute' ? job?.chosen_id === user.id : schoolJobAccess(user, facts) === 'allowed';
    if (job === undefined || !mine) throw notFound(localise(M.notFound, locale));
    if (job.chosen_id === null) throw conflict(FEEDBACK_ERRORS.noSubstitute, localise(M.noSubstitute, locale));
    const window = feedbackWindow(job, now);
    if (window === 'not_ended') throw conflict(FEEDBACK_ERRORS.notEnded, localise(M.notEnded, locale));
    if (window === 'closed') throw conflict(FEEDBACK_ERRORS.closed, localise(M.closed, locale));
    const at = now.toISOString();
    await tx.execute(sql`INSERT INTO job_feedback (job_id, side, school_id, substitute_id, author_id, job_end_date, rating, comment, created_at, updated_at)
      VALUES (${job.id}, ${side}, ${job.school_id}, ${job.chosen_id}, ${user.id}, ${job.endDate}::date, ${payload.rating}, ${payload.comment}, ${at}, ${at})
      ON CONFLICT (job_id, side) DO UPDATE SET rating = EXCLUDED.rating, comment = EXCLUDED.comment, author_id = EXCLUDED.author_id,
        substitute_id = EXCLUDED.substitute_id, updated_at = EXCLUDED.updated_at`);
    return asJob({ ...job, rating: payload.rating, comment: payload.comment, updated_at: at }, side);
  });
}
