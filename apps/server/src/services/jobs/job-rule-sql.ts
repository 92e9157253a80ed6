import { foldJobRule, JOB_RULES, type JobFact, type JobRuleName } from '@vikariat/domain';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The domain's one job rule (`JOB_RULES`, domain/src/jobs/job-visibility.ts) as SQL: the rule is folded over the SQL of
 * each fact in the caller's query, so every query asks the same rule. Two shapes of query supply the facts:
 * - one reader, many jobs (`readerJobFacts`): the jobs projection, the online lists, the substitute's actions;
 * - one job, many readers (`jobReaderFacts`): who is offered a job (the notification recipients).
 * `job-visibility.pg.test.ts` holds every user equal to the domain's rule on the same data.
 */
export type JobFactSql = Readonly<Partial<Record<JobFact, SQL>>>;

export function jobRuleSql(name: JobRuleName, facts: JobFactSql): SQL {
  return foldJobRule(
    JOB_RULES[name],
    (fact) => {
      const expression = facts[fact];
      if (expression === undefined) throw new Error(`the fact ${fact} has no SQL in this query`);
      return sql`(${expression})`;
    },
    {
      not: (value) => sql`(NOT ${value})`,
      all: (values) => sql`(${sql.join(values, sql` AND `)})`,
      any: (values) => sql`(${sql.join(values, sql` OR `)})`,
    },
  );
}

/** A reader's facts, as SQL: their id, their regions (text[]), blocked schools (uuid[]), unavailable jobs (uuid[]). */
export interface ReaderSql {
  id: SQL;
  regions: SQL;
  blocked: SQL;
  unavailable?: SQL;
  now?: SQL;
}

/**
 * The facts of one reader and the jobs of a query that joins `jobs j`, `schools s ON s.id = j.school_id`, and LEFT JOINs
 * the reader's `job_user_state st` and `applications a` of the job. Each is a boolean that is never NULL.
 */
export function readerJobFacts(reader: ReaderSql): JobFactSql {
  return {
    deleted: sql`j.deleted_at IS NOT NULL`,
    notice: sql`s.is_admin`,
    paused: sql`j.paused_at IS NOT NULL`,
    chosen: sql`j.chosen_id IS NOT NULL`,
    chosenMe: sql`j.chosen_id IS NOT DISTINCT FROM ${reader.id}`,
    applied: sql`a.id IS NOT NULL`,
    inRegions: sql`j.region && ${reader.regions}`,
    blocked: sql`j.school_id = ANY(${reader.blocked})`,
    schoolBlockedMe: sql`EXISTS (SELECT 1 FROM school_blocked sb WHERE sb.school_id = j.school_id AND sb.account_id = ${reader.id})`,
    hidden: sql`COALESCE(st.hidden, false)`,
    discarded: sql`COALESCE(st.discarded, false)`,
    ...(reader.now === undefined ? {} : { expired: sql`j.expire <= ${reader.now}` }),
    ...(reader.unavailable === undefined ? {} : { unavailable: sql`j.id = ANY(${reader.unavailable})` }),
  };
}

/** The joins `readerJobFacts` reads from, for the reader `me`. */
export const readerJobJoins = (me: SQL) => sql`JOIN schools s ON s.id = j.school_id
  LEFT JOIN job_user_state st ON st.job_id = j.id AND st.account_id = ${me}
  LEFT JOIN applications a ON a.job_id = j.id AND a.applicant_id = ${me}`;

/**
 * The facts of one job (`j`, its school `s`) and the substitutes `a` of a query over accounts: their regions are in
 * their profile (codes, or objects with a code), their state and application looked up per account.
 */
export function jobReaderFacts(now: SQL): JobFactSql {
  return {
    deleted: sql`j.deleted_at IS NOT NULL`,
    notice: sql`s.is_admin`,
    expired: sql`j.expire <= ${now}`,
    paused: sql`j.paused_at IS NOT NULL`,
    chosen: sql`j.chosen_id IS NOT NULL`,
    chosenMe: sql`j.chosen_id IS NOT DISTINCT FROM a.id`,
    applied: sql`EXISTS (SELECT 1 FROM applications ap WHERE ap.job_id = j.id AND ap.applicant_id = a.id)`,
    inRegions: sql`j.region && profile_region_codes(a.profile)`,
    blocked: sql`EXISTS (SELECT 1 FROM school_blocks b WHERE b.account_id = a.id AND b.school_id = j.school_id)`,
    schoolBlockedMe: sql`EXISTS (SELECT 1 FROM school_blocked sb WHERE sb.school_id = j.school_id AND sb.account_id = a.id)`,
    hidden: sql`EXISTS (SELECT 1 FROM job_user_state u WHERE u.job_id = j.id AND u.account_id = a.id AND u.hidden)`,
    discarded: sql`EXISTS (SELECT 1 FROM job_user_state u WHERE u.job_id = j.id AND u.account_id = a.id AND u.discarded)`,
    unavailable: sql`j.id = ANY(a.unavailable_jobs)`,
  };
}
