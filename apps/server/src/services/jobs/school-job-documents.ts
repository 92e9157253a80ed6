import { sql, type SQL } from 'drizzle-orm';
import type { Role } from '@vikariat/domain';
import type { JobDoc } from '@vikariat/sync';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { ageSql } from '../accounts/age-sql.ts';
import { identityShownVerifiedSql } from '../accounts/identity-verified-sql.ts';
import { personAccessSql } from '../accounts/person-access.ts';
import { hoursOfJobSql } from './hours-store.ts';
import { documentsOf } from './job-documents-sql.ts';

/**
 * A school's job documents, in ONE builder for the school's replicated jobs (the jobs projection) and the spec's
 * online calls (`principals/temps/v2`, `teachers/getspecific`, `showapplicants`, ...), so the board reads the same
 * thing online and offline (decision 024). A job's shared fields come from `jobs.doc` (decision 017); the school's own
 * fields are spliced on: the chosen person, the reason (principals and leaders), the applicants and the viewers as the
 * job's school may see them (`person_access`, decision 020), each with the latest recorded view of their criminal-record
 * extract (decision 031: shown to every school that may see the person).
 */
export interface SchoolReader {
  role: Role;
  id: string;
  /** the reader's schools, a uuid[] or text[] expression */
  schools: SQL;
  /** the day applicants' ages are counted on (a date expression) */
  today: SQL;
}

/**
 * The jobs a school-side reader manages (domain `canManageJob`), over `jobs j`: a teacher their own, a principal or
 * leader every job of their schools, an admin the notices (a notice is a job with `from_admin_type`, posted only to
 * the Admin school). Never a removed one.
 */
export function managedJobSql(reader: Pick<SchoolReader, 'role' | 'id' | 'schools'>): SQL {
  const live = sql`j.deleted_at IS NULL AND j.school_id = ANY(${reader.schools}::uuid[])`;
  if (reader.role === 'teacher') return sql`(${live} AND j.from_admin_type IS NULL AND j.owner_id = ${reader.id})`;
  if (reader.role === 'principal' || reader.role === 'ledare') return sql`(${live} AND j.from_admin_type IS NULL)`;
  if (reader.role === 'admin') return sql`(${live} AND j.from_admin_type IS NOT NULL)`;
  return sql`false`;
}

const seesReason = (role: Role): boolean => role === 'principal' || role === 'ledare';
const access = (person: SQL) => personAccessSql(sql`ARRAY[j.school_id]`, person);

/** Text of a jsonb value that is a string, else null (a profile is free-form JSON). */
const textOf = (value: SQL) => sql`CASE WHEN jsonb_typeof(${value}) = 'string' THEN ${value} #>> '{}' END`;

/**
 * The school's fields of a job document, as one row over `jobs j`. `online` adds what only the online answers carry:
 * the owner's and the applicants' e-mail-era fields (`ownerEmail`, `fromAdminType`) and each applicant's raw profile
 * with the access level, which the answer filters with the domain's `profileForSchool` (the device never gets it).
 */
