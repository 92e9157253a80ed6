import { describe, expect, it } from 'vitest';
import { syncLogParams } from '../api/sync-log-filter.ts';
import type { SyncLogEntry } from '../api/sync-log-list.ts';
import { deviceTitle, timelinePoints } from './timeline-points.ts';

const entry = (id: number, deviceId: string | null, outcome: string, at: string): SyncLogEntry => ({
  id,
  at,
  accountId: null,
  email: null,
  schoolId: null,
  erased: false,
  deviceId,
  deviceName: '',
  kind: 'pull',
  collection: 'jobs',
  docsIn: 0,
  docsOut: 1,
  checkpointBefore: 0,
  checkpointAfter: 1,
  durationMs: 3,
  outcome,
  errorCode: null,
});

describe('sync-log timeline', () => {
  it('names a device by its browser and system beside its id, where known', () => {
    const named = { ...entry(1, '3f2a9c1e-0000-4000-8000-000000000000', 'ok', '2026-11-21T10:00:00Z'), deviceName: 'Chrome · Android' };
    const { devices, labels } = timelinePoints([named, entry(2, 'phone-a', 'ok', '2026-11-21T10:01:00Z'), { ...named, id: 3, deviceName: '' }]);
    expect(devices).toEqual(['3f2a9c1e-0000-4000-8000-000000000000', 'phone-a']);
    expect(labels).toEqual(['Chrome · Android (3f2a9c1e…)', 'phone-a']);
    expect([deviceTitle('phone-b', 'Safari · iPhone'), deviceTitle(null, ''), deviceTitle('', 'Firefox · Linux')]).toEqual([
      'Safari · iPhone (phone-b)',
      '—',
      'Firefox · Linux (—)',
    ]);
  });

  it('puts each device on its own lane and keeps the outcome', () => {
    const { devices, points } = timelinePoints([
      entry(1, 'phone-b', 'ok', '2026-11-21T10:00:00Z'),
      entry(2, 'phone-a', 'rejected', '2026-11-21T10:01:00Z'),
      entry(3, null, 'error', '2026-11-21T10:02:00Z'),
      entry(4, 'phone-b', 'ok', '2026-11-21T10:03:00Z'),
    ]);
    expect(devices).toEqual(['phone-a', 'phone-b', '—']);
    expect(points.map((p) => [p.id, p.y, p.outcome])).toEqual([
      [1, 1, 'ok'],
      [2, 0, 'rejected'],
      [3, 2, 'error'],
      [4, 1, 'ok'],
    ]);
  });
});

describe('sync-log filter parameters', () => {
  it('leaves out empty filters and sends the time range as instants', () => {
    const params = syncLogParams({ user: '', school: '', device: ' tab-1 ', collection: 'outbox', outcome: 'rejected', from: '2026-11-21T08:00', to: '' }, { page: '2' });
    expect(params.get('device')).toBe('tab-1');
    expect(params.get('collection')).toBe('outbox');
    expect(params.get('outcome')).toBe('rejected');
    expect(params.get('from')).toBe(new Date('2026-11-21T08:00').toISOString());
    expect(params.has('user')).toBe(false);
    expect(params.has('to')).toBe(false);
    expect(params.get('page')).toBe('2');
  });
});
