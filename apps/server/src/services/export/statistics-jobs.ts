import { sql } from 'drizzle-orm';
import type { StatisticsJob } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** Which schools' jobs: a list, or every school (an admin-issued passcode without a list). */
export type SchoolScope = { all: true } | { all: false; schoolIds: readonly string[] };

interface Row extends Record<string, unknown> {
  id: string;
  school_id: string;
  school_name: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  type_of_temp: number;
  other_txt: string;
  subjects: string[];
  grades: string[];
  reason: string | null;
  sos: boolean;
  owner_name: string | null;
  chosen_name: string | null;
  applicants: number;
  created_at: string | Date;
  chosen_at: string | Date | null;
}

const iso = (v: string | Date): string => (v instanceof Date ? v : new Date(v)).toISOString();

/**
 * The jobs a report covers (notices excluded; purged jobs from the archive), with owner, chosen substitute and applicant
 * count. The absence reason (may be health data) is read only with `withReason`: a principal's export of their own schools.
 */
export async function statisticsJobs(
  db: Executor,
  scope: SchoolScope,
  range: { from?: string; to?: string } = {},
  options: { withReason: boolean } = { withReason: false },
): Promise<(StatisticsJob & { schoolId: string })[]> {
  if (!scope.all && scope.schoolIds.length === 0) return [];
  const schoolFilter = scope.all
    ? sql`TRUE`
    : sql`r.school_id IN (${sql.join(
        scope.schoolIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})`;
  const from = range.from === undefined ? sql`TRUE` : sql`r.start_date >= ${range.from}::date`;
  const to = range.to === undefined ? sql`TRUE` : sql`r.start_date <= ${range.to}::date`;
  // live jobs (tombstoned ones too), plus the archive of purged jobs (migration 0005's trigger)
  const rows = await queryRows<Row>(
    db,
    sql`SELECT r.id, r.school_id, s.name AS school_name, r.start_date::text AS start_date, r.end_date::text AS end_date,
               r.start_time, r.end_time, r.type_of_temp, r.other_txt, r.subjects, r.grades, ${options.withReason ? sql`r.reason` : sql`NULL::text`} AS reason, r.sos,
               r.owner_name, r.chosen_name, r.applicants, r.created_at, r.chosen_at
        FROM (
          SELECT j.id, j.school_id, j.start_date, j.end_date, j.start_time, j.end_time, j.type_of_temp, j.other_txt,
                 j.subjects, j.grades, j.reason, j.sos,
                 nullif(trim(o.first_name || ' ' || o.last_name), '') AS owner_name,
                 nullif(trim(ch.first_name || ' ' || ch.last_name), '') AS chosen_name,
                 (SELECT count(*)::int FROM applications a WHERE a.job_id = j.id AND a.withdrawn_at IS NULL) AS applicants,
                 j.created_at, j.chosen_at
          FROM jobs j LEFT JOIN accounts o ON o.id = j.owner_id LEFT JOIN accounts ch ON ch.id = j.chosen_id
          UNION ALL
          SELECT x.id, x.school_id, x.start_date, x.end_date, x.start_time, x.end_time, x.type_of_temp, x.other_txt,
                 x.subjects, x.grades, x.reason, x.sos, x.owner_name, x.chosen_name, x.applicants, x.created_at, x.chosen_at
          FROM job_statistics_archive x
        ) r
        JOIN schools s ON s.id = r.school_id
        WHERE NOT s.is_admin AND ${schoolFilter} AND ${from} AND ${to}
        ORDER BY r.start_date, r.start_time, s.name, r.id`,
  );
  return rows.map((r) => ({
    id: r.id,
    schoolId: r.school_id,
    schoolName: r.school_name,
    startDate: r.start_date,
    endDate: r.end_date,
    startTime: r.start_time,
    endTime: r.end_time,
    typeOfTemp: Number(r.type_of_temp),
    otherTxt: r.other_txt,
    subjects: r.subjects,
    grades: r.grades,
    ...(r.reason === null ? {} : { reason: r.reason }),
    sos: r.sos,
    ownerName: r.owner_name ?? '',
    chosenName: r.chosen_name,
    applicants: Number(r.applicants),
    createdAt: iso(r.created_at),
    chosenAt: r.chosen_at === null ? null : iso(r.chosen_at),
  }));
}
