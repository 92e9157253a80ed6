import { sql, type SQL } from 'drizzle-orm';
import type { PageOptions } from '@vikariat/sync';
import type { Executor } from '../../db/client.ts';
import { blockedOf, isSchoolReader, regionsOf, schoolsOf, type SyncReader } from '../reader.ts';
import { personAccessSql } from '../../services/accounts/person-access.ts';
import { jobRuleSql, readerJobFacts, readerJobJoins } from '../../services/jobs/job-rule-sql.ts';
import { pageOfChanges, seqAfter, type ReaderPage } from './page.ts';

/**
 * A job's document: the fields every reader sees, kept as JSON text in `jobs.doc` by a trigger (decision 017), with
 * the reader's own fields spliced on (`fields`: a row of them, turned into JSON as to_json writes it). Postgres
 * copies the stored text instead of building 21 fields per job per pull; the reason, the phone and the files depend
 * on the reader and are never in `doc`.
 */
const documentsOf = (ids: SQL, fields: SQL, joins: SQL = sql``) => sql`SELECT left(j.doc, -1) || ',' || substr(to_json(r)::text, 2) AS doc
  FROM jobs j ${joins} CROSS JOIN LATERAL (${fields}) r WHERE j.id IN (${ids})`;

/**
 * From zero every job is a candidate (a job's state and its applications belong to it, and every change number is
 * above zero): the union of the change sources, built and joined back on every id, is left out — a fifth of a first
 * page's statement (psql, 2,000 of 10,000 jobs: 31-37 ms against 37-47 ms).
 */
const fromZero = (after: number) => after === 0;

/**
 * Substitute: open jobs in their regions, the jobs they applied to or were chosen for; never a blocked
 * school's, a discarded one or a notice. Contact details (phone, files) only once chosen; no reason, no
 * other applicants.
 */
async function substituteJobs(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions) {
  const me = reader.id;
  // `held`: could the device hold the job (the rule's `everHeld`)? No other job needs a tombstone: caught-up devices
  // no longer get one per job changed anywhere in the country
  const jobsChanged = fromZero(after)
    ? sql`jobs j`
    : sql`(SELECT id FROM jobs WHERE ${seqAfter(sql`seq`, after)}
      UNION SELECT job_id FROM job_user_state WHERE account_id = ${me} AND ${seqAfter(sql`seq`, after)}
      UNION SELECT job_id FROM applications WHERE applicant_id = ${me} AND ${seqAfter(sql`seq`, after)}) ids
      JOIN jobs j ON j.id = ids.id`;
  // who sees what is the domain's one job rule (`see`; `everHeld` where a tombstone is due), folded into SQL
  const facts = readerJobFacts({ id: sql`${me}::uuid`, regions: regionsOf(reader), blocked: sql`${blockedOf(reader)}::uuid[]` });
  const changed = sql`
    SELECT j.id, GREATEST(j.seq, COALESCE(st.seq, 0), COALESCE(a.seq, 0)) AS eff,
      ${jobRuleSql('see', facts)} AS visible, ${jobRuleSql('everHeld', facts)} AS held
    FROM ${jobsChanged} ${readerJobJoins(sql`${me}::uuid`)}`;
  return pageOfChanges(db, reader, changed, limit, options, (ids) =>
      documentsOf(ids, sql`SELECT
        CASE WHEN j.chosen_id IS NULL THEN NULL WHEN j.chosen_id = ${me} THEN 'me' ELSE 'other' END AS "chosen",
        CASE WHEN j.chosen_id = ${me} THEN j.school_phone ELSE NULL END AS "phone",
        CASE WHEN j.chosen_id = ${me} THEN to_json(j.files) ELSE '[]'::json END AS "files",
        a.id IS NOT NULL AND a.active AS "applied", a.id AS "applicationId",
        COALESCE(st.hidden, false) AS "hidden", COALESCE(st.inactive, false) AS "inactive",
        st.viewed_at AS "viewedAt", '[]'::json AS "applicants", NULL::text AS "reason", false AS "_deleted"`,
        sql`LEFT JOIN job_user_state st ON st.job_id = j.id AND st.account_id = ${me}
        LEFT JOIN applications a ON a.job_id = j.id AND a.applicant_id = ${me}`),
    true,
  );
}

