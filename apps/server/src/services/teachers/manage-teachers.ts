import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { sortGrades, type AddTeacherPayload, type EditTeacherPayload, type Locale, type SendInformationPayload, type TeacherListItem } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../auth/passwords.ts';
import { queryRows } from '../../db/query.ts';
import { inTransaction } from '../../db/transaction.ts';
import { imageOwner } from '../../files/images.ts';
import { readUpload } from '../../files/storage.ts';
import { accounts } from '../../db/schema/index.ts';
import { badRequest, notFound } from '../../http/errors.ts';
import { erasureHooks } from '../accounts/erasure-hooks.ts';
import { assertSchool } from '../settings/caller-access.ts';
import { teacherLoginMail } from './teacher-mail.ts';
import { IS_MANAGED_TEACHER, teacherByEmail, teachersOfSchools, toTeacherItem } from './teacher-rows.ts';
import { publishTeachersChanged } from '../../realtime/named-events.ts';

const TEXT = {
  emailTaken: { sv: 'E-postadressen används redan', fi: 'Sähköpostiosoite on jo käytössä' },
  unknownPicture: { sv: 'Bilden hittades inte, ladda upp den igen', fi: 'Kuvaa ei löytynyt, lataa se uudelleen' },
  wrongPassword: { sv: 'Lösenordet stämmer inte med lärarens konto', fi: 'Salasana ei vastaa opettajan tiliä' },
  notFound: { sv: 'Läraren hittades inte', fi: 'Opettajaa ei löytynyt' },
} as const;

/** The teacher list asks for this after each change (spec 02 §4 `updateteachers`). Published after commit. */
async function announce(deps: AppDeps, schoolIds: Iterable<string>): Promise<void> {
  for (const schoolId of new Set(schoolIds)) await publishTeachersChanged(deps, schoolId);
}

/** POST /api/principals/teachers/getall: the teachers of the caller's school(s), or of the one named. */
export async function listTeachers(deps: AppDeps, user: AuthUser, school: string | undefined): Promise<{ teachers: TeacherListItem[]; preschool: boolean }> {
  if (school !== undefined) assertSchool(user, school);
  const schoolIds = school === undefined ? user.schoolIds : [school];
  const rows = await teachersOfSchools(deps.database.db, schoolIds);
  const flags =
    schoolIds.length === 0
      ? []
      : await queryRows<{ preschool: boolean }>(
          deps.database.db,
          sql`SELECT preschool FROM schools WHERE id IN (${sql.join(
            schoolIds.map((id) => sql`${id}::uuid`),
            sql`, `,
          )})`,
        );
  return { teachers: rows.map(toTeacherItem), preschool: flags.some((f) => f.preschool) };
}

/** A teacher of one of the caller's schools: unknown → 404, another school's → 403. */
async function ownTeacher(deps: AppDeps, user: AuthUser, email: string, locale: Locale) {
  const teacher = await teacherByEmail(deps.database.db, email);
  // another school's teacher is answered as no teacher: a principal learns nothing of which e-mails are teachers elsewhere
  if (teacher?.school_id == null || !user.schoolIds.includes(teacher.school_id)) throw notFound(TEXT.notFound[locale]);
  return teacher;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e.code === '23505' || e.cause?.code === '23505';
};

