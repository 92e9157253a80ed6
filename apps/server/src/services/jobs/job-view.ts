import { sql, type SQL } from 'drizzle-orm';
import { typeOfTempByVal, type JobFacts } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** A job row as the substitute's lists and the job checks read it. */
export interface JobRow extends Record<string, unknown> {
  id: string;
  owner_id: string | null;
  school_id: string;
  school_name: string;
  school_address: string;
  school_phone: string;
  is_admin: boolean;
  preschool: boolean;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  reason: string;
  subjects: string[];
  additional_info: string;
  /** an admin notice's Finnish text (decision 039) */
  additional_info_fi: string | null;
  files: string[];
  regarding: string;
  /** the teacher the substitute stands in for (spec 02 §3 `replaced`): the owner, when a teacher owns the job */
  replaced: { firstName: string; lastName: string } | null;
  grades: string[];
  expire: Date | string;
  type_of_temp: number;
  other_txt: string;
  from_admin_type: 'Tips' | 'Update' | null;
  chosen_id: string | null;
  sos: boolean;
  instant: boolean;
  /** the school took the job off the market (migration 0017) */
  paused: boolean;
  region: string[];
  created_at: Date | string;
  deleted_at: Date | string | null;
}

/** A job's row as the substitute's online lists read it (the school's lists read its document: school-job-documents.ts). */
export const JOB_SELECT = sql`
  SELECT j.id, j.owner_id, j.school_id, s.name AS school_name, s.address AS school_address,
    s.phone AS school_phone, s.is_admin, s.preschool, j.start_date::text AS start_date, j.end_date::text AS end_date,
    j.start_time, j.end_time, j.reason, j.subjects, j.additional_info, j.additional_info_fi, j.files, j.regarding, j.grades, j.expire,
    j.type_of_temp, j.other_txt, j.from_admin_type, j.chosen_id, j.sos, j.instant, j.region, j.created_at, j.deleted_at,
    j.paused_at IS NOT NULL AS paused,
    -- a teacher's job (their own, or posted for them by a principal: they own it) replaces that teacher; a principal's
    -- own job names no one. Read from the account, so a renamed teacher is named as they are now.
    CASE WHEN o.type_of_user = 'teacher' THEN json_build_object('firstName', o.first_name, 'lastName', o.last_name) END AS replaced
  FROM jobs j
  JOIN schools s ON s.id = j.school_id
  LEFT JOIN accounts o ON o.id = j.owner_id`;

export const selectJobs = (db: Executor, where: SQL): Promise<JobRow[]> =>
  queryRows<JobRow>(db, sql`${JOB_SELECT} WHERE (${where}) ORDER BY j.start_date, j.start_time, j.created_at`);

export async function loadJob(db: Executor, jobId: string): Promise<JobRow | undefined> {
  const rows = await selectJobs(db, sql`j.id = ${jobId} AND j.deleted_at IS NULL`);
  return rows[0];
}

export const iso = (value: Date | string): string => (value instanceof Date ? value : new Date(value)).toISOString();

export const factsOf = (row: JobRow): JobFacts => ({
  schoolId: row.school_id,
  ownerId: row.owner_id,
  chosenId: row.chosen_id,
  isNotice: row.is_admin,
});

function commonFields(row: JobRow) {
  const type = typeOfTempByVal(row.type_of_temp);
  return {
    _id: row.id,
    uniqueId: row.id,
    school: { id: row.school_id, name: row.school_name },
    address: row.school_address,
    startDate: row.start_date,
    endDate: row.end_date,
    startTime: row.start_time,
    endTime: row.end_time,
    subjects: row.subjects,
    additionalInfo: row.additional_info,
    regarding: row.regarding,
    grades: row.grades,
    expire: iso(row.expire),
    typeOfTemp: type ?? { val: row.type_of_temp, name_swe: '', name_fi: '' },
    otherTxt: row.other_txt,
    fromAdminType: row.from_admin_type,
    sos: row.sos,
    instant: row.instant,
    region: row.region,
    created: iso(row.created_at),
  };
}

export interface SubstituteState {
  applied: boolean;
  hidden: boolean;
  inactive: boolean;
  unavailable: boolean;
}

/**
 * A substitute's view: never other applicants, viewers or the reason; the school's phone, the attachments and whom
 * the job replaces only when the reader is the chosen one (spec 02 §6). A notice's attachments are for everyone.
 */
export function substituteJobView(row: JobRow, readerId: string, readerEmail: string, state: SubstituteState) {
  const chosen = row.chosen_id === readerId;
  return {
    ...commonFields(row),
    // whose class it is, like the phone, is for the one who will stand in
    ...(chosen
      ? { phone: row.school_phone, files: row.files, chosen: readerEmail, replaced: row.replaced }
      : { files: row.is_admin ? row.files : ([] as string[]), replaced: null }),
    status: row.chosen_id === null ? 'pending' : chosen ? 'accepted' : 'denied',
    applied: state.applied,
    hidden: state.hidden,
    inactive: state.inactive,
    unavailable: state.unavailable,
  };
}
export type SubstituteJobView = ReturnType<typeof substituteJobView>;