/**
 * School staff: a teacher's own jobs, a principal's or leader's jobs of their schools, each with its applicants as
 * the school may see them (domain `personAccess`: none who blocked the school or withdrew and is no favourite; phone
 * and birth date only of a person the school booked). The reason only to principals and leaders.
 */
async function schoolJobs(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions) {
  const schools = sql`${schoolsOf(reader)}::uuid[]`;
  const teacher = reader.role === 'teacher';
  const seesReason = reader.role === 'principal' || reader.role === 'ledare';
  // as the substitute's: from zero the school's jobs themselves, else the union of change sources joined to jobs
  const jobsChanged = fromZero(after)
    ? sql`(SELECT * FROM jobs WHERE school_id = ANY(${schools})) j`
    : sql`(SELECT id FROM jobs WHERE ${seqAfter(sql`seq`, after)} AND school_id = ANY(${schools})
      UNION SELECT a.job_id FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE ${seqAfter(sql`a.seq`, after)} AND j.school_id = ANY(${schools})
      UNION SELECT a.job_id FROM accounts acc JOIN applications a ON a.applicant_id = acc.id
        JOIN jobs j ON j.id = a.job_id WHERE ${seqAfter(sql`acc.seq`, after)} AND j.school_id = ANY(${schools})
      UNION SELECT m.job_id FROM job_people_changes m WHERE ${seqAfter(sql`m.seq`, after)} AND m.school_id = ANY(${schools})) ids
      JOIN jobs j ON j.id = ids.id`;
  // `pc`: what the school may see of a person on the list changed elsewhere (migration 0012, decision 020)
  const changed = sql`
    SELECT j.id, GREATEST(j.seq, COALESCE(ap.aseq, 0), COALESCE(ap.accseq, 0), COALESCE(pc.seq, 0)) AS eff,
      (j.deleted_at IS NULL AND j.from_admin_type IS NULL
        AND ${teacher ? sql`j.owner_id = ${reader.id}` : sql`true`}) AS visible
    FROM ${jobsChanged}
    LEFT JOIN LATERAL (SELECT max(a.seq) AS aseq, max(acc.seq) AS accseq FROM applications a
      JOIN accounts acc ON acc.id = a.applicant_id WHERE a.job_id = j.id) ap ON true
    LEFT JOIN LATERAL (SELECT max(m.seq) AS seq FROM job_people_changes m WHERE m.job_id = j.id) pc ON true`;
  return pageOfChanges(db, reader, changed, limit, options, (ids) =>
      documentsOf(ids, sql`SELECT
        CASE WHEN j.chosen_id IS NULL THEN NULL ELSE 'other' END AS "chosen", j.chosen_id AS "chosenId",
        j.chosen_at AS "chosenAt", j.owner_id AS "ownerId", j.school_phone AS "phone", to_json(j.files) AS "files",
        false AS "applied", NULL::uuid AS "applicationId", false AS "hidden", false AS "inactive",
        NULL::timestamptz AS "viewedAt", ${seesReason ? sql`j.reason` : sql`NULL::text`} AS "reason",
        COALESCE((SELECT json_agg(json_build_object('applicationId', a.id, 'accountId', acc.id,
            'firstName', acc.first_name, 'lastName', acc.last_name, 'email', acc.email,
            'phone', CASE WHEN p.access = 2 THEN acc.phone ELSE '' END, 'image', acc.image, 'status', acc.profile->'status',
            'birthDate', CASE WHEN p.access = 2 THEN acc.profile->'birthDate' END,
            'active', a.active, 'withdrawnAt', a.withdrawn_at, 'appliedAt', a.created_at) ORDER BY a.created_at)
          FROM applications a JOIN accounts acc ON acc.id = a.applicant_id
          CROSS JOIN LATERAL (SELECT ${personAccessSql(sql`ARRAY[j.school_id]`, sql`acc.id`)} AS access) p
          WHERE a.job_id = j.id AND p.access > 0), '[]'::json) AS "applicants",
        false AS "_deleted"`),
  );
}

export function jobChanges(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions): Promise<ReaderPage> {
  if (reader.role === 'user') return substituteJobs(db, reader, after, limit, options);
  if (isSchoolReader(reader)) return schoolJobs(db, reader, after, limit, options);
  return Promise.resolve({ changes: [] });
}
