import { sql } from 'drizzle-orm';
import type { NotificationJob } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { jobReaderFacts, jobRuleSql } from '../jobs/job-rule-sql.ts';

export interface Recipient extends Record<string, unknown> {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  site_lang: 1 | 2;
  send_email: boolean;
}

export interface JobFacts extends NotificationJob {
  id: string;
  schoolId: string;
  ownerId: string | null;
  sos: boolean;
  isNotice: boolean;
  region: string[];
}

const RECIPIENT_COLUMNS = sql`a.id, a.email, a.first_name, a.last_name, a.site_lang, a.send_email`;
/** Only people who can act on a notification: confirmed, active, not locked. */
export const REACHABLE = sql`a.confirmed_at IS NOT NULL AND a.approved AND NOT a.locked`;

/**
 * A job's notification facts as columns named like `JobFacts`, over `jobs j JOIN schools s` (loadJob, and a choice's
 * locking read, which plans the substitute's notice from them).
 */
export const JOB_FACTS_COLUMNS = sql`j.id, j.school_id AS "schoolId", j.owner_id AS "ownerId", j.sos, s.is_admin AS "isNotice",
  COALESCE(j.region, '{}') AS region, s.name AS "schoolName", j.start_date::text AS "startDate", j.end_date::text AS "endDate",
  j.start_time AS "startTime", j.end_time AS "endTime"`;

export async function loadJob(db: Executor, jobId: string): Promise<JobFacts | undefined> {
  const rows = await queryRows<JobFacts & Record<string, unknown>>(
    db,
    sql`SELECT ${JOB_FACTS_COLUMNS} FROM jobs j JOIN schools s ON s.id = j.school_id WHERE j.id = ${jobId} AND j.deleted_at IS NULL`,
  );
  return rows[0];
}

/** The substitutes the job rule `offer` admits (its regions, not blocked, not hidden, ...); the offer waves narrow it further. */
export async function substitutesOffered(db: Executor, job: JobFacts, now: Date): Promise<Recipient[]> {
  const offer = jobRuleSql('offer', jobReaderFacts(sql`${now.toISOString()}::timestamptz`));
  return queryRows<Recipient>(
    db,
    sql`SELECT ${RECIPIENT_COLUMNS} FROM jobs j JOIN schools s ON s.id = j.school_id CROSS JOIN accounts a
        WHERE j.id = ${job.id} AND a.type_of_user = 'user' AND ${REACHABLE} AND ${offer}`,
  );
}

/** The reachable ones of the people named (the offer waves' recipients, chosen by the offer rules). */
export function accountsByIds(db: Executor, ids: readonly string[]): Promise<Recipient[]> {
  return queryRows<Recipient>(db, sql`SELECT ${RECIPIENT_COLUMNS} FROM accounts a WHERE a.id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND ${REACHABLE}`);
}

export async function accountById(db: Executor, accountId: string): Promise<Recipient | undefined> {
  const rows = await queryRows<Recipient>(db, sql`SELECT ${RECIPIENT_COLUMNS} FROM accounts a WHERE a.id = ${accountId} AND ${REACHABLE}`);
  return rows[0];
}

export async function firstJob(db: Executor, jobIds: readonly string[]): Promise<JobFacts | undefined> {
  for (const id of jobIds) {
    const job = await loadJob(db, id);
    if (job !== undefined) return job;
  }
  return undefined;
}

/** Who at the school must hear of its booked substitute's cancellation: the job's owner and the school's principals and leaders. */
export function ownerAndLeadersOf(db: Executor, job: JobFacts): Promise<Recipient[]> {
  return queryRows<Recipient>(
    db,
    sql`SELECT ${RECIPIENT_COLUMNS} FROM accounts a
        WHERE ${REACHABLE} AND (a.id = ${job.ownerId}
          OR (a.type_of_user IN ('principal', 'ledare')
              AND (a.school_id = ${job.schoolId} OR a.id IN (SELECT ps.account_id FROM principal_schools ps WHERE ps.school_id = ${job.schoolId}))))`,
  );
}
