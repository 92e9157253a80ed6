import { isLeaderRole, isSchoolRole, jobDateLabel } from '@vikariat/domain';
import { useSetNavBadge } from '../../lib/nav-badges.tsx';
import { useSession } from '../../lib/use-session.ts';
import { useCancellationAlerts } from './hooks/use-cancellation-alerts.ts';
import { useSchoolJobs } from './hooks/local-school-jobs.ts';

function SchoolBadges({ leader, userId }: { leader: boolean; userId: string }) {
  const jobs = useSchoolJobs();
  useCancellationAlerts({ id: userId, leader }, (jobId) => {
    const job = jobs.jobs.find((j) => j.uniqueId === jobId);
    return job && `${jobDateLabel(job)} ${job.startTime}–${job.endTime}`;
  });
  const list = jobs.waiting ? undefined : jobs.jobs;
  // the board's badge: applicants on jobs still waiting for a choice
  useSetNavBadge('applicants', list ? list.filter((j) => !j.chosen).reduce((n, j) => n + j.applicants.length, 0) : undefined);
  useSetNavBadge('jobs', list?.length);
  return null;
}

/**
 * Keeps the board's applicant count and the job count of school roles' menus (spec 01 §2) from the local database, and
 * tells of a booked substitute's cancellation wherever the user is.
 */
export default function SchoolJobsFeeder() {
  const user = useSession();
  if (!user || !isSchoolRole(user.typeOfUser)) return null;
  return <SchoolBadges leader={isLeaderRole(user.typeOfUser)} userId={user.sub} />;
}
