import { Navigate, Outlet } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';

/** The registration screens are for people without an account: a signed-in user goes to /dashboard (spec 01 §2). */
export function SignedOutOnly() {
  const session = useSession();
  return session ? <Navigate to="/dashboard" replace /> : <Outlet />;
}
