import { sql, type SQL } from 'drizzle-orm';
import type { HoursEntry, HoursStatus, JobSchedule, WorkedTime } from '@vikariat/domain';
import type { Executor, Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/**
 * The stored day of hours (job_hours, migration 0021) and the job it belongs to. One place builds an entry's JSON, so
 * the job documents (school and substitute), the month view and the exports read the same fields.
 */

/** An entry as JSON, over `job_hours h` (the shape of the domain's HoursEntry). */
export const hoursEntryJson = sql`json_build_object('jobId', h.job_id, 'day', h.day::text, 'start', h.start_time, 'end', h.end_time,
  'breakMinutes', h.break_minutes, 'lessons', h.lessons, 'status', h.status, 'late', h.late, 'note', h.note,
  'reviewedBy', h.reviewed_by_name, 'reviewedAt', h.reviewed_at, 'submitted', h.submitted)`;

/** The job's entries in day order, for its documents: the substitute's own (or all, for its school). */
export const hoursOfJobSql = (substituteId?: SQL): SQL =>
  sql`COALESCE((SELECT json_agg(${hoursEntryJson} ORDER BY h.day) FROM job_hours h WHERE h.job_id = j.id
    ${substituteId === undefined ? sql`` : sql`AND h.substitute_id = ${substituteId}`}), '[]'::json)`;

export interface HoursJob extends JobSchedule, Record<string, unknown> {
  id: string;
  school_id: string;
  chosen_id: string | null;
  type_of_temp: number;
  other_txt: string;
  notice: boolean;
  /** the job's school asks for lessons taught (migration 0029) */
  ask_lessons: boolean;
}

/**
 * The job under its row lock, tombstoned or not: hours are given and reviewed after the job's end, and the expiry
 * tombstones it 24 h after. Writers of a job's hours serialise on this lock.
 */
export async function lockHoursJob(tx: Tx, jobId: string): Promise<HoursJob | undefined> {
  const [job] = await queryRows<HoursJob>(
    tx,
    sql`SELECT j.id, j.school_id, j.chosen_id, j.type_of_temp, j.other_txt, j.from_admin_type IS NOT NULL AS notice,
        j.start_date::text AS "startDate", j.end_date::text AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime",
        (SELECT s.ask_lessons FROM schools s WHERE s.id = j.school_id) AS ask_lessons
      FROM jobs j WHERE j.id = ${jobId} FOR NO KEY UPDATE OF j`,
  );
  return job;
}

export interface StoredHours extends Record<string, unknown> {
  id: string;
  school_id: string;
  substitute_id: string;
  status: HoursStatus;
  entry: HoursEntry;
  /** the schedule copied from the job (it outlives the job) */
  scheduled_start: string;
  scheduled_end: string;
  ask_lessons: boolean;
}

/** The day's entry, locked (undefined when none was given). */
export async function lockStoredHours(tx: Executor, jobId: string, day: string): Promise<StoredHours | undefined> {
  const [row] = await queryRows<StoredHours>(
    tx,
    sql`SELECT h.id, h.school_id, h.substitute_id, h.status, ${hoursEntryJson} AS entry, h.scheduled_start, h.scheduled_end,
        (SELECT s.ask_lessons FROM schools s WHERE s.id = h.school_id) AS ask_lessons
      FROM job_hours h WHERE h.job_id = ${jobId} AND h.day = ${day} FOR NO KEY UPDATE OF h`,
  );
  return row;
}

/** The times alone, as the correction keeps what the substitute gave. */
export const workedTimeOf = (e: WorkedTime): WorkedTime => ({ start: e.start, end: e.end, breakMinutes: e.breakMinutes, lessons: e.lessons });
