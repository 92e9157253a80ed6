import { sql, type SQL } from 'drizzle-orm';
import type { TeacherListItem } from '@vikariat/domain';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';

/** A teacher account: holds the teacher role and no leading/admin role (principals are not managed here). */
export const IS_MANAGED_TEACHER = sql`'teacher' = ANY(a.roles) AND NOT (a.roles && ARRAY['principal','ledare','admin']::text[])`;

interface TeacherRow extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  address: string;
  image: string | null;
  grade: unknown;
  approved: boolean;
  school_id: string | null;
  school_name: string | null;
  site_lang: 1 | 2;
  password_hash: string;
}

const gradesOf = (grade: unknown): string[] => (Array.isArray(grade) ? grade.filter((g): g is string => typeof g === 'string') : []);

export function toTeacherItem(row: TeacherRow): TeacherListItem {
  return {
    id: row.id,
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    image: row.image,
    grades: gradesOf(row.grade),
    active: row.approved,
    school: row.school_id === null ? null : { id: row.school_id, name: row.school_name ?? '' },
  };
}

async function selectTeachers(db: Executor, where: SQL): Promise<TeacherRow[]> {
  return queryRows<TeacherRow>(
    db,
    sql`SELECT a.id, a.first_name, a.last_name, a.email, a.phone, a.address, a.image, a.profile->'grade' AS grade,
               a.approved, a.school_id, s.name AS school_name, a.site_lang, a.password_hash
        FROM accounts a LEFT JOIN schools s ON s.id = a.school_id
        WHERE ${IS_MANAGED_TEACHER} AND ${where}
        ORDER BY a.last_name, a.first_name`,
  );
}

export const teachersOfSchools = (db: Executor, schoolIds: readonly string[]) =>
  schoolIds.length === 0
    ? Promise.resolve([])
    : selectTeachers(
        db,
        sql`a.school_id IN (${sql.join(
          schoolIds.map((id) => sql`${id}::uuid`),
          sql`, `,
        )})`,
      );

export async function teacherByEmail(db: Executor, email: string): Promise<TeacherRow | undefined> {
  const rows = await selectTeachers(db, sql`a.email = ${email.trim().toLowerCase()}`);
  return rows[0];
}
