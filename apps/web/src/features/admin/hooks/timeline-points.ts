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

/** Entries as points on one lane per device (sorted by device id; entries without a device share '—'). */
export function timelinePoints(entries: readonly SyncLogEntry[]): { devices: string[]; points: TimelinePoint[] } {
  const devices = [...new Set(entries.map((e) => e.deviceId ?? '—'))].sort();
  const lane = new Map(devices.map((d, i) => [d, i]));
  const points = entries
    .map((e) => ({ id: e.id, x: new Date(e.at).getTime(), y: lane.get(e.deviceId ?? '—') ?? 0, outcome: outcomeOf(e.outcome), kind: e.kind }))
    .filter((p) => Number.isFinite(p.x));
  return { devices, points };
}
