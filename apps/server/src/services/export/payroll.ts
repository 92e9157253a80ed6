import { sql, type SQL } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import {
  endedJobDays,
  isLeaderRole,
  localise,
  monthRange,
  parseLocalDate,
  payrollColumns,
  type HoursChange,
  type JobSchedule,
  type Locale,
  type PayrollRow,
} from '@vikariat/domain';
import type { AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { hoursEntryJson } from '../jobs/hours-store.ts';

/**
 * The month's hours of a school (issue 24, decision 030): the principal's month view and the payroll exports read the
 * same rows, one per person per day. Who may: the school's principals and leaders (a leader of several: all of them
 * when none is named), and admins, who name the school.
 */

const M = {
  invalid: 'Ogiltiga uppgifter|Virheelliset tiedot',
  school: 'Välj skola.|Valitse koulu.',
} as const;

/** The schools whose month the caller may read: 403 for another school's, 400 for an admin who names none. */
export function payrollSchools(user: AuthUser, schoolId: string | undefined, locale: Locale): string[] {
  if (user.role === 'admin') {
    if (schoolId === undefined) throw badRequest(localise(M.invalid, locale), { schoolId: localise(M.school, locale) });
    return [schoolId];
  }
  if (!isLeaderRole(user.role)) throw forbidden();
  if (schoolId === undefined) return user.schoolIds;
  if (!user.schoolIds.includes(schoolId)) throw forbidden();
  return [schoolId];
}

const uuids = (ids: readonly string[]): SQL =>
  sql`ARRAY[${sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  )}]::uuid[]`;

/**
 * Rows of job_hours h with the person and the school, filtered by `where`, in payroll's order. Whether the job was an
 * SOS is read from the job, or from its statistics archive once it is purged (30 days after its end; the hours stay).
 */
async function rowsWhere(db: Executor, where: SQL): Promise<PayrollRow[]> {
  const rows = await queryRows<{ row: PayrollRow }>(
    db,
    sql`SELECT (${hoursEntryJson})::jsonb || jsonb_build_object('substituteId', h.substitute_id, 'firstName', acc.first_name,
        'lastName', acc.last_name, 'birthDate', CASE WHEN jsonb_typeof(acc.profile->'birthDate') = 'string' THEN acc.profile->>'birthDate' END,
        'schoolId', h.school_id, 'schoolName', s.name, 'typeOfTemp', h.type_of_temp, 'otherTxt', h.other_txt,
        'sos', COALESCE(j.sos, arch.sos, false),
        'scheduledStart', h.scheduled_start, 'scheduledEnd', h.scheduled_end, 'askLessons', s.ask_lessons) AS row
      FROM job_hours h JOIN accounts acc ON acc.id = h.substitute_id JOIN schools s ON s.id = h.school_id
        LEFT JOIN jobs j ON j.id = h.job_id LEFT JOIN job_statistics_archive arch ON arch.id = h.job_id
      WHERE ${where} ORDER BY s.name, acc.last_name, acc.first_name, h.day, h.job_id`,
  );
  return rows.map((r) => r.row);
}

export const monthRows = (db: Executor, schoolIds: readonly string[], month: string): Promise<PayrollRow[]> => {
  if (schoolIds.length === 0) return Promise.resolve([]);
  const { from, to } = monthRange(month);
  return rowsWhere(db, sql`h.school_id = ANY(${uuids(schoolIds)}) AND h.day BETWEEN ${from}::date AND ${to}::date`);
};

/** The month's logged changes of the schools' hours, newest first (the month view's change log). */
export async function monthChanges(db: Executor, schoolIds: readonly string[], month: string): Promise<HoursChange[]> {
  if (schoolIds.length === 0) return [];
  const { from, to } = monthRange(month);
  return queryRows<HoursChange & Record<string, unknown>>(
    db,
    sql`SELECT c.at, c.actor_name AS "actorName", c.reason, c.before, c.after, h.job_id AS "jobId", h.day::text AS day,
        acc.first_name AS "firstName", acc.last_name AS "lastName", s.name AS "schoolName"
      FROM job_hours_changes c JOIN job_hours h ON h.id = c.hours_id JOIN accounts acc ON acc.id = h.substitute_id JOIN schools s ON s.id = h.school_id
      WHERE h.school_id = ANY(${uuids(schoolIds)}) AND h.day BETWEEN ${from}::date AND ${to}::date ORDER BY c.at DESC, c.id DESC`,
  );
}

/** A day someone was booked for, now over, with no hours yet: what the month cannot be closed without. */
export interface MissingDay {
  jobId: string;
  day: string;
  substituteId: string;
  firstName: string;
  lastName: string;
  schoolName: string;
  startTime: string;
  endTime: string;
  /** the school asks for lessons taught */
  askLessons: boolean;
}

interface BookedJob extends JobSchedule, Record<string, unknown> {
  jobId: string;
  substituteId: string;
  firstName: string;
  lastName: string;
  schoolName: string;
  askLessons: boolean;
  given: string[];
}

/** The booked days between two dates that have ended without hours (of the schools, or of one substitute). */
export async function missingDays(db: Executor, where: SQL, { from, to }: { from: string; to: string }, now: Date): Promise<MissingDay[]> {
  const jobs = await queryRows<BookedJob>(
    db,
    sql`SELECT j.id AS "jobId", j.chosen_id AS "substituteId", acc.first_name AS "firstName", acc.last_name AS "lastName", s.name AS "schoolName", s.ask_lessons AS "askLessons",
        j.start_date::text AS "startDate", j.end_date::text AS "endDate", j.start_time AS "startTime", j.end_time AS "endTime",
        ARRAY(SELECT h.day::text FROM job_hours h WHERE h.job_id = j.id) AS given
      FROM jobs j JOIN accounts acc ON acc.id = j.chosen_id JOIN schools s ON s.id = j.school_id
      WHERE ${where} AND j.from_admin_type IS NULL AND j.start_date <= ${to}::date AND j.end_date >= ${from}::date
      ORDER BY s.name, acc.last_name, acc.first_name, j.start_date`,
  );
  return jobs.flatMap((j) =>
    endedJobDays(j, now)
      .filter((day) => day >= from && day <= to && !j.given.includes(day))
      .map((day) => ({
        jobId: j.jobId,
        day,
        substituteId: j.substituteId,
        firstName: j.firstName,
        lastName: j.lastName,
        schoolName: j.schoolName,
        startTime: j.startTime,
        endTime: j.endTime,
        askLessons: j.askLessons,
      })),
  );
}

export const schoolsMissingDays = (db: Executor, schoolIds: readonly string[], month: string, now: Date): Promise<MissingDay[]> =>
  schoolIds.length === 0 ? Promise.resolve([]) : missingDays(db, sql`j.school_id = ANY(${uuids(schoolIds)})`, monthRange(month), now);

/** The substitute's own hours of a year ("My work"). */
export const ownRows = (db: Executor, substituteId: string, year: number): Promise<PayrollRow[]> =>
  rowsWhere(db, sql`h.substitute_id = ${substituteId} AND h.day BETWEEN ${`${year}-01-01`}::date AND ${`${year}-12-31`}::date`);

/** A date cell's value: midnight UTC of the day, so every time zone reads the same date. */
const dateValue = (date: string): Date | string => {
  const d = parseLocalDate(date);
  return d === null ? '' : new Date(Date.UTC(d.year, d.month - 1, d.day));
};

/** The workbook of rows: dates as real dates shown d.m.yyyy, hours as numbers with two decimals. */
export async function payrollWorkbook(rows: readonly PayrollRow[], locale: Locale, title: string): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Vikariat';
  const sheet = workbook.addWorksheet((title.replace(/[:\\/?*[\]]/g, ' ').trim() || 'Vikariat').slice(0, 31));
  const columns = payrollColumns(rows);
  sheet.columns = columns.map((c) => ({
    header: c.header[locale],
    key: c.key,
    width: c.width,
    style: c.kind === 'date' ? { numFmt: 'd.m.yyyy' } : c.kind === 'hours' ? { numFmt: '0.00' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) {
    sheet.addRow(
      Object.fromEntries(
        columns.map((c) => {
          const value = c.value(row, locale);
          return [c.key, c.kind === 'date' && typeof value === 'string' ? dateValue(value) : value];
        }),
      ),
    );
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
