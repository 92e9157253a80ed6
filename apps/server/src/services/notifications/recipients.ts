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
const REACHABLE = sql`a.confirmed_at IS NOT NULL AND a.approved AND NOT a.locked`;

interface JobRow extends Record<string, unknown> {
  id: string;
  school_id: string;
  owner_id: string | null;
  sos: boolean;
  region: string[] | null;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  school_name: string;
  is_admin: boolean;
}

export async function loadJob(db: Executor, jobId: string): Promise<JobFacts | undefined> {
  const rows = await queryRows<JobRow>(
    db,
    sql`SELECT j.id, j.school_id, j.owner_id, j.sos, j.region, j.start_date::text AS start_date, j.end_date::text AS end_date,
               j.start_time, j.end_time, s.name AS school_name, s.is_admin
        FROM jobs j JOIN schools s ON s.id = j.school_id WHERE j.id = ${jobId} AND j.deleted_at IS NULL`,
  );
  const r = rows[0];
  if (r === undefined) return undefined;
  return {
    id: r.id,
    schoolId: r.school_id,
    ownerId: r.owner_id,
    sos: r.sos,
    isNotice: r.is_admin,
    region: r.region ?? [],
    schoolName: r.school_name,
    startDate: r.start_date,
    endDate: r.end_date,
    startTime: r.start_time,
    endTime: r.end_time,
  };
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
