import type { SyncLogEntry } from '../api/sync-log-list.ts';

interface TimelinePoint {
  id: number;
  /** ms since epoch */
  x: number;
  /** the device's lane */
  y: number;
  outcome: 'ok' | 'rejected' | 'error';
  kind: string;
}

const outcomeOf = (value: string): TimelinePoint['outcome'] => (value === 'rejected' || value === 'error' ? value : 'ok');

/** A device as a person recognises it: its browser and system beside its id ("Chrome · Android (3f2a…)"). */
export const deviceTitle = (deviceId: string | null, deviceName: string): string => {
  const id = deviceId === null || deviceId === '' ? '—' : deviceId;
  if (deviceName === '') return id;
  return `${deviceName} (${id.length > 12 ? `${id.slice(0, 8)}…` : id})`;
};

/**
 * Entries as points on one lane per device (sorted by device id; entries without a device share '—'); `labels` names
 * each lane by its device's browser and system beside the id.
 */
export function timelinePoints(entries: readonly SyncLogEntry[]): { devices: string[]; labels: string[]; points: TimelinePoint[] } {
  const devices = [...new Set(entries.map((e) => e.deviceId ?? '—'))].sort();
  const names = new Map(entries.filter((e) => e.deviceName !== '').map((e) => [e.deviceId ?? '—', e.deviceName]));
  const labels = devices.map((d) => deviceTitle(d, names.get(d) ?? ''));
  const lane = new Map(devices.map((d, i) => [d, i]));
  const points = entries
    .map((e) => ({ id: e.id, x: new Date(e.at).getTime(), y: lane.get(e.deviceId ?? '—') ?? 0, outcome: outcomeOf(e.outcome), kind: e.kind }))
    .filter((p) => Number.isFinite(p.x));
  return { devices, labels, points };
}