/** POST /api/principals/teacher/add: a confirmed, approved teacher account of one of the caller's schools. */
export async function addTeacher(deps: AppDeps, user: AuthUser, payload: AddTeacherPayload, locale: Locale): Promise<TeacherListItem> {
  assertSchool(user, payload.school);
  // the picture is uploaded first (POST /api/shared/image) by the principal: only their own upload is accepted
  if (payload.filename !== undefined && (imageOwner(payload.filename) !== user.id || (await readUpload(deps.env.DATA_DIR, 'images', payload.filename)) === null)) {
    throw badRequest(TEXT.unknownPicture[locale], { filename: TEXT.unknownPicture[locale] });
  }
  const db = deps.database.db;
  const id = randomUUID();
  const passwordHash = await hashPassword(payload.password);
  try {
    await inTransaction(db, (tx) =>
      tx.insert(accounts).values({
        id,
        email: payload.email,
        passwordHash,
        firstName: payload.firstName,
        lastName: payload.lastName,
        phone: payload.phone,
        typeOfUser: 'teacher',
        roles: ['teacher'],
        siteLang: user.siteLang,
        schoolId: payload.school,
        image: payload.filename ?? null,
        approved: true,
        confirmedAt: deps.now(),
        hasEdited: true,
        profile: { grade: sortGrades(payload.grades) },
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(TEXT.emailTaken[locale], { email: TEXT.emailTaken[locale] });
    throw error;
  }
  await announce(deps, [payload.school]);
  const created = await teacherByEmail(db, payload.email);
  if (created === undefined) throw new Error('the new teacher vanished');
  return toTeacherItem(created);
}

/** POST /api/principals/send/information: the login by e-mail, in the teacher's language. */
export async function sendTeacherInformation(deps: AppDeps, user: AuthUser, payload: SendInformationPayload, locale: Locale): Promise<void> {
  const teacher = await ownTeacher(deps, user, payload.email, locale);
  // only the real login is mailed: the principal cannot send someone an arbitrary text as "your password"
  if (!(await verifyPassword(teacher.password_hash, payload.password))) {
    throw badRequest(TEXT.wrongPassword[locale], { password: TEXT.wrongPassword[locale] });
  }
  const teacherLocale: Locale = teacher.site_lang === 2 ? 'sv' : 'fi';
  const mail = teacherLoginMail(teacherLocale, {
    firstName: payload.firstName === '' ? teacher.first_name : payload.firstName,
    email: teacher.email,
    password: payload.password,
    loginUrl: `${deps.env.publicUrl}/app/login`,
    schoolName: teacher.school_name ?? '',
  });
  await deps.mailer.send({ to: teacher.email, ...mail });
}

/** POST /api/principals/edit/teacher: an empty field keeps the existing value (spec 02 §5). */
export async function editTeacher(deps: AppDeps, user: AuthUser, payload: EditTeacherPayload, locale: Locale): Promise<TeacherListItem> {
  const teacher = await ownTeacher(deps, user, payload.oldEmail, locale);
  const db = deps.database.db;
  const grades = payload.grades === undefined || payload.grades.length === 0 ? undefined : sortGrades(payload.grades);
  try {
    await inTransaction(db, (tx) =>
      tx
        .update(accounts)
        .set({
          firstName: payload.firstName === '' ? teacher.first_name : payload.firstName,
          lastName: payload.lastName === '' ? teacher.last_name : payload.lastName,
          email: payload.email === '' ? teacher.email : payload.email,
          phone: payload.phone === '' ? teacher.phone : payload.phone,
          ...(grades === undefined ? {} : { profile: sql`jsonb_set(${accounts.profile}, '{grade}', ${JSON.stringify(grades)}::jsonb)` }),
          seq: sql`nextval('change_seq')`,
        })
        .where(eq(accounts.id, teacher.id)),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw badRequest(TEXT.emailTaken[locale], { email: TEXT.emailTaken[locale] });
    throw error;
  }
  if (teacher.school_id !== null) await announce(deps, [teacher.school_id]);
  const updated = await teacherByEmail(db, payload.email === '' ? teacher.email : payload.email);
  if (updated === undefined) throw new Error('the edited teacher vanished');
  return toTeacherItem(updated);
}

/** POST /api/principals/activate/teacher and /deactivate/teacher (approved = the active flag). */
export async function setTeacherActive(deps: AppDeps, user: AuthUser, email: string, active: boolean, locale: Locale): Promise<void> {
  const teacher = await ownTeacher(deps, user, email, locale);
  await inTransaction(deps.database.db, (tx) =>
    tx
      .update(accounts)
      .set({ approved: active, seq: sql`nextval('change_seq')` })
      .where(eq(accounts.id, teacher.id)),
  );
  if (teacher.school_id !== null) await announce(deps, [teacher.school_id]);
}

/** DELETE /api/principals/remove/{email}: the teacher's account goes; their jobs stay with no owner. */
export async function removeTeacher(deps: AppDeps, user: AuthUser, email: string, locale: Locale): Promise<void> {
  const teacher = await ownTeacher(deps, user, email, locale);
  // the account's jobs lose their owner and its sessions end (cascades): job rows are written, so a retry may be due.
  // The account is erased as by its owner: the other areas' erasure hooks run first (their delivery log, sync log).
  await inTransaction(deps.database.db, async (tx) => {
    for (const hook of erasureHooks) await hook.run(tx, teacher.id);
    await tx.delete(accounts).where(eq(accounts.id, teacher.id));
  });
  if (teacher.school_id !== null) await announce(deps, [teacher.school_id]);
}

/** POST /api/principals/activate/all and /deactivate/all {school}: every teacher of one of the caller's schools. */
export async function setAllTeachersActive(deps: AppDeps, user: AuthUser, schoolId: string, active: boolean): Promise<number> {
  assertSchool(user, schoolId);
  const rows = await inTransaction(deps.database.db, (tx) =>
    queryRows<{ id: string }>(
      tx,
      sql`UPDATE accounts a SET approved = ${active}, seq = nextval('change_seq')
          WHERE a.school_id = ${schoolId} AND ${IS_MANAGED_TEACHER} AND a.approved <> ${active} RETURNING a.id`,
    ),
  );
  await announce(deps, [schoolId]);
  return rows.length;
}
