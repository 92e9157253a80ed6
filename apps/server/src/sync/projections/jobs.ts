import { sql } from 'drizzle-orm';
import { BOOKING_CANCELLED_REASONS } from '@vikariat/domain';
import type { PageOptions } from '@vikariat/sync';
import type { Executor } from '../../db/client.ts';
import { blockedOf, isSchoolReader, regionsOf, schoolsOf, todayOf, type SyncReader } from '../reader.ts';
import { documentsOf } from '../../services/jobs/job-documents-sql.ts';
import { hoursOfJobSql } from '../../services/jobs/hours-store.ts';
import { managedJobSql, schoolDocumentFields, type SchoolReader } from '../../services/jobs/school-job-documents.ts';
import { jobRuleSql, readerJobFacts, readerJobJoins } from '../../services/jobs/job-rule-sql.ts';
import { pageOfChanges, seqAfter, type ReaderPage } from './page.ts';

/**
 * From zero every job is a candidate (a job's state and its applications belong to it, and every change number is
 * above zero): the union of the change sources, built and joined back on every id, is left out — a fifth of a first
 * page's statement (psql, 2,000 of 10,000 jobs: 31-37 ms against 37-47 ms).
 */
const fromZero = (after: number) => after === 0;

/**
 * Substitute: open jobs in their regions, the jobs they applied to or were chosen for; never a blocked
 * school's, a discarded one or a notice. Contact details (phone, files) only once chosen (the school's phone also after
 * the booking was cancelled: domain canSeeSchoolPhone); no reason, no other applicants.
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
  return pageOfChanges(
    db,
    reader,
    changed,
    limit,
    options,
    (ids) =>
      documentsOf(
        ids,
        sql`SELECT
        CASE WHEN j.chosen_id IS NULL THEN NULL WHEN j.chosen_id = ${me} THEN 'me' ELSE 'other' END AS "chosen",
        -- domain canSeeSchoolPhone: also after the reader's booking was cancelled
        CASE WHEN j.chosen_id = ${me} OR a.deactivated_reason IN (${BOOKING_CANCELLED_REASONS.bySubstitute}, ${BOOKING_CANCELLED_REASONS.bySchool})
          THEN j.school_phone ELSE NULL END AS "phone",
        CASE WHEN j.chosen_id = ${me} THEN to_json(j.files) ELSE '[]'::json END AS "files",
        CASE WHEN j.chosen_id = ${me} THEN j.day_card END AS "dayCard",
        ${hoursOfJobSql(sql`${me}::uuid`)} AS "hours",
        a.id IS NOT NULL AND a.active AS "applied", a.id AS "applicationId",
        COALESCE(st.hidden, false) AS "hidden", COALESCE(st.inactive, false) AS "inactive",
        st.viewed_at AS "viewedAt", '[]'::json AS "applicants", NULL::text AS "reason", false AS "_deleted"`,
        sql`LEFT JOIN job_user_state st ON st.job_id = j.id AND st.account_id = ${me}
        LEFT JOIN applications a ON a.job_id = j.id AND a.applicant_id = ${me}`,
      ),
    true,
  );
}

/**
 * School staff: a teacher's own jobs, a principal's or leader's jobs of their schools, each as the school's one
 * document builder makes it (`school-job-documents.ts`, decision 024: the online answers use the same). A document is
 * built from the job, its applications and their people, and its views and their people, so a change of any of them
 * re-sends it: its number is the highest of theirs.
 */
async function schoolJobs(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions) {
  const schools = sql`${schoolsOf(reader)}::uuid[]`;
  const school: SchoolReader = { role: reader.role, id: reader.id, schools, today: todayOf(reader) };
  const ofSchools = sql`j.school_id = ANY(${schools})`;
  // as the substitute's: from zero the school's jobs themselves, else the union of change sources joined to jobs
  const jobsChanged = fromZero(after)
    ? sql`(SELECT * FROM jobs WHERE school_id = ANY(${schools})) j`
    : sql`(SELECT id FROM jobs WHERE ${seqAfter(sql`seq`, after)} AND school_id = ANY(${schools})
      UNION SELECT a.job_id FROM applications a JOIN jobs j ON j.id = a.job_id WHERE ${seqAfter(sql`a.seq`, after)} AND ${ofSchools}
      UNION SELECT a.job_id FROM accounts acc JOIN applications a ON a.applicant_id = acc.id
        JOIN jobs j ON j.id = a.job_id WHERE ${seqAfter(sql`acc.seq`, after)} AND ${ofSchools}
      UNION SELECT st.job_id FROM job_user_state st JOIN jobs j ON j.id = st.job_id
        WHERE ${seqAfter(sql`st.seq`, after)} AND st.viewed_at IS NOT NULL AND ${ofSchools}
      UNION SELECT st.job_id FROM accounts acc JOIN job_user_state st ON st.account_id = acc.id
        JOIN jobs j ON j.id = st.job_id WHERE ${seqAfter(sql`acc.seq`, after)} AND st.viewed_at IS NOT NULL AND ${ofSchools}
      UNION SELECT m.job_id FROM job_people_changes m WHERE ${seqAfter(sql`m.seq`, after)} AND m.school_id = ANY(${schools})) ids
      JOIN jobs j ON j.id = ids.id`;
  // `pc`: what the school may see of a person on the list changed elsewhere (migration 0012, decision 020)
  const changed = sql`
    SELECT j.id, GREATEST(j.seq, COALESCE(ap.aseq, 0), COALESCE(ap.accseq, 0), COALESCE(vw.sseq, 0), COALESCE(vw.accseq, 0),
        COALESCE(pc.seq, 0)) AS eff,
      ${managedJobSql(school)} AS visible
    FROM ${jobsChanged}
    LEFT JOIN LATERAL (SELECT max(a.seq) AS aseq, max(acc.seq) AS accseq FROM applications a
      JOIN accounts acc ON acc.id = a.applicant_id WHERE a.job_id = j.id) ap ON true
    LEFT JOIN LATERAL (SELECT max(st.seq) AS sseq, max(acc.seq) AS accseq FROM job_user_state st
      JOIN accounts acc ON acc.id = st.account_id WHERE st.job_id = j.id AND st.viewed_at IS NOT NULL) vw ON true
    LEFT JOIN LATERAL (SELECT max(m.seq) AS seq FROM job_people_changes m WHERE m.job_id = j.id) pc ON true`;
  return pageOfChanges(db, reader, changed, limit, options, (ids) => documentsOf(ids, schoolDocumentFields(school)));
}

export function jobChanges(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions): Promise<ReaderPage> {
  if (reader.role === 'user') return substituteJobs(db, reader, after, limit, options);
  if (isSchoolReader(reader)) return schoolJobs(db, reader, after, limit, options);
  return Promise.resolve({ changes: [] });
}
