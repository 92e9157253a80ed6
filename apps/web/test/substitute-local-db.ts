import { withPendingActions } from '@vikariat/sync/client/outbox';
import { withPendingAvailability } from '@vikariat/sync/client/availability-view';
import type { AvailabilityDoc } from '@vikariat/sync/client/schemas';
import type { OutboxActionType } from '@vikariat/domain';
import { useSyncExternalStore } from 'react';
import type { ApplicationDoc, JobDoc, NoticeDoc, OutboxDocType, ProfileDoc } from '../src/db/index.ts';

/**
 * An in-memory stand-in for src/db in screen tests: the same hook names and shapes, and the sync package's real
 * optimistic view (withPendingActions). The sync package tests the database and replication themselves.
 */
interface State {
  jobs: JobDoc[];
  notices: NoticeDoc[];
  applications: ApplicationDoc[];
  outbox: OutboxDocType[];
  profile: ProfileDoc | null;
  availability: AvailabilityDoc[];
}

let state: State = { jobs: [], notices: [], applications: [], outbox: [], profile: null, availability: [] };
const listeners = new Set<() => void>();
const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};
const get = () => state;

export const localDb = {
  reset(next: Partial<State>): void {
    state = { jobs: [], notices: [], applications: [], outbox: [], profile: null, availability: [], ...next };
    listeners.forEach((l) => l());
  },
  update(patch: (s: State) => Partial<State>): void {
    state = { ...state, ...patch(state) };
    listeners.forEach((l) => l());
  },
  outbox: (): OutboxDocType[] => state.outbox,
};

const useState_ = () => useSyncExternalStore(subscribe, get, get);

export const fakeDbModule = {
  useJobs: (query: { selector?: { id?: string } } = {}) => {
    const s = useState_();
    const id = query.selector?.id;
    const docs = withPendingActions(s.jobs, s.outbox).filter((j) => id === undefined || j.id === id);
    return { docs, ready: true };
  },
  useNotices: () => ({ docs: useState_().notices, ready: true }),
  useApplications: () => ({ docs: useState_().applications, ready: true }),
  useOutbox: () => ({ docs: useState_().outbox, ready: true }),
  useAvailability: () => {
    const s = useState_();
    return { state: withPendingAvailability(s.availability, s.outbox), ready: true };
  },
  deviceId: () => 'device',
  // the top bar's sync indicator reads these
  useSyncState: () => ({ online: true, syncing: false, lastSyncedAt: null, pending: 0, initialProgress: 1 }),
  openDatabaseFor: () => Promise.resolve(),
  // an online call's answer asks for a pull (the accept of an instant SOS job): nothing to pull here
  pullNow: () => undefined,
  // the indicator's eviction notice (none here) and settings' storage-persistence answer
  useEvictionNotice: () => ({ notice: null, dismiss: () => undefined }),
  requestPersistence: () => Promise.resolve(undefined),
  useProfileDoc: () => useState_().profile,
  enqueueAction: (type: OutboxActionType, payload: Record<string, unknown>) => {
    const doc: OutboxDocType = {
      id: `0190a5b2-7c3d-7e4f-8a9b-${String(state.outbox.length).padStart(12, '0')}`,
      ownerId: 'me',
      deviceId: 'device',
      type,
      payload,
      createdAt: new Date().toISOString(),
      status: 'pending',
      code: null,
      message: null,
      data: null,
      result: null,
      appliedAt: null,
    };
    localDb.update((s) => ({ outbox: [...s.outbox, doc] }));
    return Promise.resolve(doc);
  },
  dismissAction: (id: string) => {
    localDb.update((s) => ({ outbox: s.outbox.filter((a) => a.id !== id) }));
    return Promise.resolve();
  },
};
