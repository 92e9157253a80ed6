import type { SchoolJob } from '../api/school-job.ts';

export type JobSort = 'newest' | 'oldest';

const createdKey = (job: SchoolJob): string => job.created ?? job.startDate;

/** /jobs sorts by creation time, newest or oldest first. */
export const sortJobs = (jobs: readonly SchoolJob[], sort: JobSort): SchoolJob[] =>
  [...jobs].sort((a, b) => (sort === 'newest' ? createdKey(b).localeCompare(createdKey(a)) : createdKey(a).localeCompare(createdKey(b))));

/** The board: by start date, then start time. */
export const byStartDate = (jobs: readonly SchoolJob[]): SchoolJob[] =>
  [...jobs].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime));
