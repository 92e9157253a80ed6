import { describe, expect, it } from 'vitest';
import { formatSyncedAt, syncStatusOf } from './sync-label.ts';

const base = { online: true, syncing: false, lastSyncedAt: null, pending: 0, initialProgress: 1 };

describe('syncStatusOf', () => {
  it('puts offline first, then an unreachable server, then syncing, then queued actions', () => {
    expect(syncStatusOf({ ...base, online: false, syncing: true, pending: 3 }, false)).toBe('offline');
    expect(syncStatusOf({ ...base, syncing: true, pending: 3 }, false)).toBe('offline');
    expect(syncStatusOf({ ...base, online: false, syncing: true, pending: 3 }, true)).toBe('unreachable');
    expect(syncStatusOf({ ...base, syncing: true, pending: 3 })).toBe('syncing');
    expect(syncStatusOf({ ...base, pending: 3 })).toBe('pending');
    expect(syncStatusOf(base)).toBe('synced');
  });
});

describe('formatSyncedAt', () => {
  it('shows dd.MM.yyyy HH:mm and nothing for no time', () => {
    expect(formatSyncedAt(new Date(2026, 10, 3, 7, 5).toISOString())).toBe('03.11.2026 07:05');
    expect(formatSyncedAt(null)).toBeNull();
    expect(formatSyncedAt('nonsense')).toBeNull();
  });
});
