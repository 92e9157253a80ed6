import { sql } from 'drizzle-orm';
import { sortApplicants, todayInFinland, type ApplicantSort, type Locale } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { forbidden } from '../../http/errors.ts';
import { textArray } from '../../sync/reader.ts';
import { jobNotFound, loadManagedJob } from './job-access.ts';
import { applicantAnswer, schoolJobAnswer, viewUsersOf, type ApplicantAnswer } from './school-job-answer.ts';
import { onlineSchoolDocuments, type OnlineSchoolDocument, type SchoolReader } from './school-job-documents.ts';

/**
 * The spec's online calls of the school side, answered from the same document builder as the school's replicated
 * jobs (decision 024): the app's screens read those documents from the device; these calls stay for compatibility.
 */
const readerOf = (deps: AppDeps, user: AuthUser): SchoolReader => ({
  role: user.role,
  id: user.id,
  schools: textArray(user.schoolIds),
  today: sql`${todayInFinland(deps.now())}::date`,
});

const managedDocuments = (deps: AppDeps, user: AuthUser, where = sql`true`): Promise<OnlineSchoolDocument[]> => {
  if (user.role === 'user') throw forbidden();
  return onlineSchoolDocuments(deps.database.db, readerOf(deps, user), where);
};

/**
 * POST /api/principals/temps/v2 and /api/teachers/gettemp/v2 → {jobs, viewUsers, preschool}: the board's
 * jobs with applicants and views, who viewed (names for the viewers' list), and whether a school is a
 * pre-school (principals only).
 */
export async function schoolBoard(deps: AppDeps, user: AuthUser) {
  const docs = await managedDocuments(deps, user);
  const preschool = user.role === 'teacher' ? undefined : docs.some((d) => d.preschool) || (await anyPreschool(deps, user));
  return { jobs: docs.map(schoolJobAnswer), viewUsers: viewUsersOf(docs), ...(preschool === undefined ? {} : { preschool }) };
}

async function anyPreschool(deps: AppDeps, user: AuthUser): Promise<boolean> {
  if (user.schoolIds.length === 0) return false;
  const rows = await queryRows(deps.database.db, sql`SELECT 1 FROM schools WHERE preschool AND id = ANY(${textArray(user.schoolIds)}::uuid[])`);
  return rows.length > 0;
}

/** The older list calls (/api/principals/temps, /api/teachers/gettemp): jobs with applicants. */
export async function schoolJobs(deps: AppDeps, user: AuthUser) {
  return { jobs: (await managedDocuments(deps, user)).map(schoolJobAnswer) };
}

/** POST /api/teachers/getspecific {id} → {job}. */
export async function specificJob(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale) {
  await loadManagedJob(deps.database.db, user, jobId, locale);
  const [doc] = await managedDocuments(deps, user, sql`j.id = ${jobId}`);
  if (doc === undefined) throw jobNotFound(locale);
  return { job: schoolJobAnswer(doc) };
}

/**
 * POST /api/teachers/showapplicants: the active applicants of one job (`id`, the manage page) or of every job the
 * caller manages (optionally one `school` of theirs), with the profile fields a school may see.
 */
export async function showApplicants(
  deps: AppDeps,
  user: AuthUser,
  query: { id?: string | undefined; school?: string | undefined; sort: ApplicantSort },
  locale: Locale,
): Promise<{ applicants: ApplicantAnswer[] }> {
  let where = sql`true`;
  if (query.id !== undefined) {
    await loadManagedJob(deps.database.db, user, query.id, locale);
    where = sql`j.id = ${query.id}`;
  } else if (query.school !== undefined && query.school !== '') {
    if (!user.schoolIds.includes(query.school)) throw forbidden();
    where = sql`j.school_id = ${query.school}`;
  }
  const docs = await managedDocuments(deps, user, where);
  const applicants = docs.flatMap((doc) => doc.applicants.filter((a) => a.active).map((a) => applicantAnswer(doc, a)));
  return { applicants: sortApplicants(applicants, query.sort) };
}
