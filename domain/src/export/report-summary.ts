import { hoursToFill, type StatisticsJob } from './export-columns.ts';

/** One cell of the principals' report: the jobs of one month (yyyy-MM) and/or one school. */
export interface ReportBucket {
  month?: string;
  schoolId?: string;
  schoolName?: string;
  posted: number;
  filled: number;
  /** filled / posted, 0..1 (0 when nothing was posted) */
  shareFilled: number;
  /** median hours from posting to choosing over the filled jobs; null when none was filled */
  medianHoursToFill: number | null;
  /** mean applicants per posted job, one decimal */
  applicantsPerJob: number;
}

export interface ReportJob extends Pick<StatisticsJob, 'startDate' | 'createdAt' | 'chosenAt' | 'applicants'> {
  schoolId: string;
  schoolName: string;
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const value = sorted.length % 2 === 1 ? sorted[mid] : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
  return Math.round((value ?? 0) * 10) / 10;
}

function bucket(jobs: readonly ReportJob[]): Omit<ReportBucket, 'month' | 'schoolId' | 'schoolName'> {
  const fillTimes = jobs.map(hoursToFill).filter((h): h is number => h !== null);
  const applicants = jobs.reduce((sum, j) => sum + j.applicants, 0);
  return {
    posted: jobs.length,
    filled: fillTimes.length,
    shareFilled: jobs.length === 0 ? 0 : Math.round((fillTimes.length / jobs.length) * 1000) / 1000,
    medianHoursToFill: median(fillTimes),
    applicantsPerJob: jobs.length === 0 ? 0 : Math.round((applicants / jobs.length) * 10) / 10,
  };
}

function groupBy<K extends string>(jobs: readonly ReportJob[], key: (j: ReportJob) => K): Map<K, ReportJob[]> {
  const groups = new Map<K, ReportJob[]>();
  for (const job of jobs) {
    const k = key(job);
    const list = groups.get(k);
    if (list === undefined) groups.set(k, [job]);
    else list.push(job);
  }
  return groups;
}

/** Jobs by the month they take place in (their start date), and by school; plus the total. */
export function summariseJobs(jobs: readonly ReportJob[]): { byMonth: ReportBucket[]; bySchool: ReportBucket[]; byMonthAndSchool: ReportBucket[]; total: ReportBucket } {
  const byMonth = [...groupBy(jobs, (j) => j.startDate.slice(0, 7))].sort(([a], [b]) => a.localeCompare(b)).map(([month, list]) => ({ month, ...bucket(list) }));
  const bySchool = [...groupBy(jobs, (j) => j.schoolId)]
    .map(([schoolId, list]) => ({ schoolId, schoolName: list[0]?.schoolName ?? '', ...bucket(list) }))
    .sort((a, b) => a.schoolName.localeCompare(b.schoolName, 'sv'));
  const byMonthAndSchool = [...groupBy(jobs, (j) => `${j.startDate.slice(0, 7)}|${j.schoolId}`)]
    .map(([key, list]) => ({ month: key.slice(0, 7), schoolId: list[0]?.schoolId ?? '', schoolName: list[0]?.schoolName ?? '', ...bucket(list) }))
    .sort((a, b) => a.month.localeCompare(b.month) || a.schoolName.localeCompare(b.schoolName, 'sv'));
  return { byMonth, bySchool, byMonthAndSchool, total: bucket(jobs) };
}
