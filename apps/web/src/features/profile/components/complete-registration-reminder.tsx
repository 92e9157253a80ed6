import { useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';
import { CompleteRegistrationModal } from './complete-registration-modal.tsx';

/**
 * The reminder 'Slutför din registrering' for every signed-in screen (mounted once by the app layout). On /profile
 * the profile page shows its own, which opens the basic-info form instead of navigating.
 */
export function CompleteRegistrationReminder() {
  const user = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  if (!user || pathname === '/profile') return null;
  return <CompleteRegistrationModal user={user} onComplete={() => void navigate('/profile')} />;
}
