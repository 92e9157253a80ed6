import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { canPostFor, jobExpire, jobMsg, todayInFinland, TYPE_OF_TEMP_OTHER, type AddTempPayload, type Locale, type SosPayload } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import type { Executor } from '../../db/client.ts';
import { queryRows } from '../../db/query.ts';
import { jobs } from '../../db/schema/index.ts';
import { badRequest, forbidden } from '../../http/errors.ts';
import { scheduleDeliveries } from '../notifications/index.ts';
import { loadSchool, type SchoolInfo } from './job-access.ts';
import { assertOwnUploads } from './job-files.ts';
import { startWaves } from './offer-waves.ts';
import { inTransaction } from '../../db/transaction.ts';

const isLeader = (user: AuthUser) => user.role === 'principal' || user.role === 'ledare';

/** The school a job is posted for: the one named (must be the caller's), else the caller's only school. */
async function postingSchool(db: Executor, user: AuthUser, named: string | undefined, locale: Locale): Promise<SchoolInfo> {
  const schoolId = named ?? (user.schoolIds.length === 1 ? user.schoolIds[0] : undefined);
  if (schoolId === undefined) throw badRequest(jobMsg('schoolRequired', locale), { school: jobMsg('schoolRequired', locale) });
  const school = user.schoolIds.includes(schoolId) ? await loadSchool(db, schoolId) : undefined;
  if (school === undefined || !canPostFor(user, { id: school.id, isAdmin: school.is_admin })) {
    throw forbidden(jobMsg('schoolNotYours', locale));
  }
  return school;
}

interface Person extends Record<string, unknown> {
  id: string;
  first_name: string;
  last_name: string;
  grade: unknown;
}

/** A teacher of the school (own school or linked through principal_schools). */
async function teacherOfSchool(db: Executor, teacherId: string, schoolId: string): Promise<Person | undefined> {
  const rows = await queryRows<Person>(
    db,
    sql`SELECT a.id, a.first_name, a.last_name, a.profile->'grade' AS grade FROM accounts a
        WHERE a.id = ${teacherId} AND 'teacher' = ANY(a.roles)
          AND (a.school_id = ${schoolId} OR EXISTS (SELECT 1 FROM principal_schools ps WHERE ps.account_id = a.id AND ps.school_id = ${schoolId}))`,
  );
  return rows[0];
}

/**
 * Stores a new job together with its first offer wave and its notifications (an SOS job goes out with high urgency;
 * decision 034), then wakes the sender. The database announces the job live at commit.
 */
async function insertJob(deps: AppDeps, values: typeof jobs.$inferInsert): Promise<void> {
  await inTransaction(deps.database.db, async (tx) => {
    await tx.insert(jobs).values(values);
    await startWaves(deps, tx, values.id, deps.now());
  });
  scheduleDeliveries(deps);
}

async function gradesOf(db: Executor, accountId: string): Promise<string[]> {
  const rows = await queryRows<{ grade: unknown }>(db, sql`SELECT profile->'grade' AS grade FROM accounts WHERE id = ${accountId}`);
  const grade = rows[0]?.grade;
  return Array.isArray(grade) ? grade.filter((g): g is string => typeof g === 'string') : [];
}

/** POST /api/teachers/addtemp (spec 02 §7). Returns the new job's id. `noticeFi`: an admin notice's Finnish text. */
export async function addTemp(deps: AppDeps, user: AuthUser, payload: AddTempPayload, locale: Locale, noticeFi: string | null = null): Promise<string> {
  const db = deps.database.db;
  const school = await postingSchool(db, user, payload.school, locale);
  if (payload.reason !== '' && !isLeader(user)) {
    throw badRequest(jobMsg('reasonPrincipalOnly', locale), { reason: jobMsg('reasonPrincipalOnly', locale) });
  }
  let fromAdminType: 'Tips' | null = null;
  if (school.is_admin) {
    // Update is disabled in the menu (spec 02 §5): only Tips notices are posted
    if (payload.fromAdminType === 'Update') {
      throw badRequest(jobMsg('updateNoticeDisabled', locale), { fromAdminType: jobMsg('updateNoticeDisabled', locale) });
    }
    fromAdminType = 'Tips';
  }
  let ownerId = user.id;
  let regarding = '';
  let grades = payload.grades;
  if (payload.regarding !== undefined && payload.regarding !== '') {
    const teacher = isLeader(user) ? await teacherOfSchool(db, payload.regarding, school.id) : undefined;
    if (teacher === undefined) throw badRequest(jobMsg('regardingNotInSchool', locale), { regarding: jobMsg('regardingNotInSchool', locale) });
    // the job is the teacher's own: they see and manage it; the principal still manages every school job
    ownerId = teacher.id;
    regarding = `${teacher.first_name} ${teacher.last_name}`;
    if (grades.length === 0 && Array.isArray(teacher.grade)) grades = teacher.grade.filter((g): g is string => typeof g === 'string');
  }
  if (grades.length === 0 && !school.is_admin) grades = await gradesOf(db, user.id);
  await assertOwnUploads(db, user.id, payload.files, locale);
  const id = randomUUID();
  const now = deps.now();
  await insertJob(deps, {
    id,
    ownerId,
    schoolId: school.id,
    startDate: payload.startDate,
    endDate: payload.endDate,
    startTime: payload.startTime,
    endTime: payload.endTime,
    reason: payload.reason,
    subjects: [...new Set(payload.subjects)],
    additionalInfo: payload.additionalInfo,
    additionalInfoFi: school.is_admin ? noticeFi : null,
    files: payload.files,
    regarding,
    grades: [...new Set(grades)].sort((a, b) => a.localeCompare(b, 'sv', { numeric: true })),
    expire: jobExpire(payload),
    typeOfTemp: payload.typeOfTemp,
    otherTxt: payload.otherTxt,
    fromAdminType,
    region: [school.municipality],
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/**
 * POST /api/principals/sos: an urgent one-day job today, from the principal's saved defaults (start, end,
 * info; subjects from the stored defaults). Its type is 'other' with the text SOS.
 */
export async function postSos(deps: AppDeps, user: AuthUser, payload: SosPayload, locale: Locale): Promise<string> {
  if (!isLeader(user)) throw forbidden();
  const db = deps.database.db;
  const school = await postingSchool(db, user, payload.school, locale);
  const rows = await queryRows<{ defaults: Record<string, unknown> }>(db, sql`SELECT defaults FROM accounts WHERE id = ${user.id}`);
  const saved = rows[0]?.defaults ?? {};
  const subjects = Array.isArray(saved['subjects']) ? saved['subjects'].filter((s): s is string => typeof s === 'string') : [];
  const now = deps.now();
  const today = todayInFinland(now);
  const id = randomUUID();
  const schedule = { startDate: today, endDate: today, startTime: payload.start, endTime: payload.end };
  await insertJob(deps, {
    id,
    ownerId: user.id,
    schoolId: school.id,
    ...schedule,
    subjects,
    additionalInfo: payload.info,
    grades: await gradesOf(db, user.id),
    expire: jobExpire(schedule),
    typeOfTemp: TYPE_OF_TEMP_OTHER,
    otherTxt: 'SOS',
    sos: true,
    instant: payload.instant,
    region: [school.municipality],
    createdAt: now,
    updatedAt: now,
  });
  return id;
}
