import { sql } from 'drizzle-orm';
import { conflictsWithin2h, hasDayStarted, type JobSchedule } from '@vikariat/domain';
import type { Tx } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { textArray } from '../../sync/reader.ts';

/**
 * Ending a booking, whichever way it ends (the school unchooses, either side cancels, the school removes the job):
 * nobody is chosen any more, the applications the choice had deactivated come back, and the person's hours of days not
 * yet started go. One place, so every way out of a booking does all of it alike. Run inside the caller's transaction,
 * after its locks (the substitute's account row, then the job row: decision 019).
 */

/** The `deactivated_reason` a choice gives the substitute's colliding applications. */
export const overlapReason = (jobId: string) => `chosen_overlap:${jobId}`;

interface ScheduledRow extends JobSchedule, Record<string, unknown> {
  id: string;
}

const SCHEDULE = sql`j.start_date::text AS "startDate", j.end_date::text AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime"`;

/**
 * Clears the choice and reactivates the applications it deactivated, except those that collide with another job the
 * substitute is still chosen for. Answers the jobs whose applications came back.
 */
export async function releaseBooking(tx: Tx, substituteId: string, jobId: string, now: Date): Promise<string[]> {
  const [job] = await queryRows<ScheduledRow>(
    tx,
    sql`UPDATE jobs j SET chosen_id = NULL, chosen_at = NULL, updated_at = ${now.toISOString()} WHERE j.id = ${jobId} RETURNING j.id, ${SCHEDULE}`,
  );
  if (job !== undefined) await dropHoursAhead(tx, substituteId, job, now);
  const stillChosen = await queryRows<ScheduledRow>(
    tx,
    sql`SELECT j.id, ${SCHEDULE} FROM jobs j WHERE j.chosen_id = ${substituteId} AND j.id <> ${jobId} AND j.deleted_at IS NULL`,
  );
  const deactivated = await queryRows<ScheduledRow>(
    tx,
    sql`SELECT j.id, ${SCHEDULE} FROM applications ap JOIN jobs j ON j.id = ap.job_id
        WHERE ap.applicant_id = ${substituteId} AND ap.deactivated_reason = ${overlapReason(jobId)} AND j.deleted_at IS NULL`,
  );
  const back = deactivated.filter((other) => !stillChosen.some((chosen) => conflictsWithin2h(other, chosen))).map((other) => other.id);
  if (back.length > 0) {
    await tx.execute(
      sql`UPDATE applications SET active = true, deactivated_reason = NULL
          WHERE applicant_id = ${substituteId} AND job_id IN (${sql.join(
            back.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
  }
  return back;
}

/**
 * The person's hours of the job's days not yet started (domain `hasDayStarted`): a day they will not work must not reach
 * payroll. Writers of a job's hours serialise on the job row, which the caller holds; days already worked stay.
 */
async function dropHoursAhead(tx: Tx, substituteId: string, job: ScheduledRow, now: Date): Promise<void> {
  const given = await queryRows<{ id: string; day: string }>(
    tx,
    sql`SELECT id, day::text AS day FROM job_hours WHERE job_id = ${job.id} AND substitute_id = ${substituteId}`,
  );
  const ahead = given.filter((h) => !hasDayStarted(job, h.day, now)).map((h) => h.id);
  if (ahead.length > 0) await tx.execute(sql`DELETE FROM job_hours WHERE id = ANY(${textArray(ahead)}::uuid[])`);
}
