import type { SyncState } from '../../../db/index.ts';
import { connectionProblemOf } from '../../../lib/connection.ts';

type SyncStatus = 'offline' | 'unreachable' | 'syncing' | 'synced' | 'pending';

/**
 * One status for the indicator: the device offline wins, then a server it cannot reach (the device is online: the
 * person need not move for signal), then a running sync, then queued actions, else synced.
 */
export function syncStatusOf(state: SyncState, deviceOnline = true): SyncStatus {
  const problem = connectionProblemOf(state.online, deviceOnline);
  if (problem !== null) return problem;
  if (state.syncing) return 'syncing';
  if (state.pending > 0) return 'pending';
  return 'synced';
}

/** dd.MM.yyyy HH:mm (fi-FI) of an ISO time, or null. */
export function formatSyncedAt(iso: string | null): string | null {
  if (iso === null) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getDate())}.${pad(date.getMonth() + 1)}.${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
