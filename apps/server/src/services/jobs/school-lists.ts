import { sql, type SQL } from 'drizzle-orm';
import { canSeeReason, type ApplicantSort, type Locale } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { queryRows } from '../../db/query.ts';
import { forbidden } from '../../http/errors.ts';
import { applicantsOf, type ApplicantView } from './applicant-profiles.ts';
import { loadManagedJob } from './job-access.ts';
import { factsOf, schoolJobView, selectJobs, type JobRow, type SchoolJobView } from './job-view.ts';

const ids = (values: readonly string[]): SQL =>
  values.length === 0
    ? sql`NULL`
    : sql.join(
        values.map((v) => sql`${v}`),
        sql`, `,
      );

/** Which jobs a school-side caller manages: a leader every job of their schools, a teacher their own, an admin the notices. */
function managedWhere(user: AuthUser): SQL {
  if (user.role === 'teacher') return sql`j.owner_id = ${user.id} AND j.school_id IN (${ids(user.schoolIds)})`;
  if (user.role === 'admin') return sql`s.is_admin AND j.school_id IN (${ids(user.schoolIds)})`;
  if (user.role === 'principal' || user.role === 'ledare') return sql`NOT s.is_admin AND j.school_id IN (${ids(user.schoolIds)})`;
  throw forbidden();
}

export async function managedJobs(deps: AppDeps, user: AuthUser): Promise<JobRow[]> {
  return selectJobs(deps.database.db, sql`j.deleted_at IS NULL AND ${managedWhere(user)}`);
}

const view = (user: AuthUser, row: JobRow): SchoolJobView => schoolJobView(row, { showReason: canSeeReason(user, factsOf(row)) });

interface Viewer extends Record<string, unknown> {
  email: string;
  first_name: string;
  last_name: string;
  image: string | null;
}

/**
 * POST /api/principals/temps/v2 and /api/teachers/gettemp/v2 → {jobs, viewUsers, preschool}: the board's
 * jobs with applicants and views, who viewed (names for the viewers' list), and whether a school is a
 * pre-school (principals only).
 */
export async function schoolBoard(deps: AppDeps, user: AuthUser) {
  const rows = await managedJobs(deps, user);
  const viewerEmails = [...new Set(rows.flatMap((r) => r.viewed))];
  const viewers =
    viewerEmails.length === 0
      ? []
      : await queryRows<Viewer>(deps.database.db, sql`SELECT email, first_name, last_name, image FROM accounts WHERE email IN (${ids(viewerEmails)})`);
  const preschool = user.role === 'teacher' ? undefined : rows.some((r) => r.preschool) || (await anyPreschool(deps, user));
  return {
    jobs: rows.map((r) => view(user, r)),
    viewUsers: viewers.map((v) => ({ email: v.email, firstName: v.first_name, lastName: v.last_name, image: v.image })),
    ...(preschool === undefined ? {} : { preschool }),
  };
}

async function anyPreschool(deps: AppDeps, user: AuthUser): Promise<boolean> {
  if (user.schoolIds.length === 0) return false;
  const rows = await queryRows(deps.database.db, sql`SELECT 1 FROM schools WHERE preschool AND id IN (${ids(user.schoolIds)})`);
  return rows.length > 0;
}

/** The older list calls (/api/principals/temps, /api/teachers/gettemp): jobs with applicants. */
export async function schoolJobs(deps: AppDeps, user: AuthUser) {
  return { jobs: (await managedJobs(deps, user)).map((r) => view(user, r)) };
}

/** POST /api/teachers/getspecific {id} → {job}. */
export async function specificJob(deps: AppDeps, user: AuthUser, jobId: string, locale: Locale) {
  const row = await loadManagedJob(deps.database.db, user, jobId, locale);
  return { job: view(user, row) };
}

/**
 * POST /api/teachers/showapplicants: the applicants of one job (`id`, the manage page) or of every job the
 * caller manages (optionally one `school` of theirs), with the profile fields a school may see.
 */
export async function showApplicants(
  deps: AppDeps,
  user: AuthUser,
  query: { id?: string | undefined; school?: string | undefined; sort: ApplicantSort },
  locale: Locale,
): Promise<{ applicants: ApplicantView[] }> {
  let jobIds: string[];
  if (query.id !== undefined) {
    jobIds = [(await loadManagedJob(deps.database.db, user, query.id, locale)).id];
  } else {
    const school = query.school;
    if (school !== undefined && school !== '' && !user.schoolIds.includes(school)) throw forbidden();
    const rows = await managedJobs(deps, user);
    jobIds = rows.filter((r) => school === undefined || school === '' || r.school_id === school).map((r) => r.id);
  }
  return { applicants: await applicantsOf(deps.database.db, jobIds, query.sort, deps.now()) };
}
