import { useLingui } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { isLeaving, subscribeLeaving } from '../lib/session.ts';
import '../components/ui/spinner.css';

/**
 * While a session the server refused is signed out (the device wiped, then the page reloaded), nothing of the previous
 * user stays visible and nothing can be typed into a screen the reload will replace.
 */
export function SigningOutCover() {
  const { t } = useLingui();
  const leaving = useSyncExternalStore(subscribeLeaving, isLeaving, isLeaving);
  if (!leaving) return null;
  return (
    <div className="signing-out-cover" role="status" aria-busy="true">
      <span className="spinner spinner-large" aria-hidden="true">
        <span className="spinner-circle" />
      </span>
      <p>{t`Du har loggats ut. Ett ögonblick…`}</p>
    </div>
  );
}
