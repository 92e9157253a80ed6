import { sql } from 'drizzle-orm';
import type { PageOptions } from '@vikariat/sync';
import type { Executor } from '../../db/client.ts';
import { blockedOf, isSchoolReader, regionsOf, schoolsOf, type SyncReader } from '../reader.ts';
import { pageOfChanges, seqAfter, type ReaderPage } from './page.ts';

/** Fields every reader of a job sees (never the reason, the phone or the files: those depend on the reader). */
const commonFields = sql`'id', j.id, 'schoolId', j.school_id, 'schoolName', s.name, 'address', s.address,
  'municipality', s.municipality, 'preschool', s.preschool, 'startDate', j.start_date, 'endDate', j.end_date,
  'startTime', j.start_time, 'endTime', j.end_time, 'subjects', j.subjects, 'additionalInfo', j.additional_info,
  'regarding', j.regarding, 'grades', j.grades, 'expire', j.expire, 'typeOfTemp', j.type_of_temp,
  'otherTxt', j.other_txt, 'sos', j.sos, 'region', j.region, 'createdAt', j.created_at, 'updatedAt', j.updated_at`;

/**
 * Substitute: open jobs in their regions, the jobs they applied to or were chosen for; never a blocked
 * school's, a discarded one or a notice. Contact details (phone, files) only once chosen; no reason, no
 * other applicants.
 */
async function substituteJobs(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions) {
  const me = reader.id;
  const changed = sql`
    WITH ids AS (
      SELECT id FROM jobs WHERE ${seqAfter(sql`seq`, after)}
      UNION SELECT job_id FROM job_user_state WHERE account_id = ${me} AND ${seqAfter(sql`seq`, after)}
      UNION SELECT job_id FROM applications WHERE applicant_id = ${me} AND ${seqAfter(sql`seq`, after)}
    )
    SELECT j.id, GREATEST(j.seq, COALESCE(st.seq, 0), COALESCE(a.seq, 0)) AS eff,
      (j.deleted_at IS NULL AND NOT s.is_admin AND NOT COALESCE(st.discarded, false)
        AND NOT (j.school_id = ANY(${blockedOf(reader)}::uuid[]))
        AND (a.id IS NOT NULL OR j.chosen_id = ${me}
             OR (j.chosen_id IS NULL AND j.region && ${regionsOf(reader)}))) AS visible
    FROM ids JOIN jobs j ON j.id = ids.id JOIN schools s ON s.id = j.school_id
    LEFT JOIN job_user_state st ON st.job_id = j.id AND st.account_id = ${me}
    LEFT JOIN applications a ON a.job_id = j.id AND a.applicant_id = ${me}`;
  return pageOfChanges(db, reader, changed, limit, options, (ids) =>
      sql`SELECT json_build_object(${commonFields},
        'chosen', CASE WHEN j.chosen_id IS NULL THEN NULL WHEN j.chosen_id = ${me} THEN 'me' ELSE 'other' END,
        'phone', CASE WHEN j.chosen_id = ${me} THEN s.phone ELSE NULL END,
        'files', CASE WHEN j.chosen_id = ${me} THEN to_json(j.files) ELSE '[]'::json END,
        'applied', a.id IS NOT NULL AND a.active, 'applicationId', a.id,
        'hidden', COALESCE(st.hidden, false), 'inactive', COALESCE(st.inactive, false),
        'viewedAt', st.viewed_at, 'applicants', '[]'::json, 'reason', NULL) AS doc
      FROM jobs j JOIN schools s ON s.id = j.school_id
      LEFT JOIN job_user_state st ON st.job_id = j.id AND st.account_id = ${me}
      LEFT JOIN applications a ON a.job_id = j.id AND a.applicant_id = ${me}
      WHERE j.id IN (${ids})`,
  );
}

/**
 * School staff: a teacher's own jobs, a principal's or leader's jobs of their schools, each with its
 * applicants (name, contact, profile summary). The reason only to principals and leaders.
 */
async function schoolJobs(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions) {
  const schools = sql`${schoolsOf(reader)}::uuid[]`;
  const teacher = reader.role === 'teacher';
  const seesReason = reader.role === 'principal' || reader.role === 'ledare';
  const changed = sql`
    WITH ids AS (
      SELECT id FROM jobs WHERE ${seqAfter(sql`seq`, after)} AND school_id = ANY(${schools})
      UNION SELECT a.job_id FROM applications a JOIN jobs j ON j.id = a.job_id
        WHERE ${seqAfter(sql`a.seq`, after)} AND j.school_id = ANY(${schools})
      UNION SELECT a.job_id FROM accounts acc JOIN applications a ON a.applicant_id = acc.id
        JOIN jobs j ON j.id = a.job_id WHERE ${seqAfter(sql`acc.seq`, after)} AND j.school_id = ANY(${schools})
    )
    SELECT j.id, GREATEST(j.seq, COALESCE(ap.aseq, 0), COALESCE(ap.accseq, 0)) AS eff,
      (j.deleted_at IS NULL AND j.from_admin_type IS NULL
        AND ${teacher ? sql`j.owner_id = ${reader.id}` : sql`true`}) AS visible
    FROM ids JOIN jobs j ON j.id = ids.id
    LEFT JOIN LATERAL (SELECT max(a.seq) AS aseq, max(acc.seq) AS accseq FROM applications a
      JOIN accounts acc ON acc.id = a.applicant_id WHERE a.job_id = j.id) ap ON true`;
  return pageOfChanges(db, reader, changed, limit, options, (ids) =>
      sql`SELECT json_build_object(${commonFields},
        'chosen', CASE WHEN j.chosen_id IS NULL THEN NULL ELSE 'other' END, 'chosenId', j.chosen_id,
        'chosenAt', j.chosen_at, 'ownerId', j.owner_id, 'phone', s.phone, 'files', to_json(j.files),
        'applied', false, 'applicationId', NULL, 'hidden', false, 'inactive', false, 'viewedAt', NULL,
        'reason', ${seesReason ? sql`j.reason` : sql`NULL`},
        'applicants', COALESCE((SELECT json_agg(json_build_object('applicationId', a.id, 'accountId', acc.id,
            'firstName', acc.first_name, 'lastName', acc.last_name, 'email', acc.email, 'phone', acc.phone,
            'image', acc.image, 'status', acc.profile->'status', 'birthDate', acc.profile->'birthDate',
            'active', a.active, 'withdrawnAt', a.withdrawn_at, 'appliedAt', a.created_at) ORDER BY a.created_at)
          FROM applications a JOIN accounts acc ON acc.id = a.applicant_id WHERE a.job_id = j.id), '[]'::json)) AS doc
      FROM jobs j JOIN schools s ON s.id = j.school_id
      WHERE j.id IN (${ids})`,
  );
}

export function jobChanges(db: Executor, reader: SyncReader, after: number, limit: number, options: PageOptions): Promise<ReaderPage> {
  if (reader.role === 'user') return substituteJobs(db, reader, after, limit, options);
  if (isSchoolReader(reader)) return schoolJobs(db, reader, after, limit, options);
  return Promise.resolve({ changes: [] });
}
