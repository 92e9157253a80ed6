import { sql } from 'drizzle-orm';
import { helsinkiInstant, isSchoolRole, type Role } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** A job as the calendar shows it (menu item 'Kalender'): the school's jobs, or a substitute's accepted ones. */
export interface CalendarEvent {
  id: string;
  schoolId: string;
  schoolName: string;
  address: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  /** the first day's start and end as instants (Europe/Helsinki wall clock) */
  start: string;
  end: string;
  typeOfTemp: number;
  otherTxt: string;
  subjects: string[];
  grades: string[];
  additionalInfo: string;
  sos: boolean;
  /** the chosen substitute's name (school roles) or null */
  chosenName: string | null;
  chosen: boolean;
  /** from the day card (issue 24): where to report and whom to ask; never the class notes */
  reportTo: string;
  contact: string;
}

export interface CalendarReader {
  id: string;
  role: Role;
  schoolIds: readonly string[];
}

interface Row extends Record<string, unknown> {
  id: string;
  school_id: string;
  school_name: string;
  address: string;
  start_date: string;
  end_date: string;
  start_time: string;
  end_time: string;
  type_of_temp: number;
  other_txt: string;
  subjects: string[];
  grades: string[];
  additional_info: string;
  sos: boolean;
  chosen_name: string | null;
  chosen_id: string | null;
  report_to: string | null;
  contact: string | null;
}

/** The reader's jobs overlapping [from, to] (yyyy-MM-dd, inclusive). */
export async function calendarEvents(db: Executor, reader: CalendarReader, from: string, to: string): Promise<CalendarEvent[]> {
  let whose;
  if (reader.role === 'user') whose = sql`j.chosen_id = ${reader.id}`;
  else if (isSchoolRole(reader.role) && reader.schoolIds.length > 0) {
    whose = sql`j.school_id IN (${sql.join(
      reader.schoolIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`;
    // a teacher reads the jobs they own, as on their board (domain canReadJobAsSchool): not the colleagues' absences
    if (reader.role === 'teacher') whose = sql`${whose} AND j.owner_id = ${reader.id}`;
  } else return [];
  const school = isSchoolRole(reader.role);
  const rows = await queryRows<Row>(
    db,
    sql`SELECT j.id, j.school_id, s.name AS school_name, s.address, j.start_date::text AS start_date, j.end_date::text AS end_date,
               j.start_time, j.end_time, j.type_of_temp, j.other_txt, j.subjects, j.grades, j.additional_info, j.sos, j.chosen_id,
               nullif(trim(ch.first_name || ' ' || ch.last_name), '') AS chosen_name,
               j.day_card->>'reportTo' AS report_to,
               trim(concat_ws(' ', j.day_card->>'contactName', j.day_card->>'contactPhone')) AS contact
        FROM jobs j JOIN schools s ON s.id = j.school_id LEFT JOIN accounts ch ON ch.id = j.chosen_id
        WHERE ${whose} AND j.deleted_at IS NULL AND NOT s.is_admin
          AND j.start_date <= ${to}::date AND j.end_date >= ${from}::date
        ORDER BY j.start_date, j.start_time`,
  );
  return rows.map((r) => ({
    id: r.id,
    schoolId: r.school_id,
    schoolName: r.school_name,
    address: r.address,
    startDate: r.start_date,
    endDate: r.end_date,
    startTime: r.start_time,
    endTime: r.end_time,
    start: helsinkiInstant(r.start_date, r.start_time).toISOString(),
    end: helsinkiInstant(r.start_date, r.end_time).toISOString(),
    typeOfTemp: Number(r.type_of_temp),
    otherTxt: r.other_txt,
    subjects: r.subjects,
    grades: r.grades,
    additionalInfo: r.additional_info,
    sos: r.sos,
    chosenName: school ? r.chosen_name : null,
    chosen: r.chosen_id !== null,
    reportTo: r.report_to ?? '',
    contact: r.contact ?? '',
  }));
}
