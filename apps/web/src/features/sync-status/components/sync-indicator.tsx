import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/use-session.ts';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { openDatabaseFor, useSyncState } from '../../../db/index.ts';
import { useDeviceOnline } from '../../../lib/connection.ts';
import { formatSyncedAt, syncStatusOf } from '../hooks/sync-label.ts';
import { PendingActionsSheet } from './pending-actions-sheet.tsx';
import { EvictionNotice } from './eviction-notice.tsx';
import './sync-status.css';

/** The first sync's progress (shown only until all of the reader's jobs are on the device). */
function InitialSyncProgress({ progress }: { progress: number }) {
  const { t } = useLingui();
  if (progress >= 1) return null;
  return <progress className="sync-indicator__progress" max={1} value={progress} aria-label={t`Hämtar vikariat till enheten`} />;
}

/**
 * The sync indicator for the app bar: online/offline/syncing, when last synced, how many actions wait.
 * Mounting it (signed in) opens the local database, which starts syncing.
 */
export function SyncIndicator() {
  const { t } = useLingui();
  const session = useSession();
  const state = useSyncState();
  const deviceOnline = useDeviceOnline();
  const [sheetOpen, setSheetOpen] = useState(false);
  const owner = session?.sub;
  useEffect(() => {
    if (owner !== undefined) void openDatabaseFor(owner).catch(() => undefined);
  }, [owner]);
  if (owner === undefined) return null;
  const status = syncStatusOf(state, deviceOnline);
  const syncedAt = formatSyncedAt(state.lastSyncedAt);
  const labels = {
    offline: t`Offline`,
    unreachable: t`Servern svarar inte`,
    syncing: t`Synkroniserar…`,
    pending: t`Väntar på att skicka`,
    synced: t`Synkroniserad`,
  };
  return (
    <div className="sync-indicator" data-status={status}>
      <Tooltip content={syncedAt === null ? '' : t`Senast synkroniserad ${syncedAt}`} side="bottom" disabled={syncedAt === null}>
        {(trigger) => (
          <button type="button" className="sync-indicator__button" onClick={() => setSheetOpen(true)} aria-haspopup="dialog" {...trigger}>
            <span className="sync-indicator__dot" aria-hidden="true" />
            <span className="sync-indicator__label">{labels[status]}</span>
            {state.pending > 0 && <span className="sync-indicator__count">{t`${state.pending} i kö`}</span>}
          </button>
        )}
      </Tooltip>
      {syncedAt !== null && (
        <span className="sync-indicator__time">
          <Trans>Senast synkroniserad {syncedAt}</Trans>
        </span>
      )}
      {/* a first sync that cannot run makes no progress: the status says why instead of a bar standing still */}
      {status === 'offline' || status === 'unreachable' ? null : <InitialSyncProgress progress={state.initialProgress} />}
      <PendingActionsSheet open={sheetOpen} onClose={() => setSheetOpen(false)} />
      <EvictionNotice />
    </div>
  );
}
