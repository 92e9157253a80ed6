import { sql, type SQL } from 'drizzle-orm';
import { JOB_FACTS, regionCodesOf, type JobFact, type JobFactsForSubstitute, type JobSchedule } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { textArray } from '../../sync/reader.ts';
import type { CallerAccountRow } from '../../sync/action-context.ts';
import { readerJobFacts, readerJobJoins } from './job-rule-sql.ts';

/** One job as a substitute's call on it reads it. */
export interface ActionJob extends JobSchedule, Record<string, unknown> {
  id: string;
  school_id: string;
  chosen_id: string | null;
  expire: Date | string;
  region: string[];
  is_notice: boolean;
}

export const JOB_COLUMNS = sql`j.id, j.school_id, j.chosen_id, j.expire, j.region, s.is_admin AS is_notice,
  j.start_date::text AS "startDate", j.end_date::text AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime"`;

/**
 * The job and the facts of the reader and it, read in one statement with the same SQL of each fact as every other user
 * of the domain's job rule (job-rule-sql.ts); the rule itself is then asked in the domain. `me`: the reader's profile
 * and unavailable jobs (their account row, locked by an action). Undefined when no such job exists, deleted or not.
 */
export async function jobWithFacts(
  db: Executor,
  reader: { id: string; me: CallerAccountRow; now: Date },
  jobId: string,
  lock: SQL = sql``,
): Promise<{ job: ActionJob; facts: JobFactsForSubstitute } | undefined> {
  const id = sql`${reader.id}::uuid`;
  const factSql = readerJobFacts({
    id,
    regions: textArray(regionCodesOf(reader.me.profile)),
    blocked: sql`ARRAY(SELECT school_id FROM school_blocks WHERE account_id = ${id})`,
    unavailable: sql`${textArray(reader.me.unavailable_jobs)}::uuid[]`,
    now: sql`${reader.now.toISOString()}::timestamptz`,
  });
  const columns = sql.join(
    JOB_FACTS.map((fact) => sql`${factSql[fact] ?? sql`false`} AS ${sql.identifier(`fact_${fact}`)}`),
    sql`, `,
  );
  const [row] = await queryRows<ActionJob & Record<`fact_${JobFact}`, boolean>>(
    db,
    sql`SELECT ${JOB_COLUMNS}, ${columns} FROM jobs j ${readerJobJoins(id)} WHERE j.id = ${jobId} ${lock}`,
  );
  if (row === undefined) return undefined;
  const facts = Object.fromEntries(JOB_FACTS.map((fact) => [fact, row[`fact_${fact}`] === true])) as unknown as JobFactsForSubstitute;
  return { job: row, facts };
}
