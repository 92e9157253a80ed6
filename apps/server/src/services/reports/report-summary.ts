import { summariseJobs, type ReportBucket } from '@vikariat/domain';
import type { AppDeps, AuthUser } from '../../context.ts';
import { assertSchool } from '../settings/caller-access.ts';
import { statisticsJobs } from '../export/statistics-jobs.ts';

/** GET /api/reports/summary: the caller's schools (or the one named), jobs starting within [from, to]. */
export async function reportSummary(
  deps: AppDeps,
  user: AuthUser,
  query: { from: string; to: string; school?: string | undefined },
): Promise<{ from: string; to: string; byMonth: ReportBucket[]; bySchool: ReportBucket[]; byMonthAndSchool: ReportBucket[]; total: ReportBucket }> {
  if (query.school !== undefined) assertSchool(user, query.school);
  const schoolIds = query.school === undefined ? user.schoolIds : [query.school];
  const jobs = await statisticsJobs(deps.database.db, { all: false, schoolIds }, { from: query.from, to: query.to });
  return { from: query.from, to: query.to, ...summariseJobs(jobs) };
}
