import { useMemo } from 'react';
import { useJobs, useSyncState } from '../../../db/index.ts';
import { schoolJobOf, type SchoolJob } from '../api/school-job.ts';

/**
 * The school's jobs from the local database (decision 024): the server replicates exactly the jobs the reader manages
 * (a teacher their own, a principal or leader their schools'), with what the screens show, so the screens read them
 * online or not and re-render whenever the replication brings a change (no polling).
 */
interface LocalSchoolJobs {
  jobs: SchoolJob[];
  /** false until the local database answered */
  ready: boolean;
  /** true while nothing is shown and a pull that may bring it runs: an empty list (or no such job) says nothing yet */
  waiting: boolean;
}

const useWaiting = (ready: boolean, empty: boolean): boolean => {
  const state = useSyncState();
  // the server is thought reachable and a pull runs (or this start's first has not answered): it may be still coming
  return !ready || (empty && state.online && (state.syncing || state.initialProgress < 1));
};

export function useSchoolJobs(): LocalSchoolJobs {
  const { docs, ready } = useJobs();
  const jobs = useMemo(() => docs.map(schoolJobOf), [docs]);
  return { jobs, ready, waiting: useWaiting(ready, jobs.length === 0) };
}

/** One job of the school from the local database (undefined while the device does not hold it). */
export function useSchoolJob(id: string): { job: SchoolJob | undefined; ready: boolean; waiting: boolean } {
  const { docs, ready } = useJobs({ selector: { id } });
  const job = useMemo(() => (docs[0] === undefined ? undefined : schoolJobOf(docs[0])), [docs]);
  return { job, ready, waiting: useWaiting(ready, job === undefined) };
}
