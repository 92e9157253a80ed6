import { useSetNavBadge } from '../../lib/nav-badges.tsx';
import { useSession } from '../../lib/use-session.ts';
import { RejectionDialogs } from './components/rejection-dialogs.tsx';
import { useBookingNotices } from './hooks/booking-notices.ts';
import { statusOfJob } from './hooks/job-status.ts';
import { useOpenJobs, usePersonalJobs } from './hooks/substitute-data.ts';

function SubstituteBackground({ email }: { email: string }) {
  const open = useOpenJobs();
  const personal = usePersonalJobs();
  const openCount = open.data ? open.data.activejobs.filter((j) => !j.fromAdminType).length : undefined;
  const chosenCount = personal.data ? [...personal.data.activejobs, ...personal.data.inactivejobs].filter((j) => statusOfJob(j, email) === 'accepted').length : undefined;
  useSetNavBadge('openJobs', openCount);
  useSetNavBadge('chosenJobs', chosenCount);
  useBookingNotices();
  return <RejectionDialogs />;
}

/**
 * Rendered by the layout on every screen (nav-badge feeders): for a substitute it keeps the open-jobs and
 * chosen counts and shows the server's verdicts on queued actions (the spec's dialogs) and news of cancelled bookings
 * wherever the user is.
 */
export default function SubstituteJobsFeeder() {
  const user = useSession();
  if (user?.typeOfUser !== 'user') return null;
  return <SubstituteBackground email={user.email} />;
}
