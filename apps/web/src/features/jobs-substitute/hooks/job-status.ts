import type { ApplicationStatus } from '@vikariat/domain';
import type { SubstituteJob } from '../api/substitute-job.ts';

/** accepted: the reader is chosen; pending: nobody is chosen; denied: someone else is (spec 02). */
export function statusOfJob(job: Pick<SubstituteJob, 'chosen' | 'status'>, ownEmail: string): ApplicationStatus {
  if (job.status) return job.status;
  const chosen = job.chosen;
  if (chosen === null || chosen === undefined || chosen === false || chosen === '') return 'pending';
  if (chosen === true) return 'accepted';
  return chosen.toLowerCase() === ownEmail.toLowerCase() ? 'accepted' : 'denied';
}

export type SubstituteSort = 'date' | 'time';

/** By date: start date then start time. By time: time of day first (morning jobs first), then date. */
export function sortSubstituteJobs(jobs: readonly SubstituteJob[], sort: SubstituteSort): SubstituteJob[] {
  return [...jobs].sort((a, b) =>
    sort === 'date'
      ? a.startDate.localeCompare(b.startDate) || a.startTime.localeCompare(b.startTime)
      : a.startTime.localeCompare(b.startTime) || a.startDate.localeCompare(b.startDate),
  );
}
