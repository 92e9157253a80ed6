import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate, useNavigation } from 'react-router-dom';
import { ProgressBar } from '../components/ui/spinner.tsx';
import { sweepLeftovers } from '../db/index.ts';
import { getToken, hasUnreadableToken, signOut, subscribeSession } from '../lib/session.ts';
import { renewIfDue, startTokenRenewal } from '../lib/token-renewal.ts';
import { useLingui } from '@lingui/react/macro';

/**
 * The top of the route tree: the route watcher (spec 01 §2: the stored token is re-read on every navigation; an
 * unreadable one signs the user out, an expired one is renewed while the session lives — decision 021), the token's
 * renewal while the app runs, and the navigation progress bar while a lazy screen loads.
 */
export function RootShell() {
  const { t } = useLingui();
  const location = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();

  // one renewal loop for the app's life; a new token (sign-in, renewal, profile save) schedules it anew
  useEffect(() => {
    let stop = startTokenRenewal();
    const unsubscribe = subscribeSession(() => {
      stop();
      stop = startTokenRenewal();
    });
    return () => {
      unsubscribe();
      stop();
    };
  }, []);

  useEffect(() => {
    if (hasUnreadableToken()) void signOut().then(() => navigate('/login', { replace: true }));
    else if (getToken() !== null) void renewIfDue();
    // nobody signed in, yet a session's data may be left (it ended with the tab closed mid-wipe): it goes
    else void sweepLeftovers();
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
