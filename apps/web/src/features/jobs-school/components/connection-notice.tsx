import { useLingui } from '@lingui/react/macro';
import { useSyncState } from '../../../db/index.ts';
import { connectionProblemOf, formatDataAge, useDeviceOnline } from '../../../lib/connection.ts';
import './connection-notice.css';

/**
 * Above the school's screens while the server cannot be reached (issue 22 item 5): they show the jobs as last fetched,
 * so say how old that is, which problem it is (no network on the device, or a server that does not answer), and that
 * what the school does with a job waits for a connection (nothing of it can be queued).
 */
export function ConnectionNotice() {
  const { t } = useLingui();
  const state = useSyncState();
  const problem = connectionProblemOf(state.online, useDeviceOnline());
  if (problem === null) return null;
  const age = formatDataAge(state.lastSyncedAt, new Date());
  return (
    <div className="connection-notice" role="status" data-testid="connection-notice" data-problem={problem}>
      <span className="connection-notice-title">
        {problem === 'offline' ? t`Du är offline.` : t`Servern svarar inte.`} {age === null ? t`Inget har hämtats ännu.` : t`Uppdaterat ${age}.`}
      </span>
      <span>
        {problem === 'offline'
          ? t`Enheten har ingen internetförbindelse. Du ser vikariaten som de var när de senast hämtades.`
          : t`Enheten är ansluten, men servern kan inte nås just nu. Du ser vikariaten som de var när de senast hämtades.`}
      </span>
      <span>{t`Att välja eller avboka en vikarie och att redigera eller ta bort ett vikariat kräver en förbindelse till servern.`}</span>
    </div>
  );
}
