import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { ProgressBar } from '../components/ui/spinner.tsx';
import { sweepLeftovers } from '../db/index.ts';
import { getToken, hasStaleToken, signOut } from '../lib/session.ts';
import { useLingui } from '@lingui/react/macro';

/**
 * The top of the route tree: the route watcher (spec 01 §2: the stored token is re-read on every navigation and
 * an expired one signs the user out) and the navigation progress bar while a lazy screen loads.
 */
export function RootShell() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  useEffect(() => {
    if (hasStaleToken()) void signOut().then(() => navigate('/login', { replace: true }));
    // nobody signed in, yet a session's data may be left (it ended with the tab closed mid-wipe): it goes
    else if (getToken() === null) void sweepLeftovers();
  }, [location.pathname, navigate]);

  return (
    <>
      {navigation.state === 'loading' ? (
        <div className="route-progress">
          <ProgressBar label={t`Laddar…`} />
        </div>
      ) : null}
      <Outlet />
    </>
  );
}