export function schoolDocumentFields(reader: SchoolReader, online = false): SQL {
  const applicant = sql`json_build_object('applicationId', a.id, 'accountId', acc.id, 'email', acc.email,
      'firstName', acc.first_name, 'lastName', acc.last_name, 'image', acc.image,
      'status', COALESCE(${textOf(sql`acc.profile->'status'`)}, ''),
      'age', ${ageSql(textOf(sql`acc.profile->'birthDate'`), reader.today)},
      'phone', CASE WHEN p.access = 2 THEN acc.phone ELSE '' END,
      'address', CASE WHEN p.access = 2 THEN acc.address ELSE '' END,
      'birthDate', CASE WHEN p.access = 2 THEN ${textOf(sql`acc.profile->'birthDate'`)} END,
      'identityVerified', ${identityShownVerifiedSql(sql`acc`)},
      'policeRecord', json_build_object('expirationDate', ${textOf(sql`acc.profile->'policeRecord'->'expirationDate'`)}),
      'lateCancellations', acc.late_cancellations,
      'extractSeen', (SELECT json_build_object('seenOn', cr.seen_on::text, 'validUntil', cr.valid_until::text, 'schoolName', crs.name)
        FROM criminal_record_checks cr JOIN schools crs ON crs.id = cr.school_id WHERE cr.substitute_id = acc.id
        ORDER BY cr.valid_until DESC, cr.recorded_at DESC LIMIT 1),
      'schoolList', CASE WHEN EXISTS (SELECT 1 FROM school_blocked sb WHERE sb.school_id = j.school_id AND sb.account_id = acc.id) THEN 'blocked'
        WHEN EXISTS (SELECT 1 FROM school_preferred sp WHERE sp.school_id = j.school_id AND sp.account_id = acc.id) THEN 'preferred' END,
      'active', a.active, 'withdrawnAt', a.withdrawn_at, 'appliedAt', a.created_at
      ${online ? sql`, 'access', p.access, 'profile', acc.profile` : sql``})`;
  return sql`SELECT
    CASE WHEN j.chosen_id IS NULL THEN NULL ELSE 'other' END AS "chosen", j.chosen_id AS "chosenId",
    j.chosen_at AS "chosenAt", j.owner_id AS "ownerId",
    (SELECT c.email FROM accounts c WHERE c.id = j.chosen_id AND ${access(sql`c.id`)} > 0) AS "chosenEmail",
    j.school_phone AS "phone", to_json(j.files) AS "files", j.paused_at IS NOT NULL AS "paused",
    j.day_card AS "dayCard", ${hoursOfJobSql()} AS "hours",
    -- the teacher the job stands in for (spec 02 §3 "replaced"): its owner, when a teacher owns it
    (SELECT json_build_object('firstName', o.first_name, 'lastName', o.last_name) FROM accounts o
      WHERE o.id = j.owner_id AND o.type_of_user = 'teacher') AS "replaced",
    false AS "applied", NULL::uuid AS "applicationId", false AS "hidden", false AS "inactive",
    NULL::timestamptz AS "viewedAt", ${seesReason(reader.role) ? sql`j.reason` : sql`NULL::text`} AS "reason",
    COALESCE((SELECT json_agg(${applicant} ORDER BY a.created_at, a.id)
      FROM applications a JOIN accounts acc ON acc.id = a.applicant_id
      CROSS JOIN LATERAL (SELECT ${access(sql`acc.id`)} AS access) p
      WHERE a.job_id = j.id AND p.access > 0), '[]'::json) AS "applicants",
    (SELECT count(*)::int FROM job_user_state st WHERE st.job_id = j.id AND st.viewed_at IS NOT NULL) AS "views",
    COALESCE((SELECT json_agg(json_build_object('accountId', acc.id, 'email', acc.email, 'firstName', acc.first_name,
        'lastName', acc.last_name, 'image', acc.image) ORDER BY st.viewed_at, acc.id)
      FROM job_user_state st JOIN accounts acc ON acc.id = st.account_id
      WHERE st.job_id = j.id AND st.viewed_at IS NOT NULL AND ${access(sql`acc.id`)} > 0), '[]'::json) AS "viewers",
    ${online ? sql`(SELECT o.email FROM accounts o WHERE o.id = j.owner_id) AS "ownerEmail", j.from_admin_type AS "fromAdminType",` : sql``}
    false AS "_deleted"`;
}

/** What the online answers read beside the document. */
export interface OnlineSchoolDocument extends JobDoc {
  ownerEmail: string | null;
  fromAdminType: 'Tips' | 'Update' | null;
  applicants: Array<JobDoc['applicants'][number] & { access: number; profile: Record<string, unknown> }>;
}

/** The documents of the jobs `where` selects (over `jobs j`) that the reader manages, for the online answers. */
export async function onlineSchoolDocuments(db: Executor, reader: SchoolReader, where: SQL = sql`true`): Promise<OnlineSchoolDocument[]> {
  const rows = await queryRows<{ doc: string }>(
    db,
    sql`${documentsOf(sql`SELECT j.id FROM jobs j WHERE ${managedJobSql(reader)} AND (${where})`, schoolDocumentFields(reader, true))}
      ORDER BY j.start_date, j.start_time, j.created_at, j.id`,
  );
  return rows.map((row) => JSON.parse(row.doc) as OnlineSchoolDocument);
}
