import { useEffect, useState, useSyncExternalStore } from 'react';
import { availabilityState, type AvailabilityState, type OutboxActionType, type OutboxPayload } from '@vikariat/domain';
import type { ApplicationDoc, AvailabilityDoc, JobDoc, NoticeDoc, OutboxDocType, ProfileDoc, SyncCollections, SyncState } from '@vikariat/sync/client/index';
import type { MangoQuery } from 'rxdb';
import { currentOwner, deviceId, getDatabase, getDatabaseGeneration, getSyncState, subscribeDatabaseGeneration, subscribeSyncState } from './local-database.ts';
import { dismissEvictionNotice, evictionNotice, subscribeEvictionNotice, type EvictionNotice } from './eviction.ts';

type Name = keyof SyncCollections;
interface DocOf {
  jobs: JobDoc;
  applications: ApplicationDoc;
  profile: ProfileDoc;
  notices: NoticeDoc;
  outbox: OutboxDocType;
  availability: AvailabilityDoc;
}

interface LiveResult<T> {
  docs: T[];
  /** false until the first local answer (the local database answers offline too) */
  ready: boolean;
}

/** A reactive query on one local collection; re-renders on every local change. */
function useCollection<N extends Name>(name: N, query: MangoQuery<DocOf[N]> = {}): LiveResult<DocOf[N]> {
  const [result, setResult] = useState<LiveResult<DocOf[N]>>({ docs: [], ready: false });
  const key = JSON.stringify(query);
  // the database opened anew (a frozen tab resumed): the query subscribes to the new one
  const generation = useSyncExternalStore(subscribeDatabaseGeneration, getDatabaseGeneration, getDatabaseGeneration);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const parsed = JSON.parse(key) as MangoQuery<DocOf[N]>;
    void getDatabase().then(
      (db) => {
        if (cancelled) return;
        const collection = db[name] as unknown as SyncCollections[N] | undefined;
        // the database closed meanwhile (a sign-out, a test's end): it has no collections left, and this query no
        // reader; the screen keeps what it had (it is going away), and no error goes unhandled
        if (collection === undefined) return;
        const subscription = (
          collection as unknown as { find(q: MangoQuery<DocOf[N]>): { $: { subscribe(f: (docs: Array<{ toJSON(): DocOf[N] }>) => void): { unsubscribe(): void } } } }
        )
          .find(parsed)
          .$.subscribe((docs) => {
            if (!cancelled) setResult({ docs: docs.map((d) => d.toJSON()), ready: true });
          });
        stop = () => subscription.unsubscribe();
      },
      // a database that failed to open after the screen went (a wipe at sign-out, a test's end) sets nothing
      () => {
        if (!cancelled) setResult({ docs: [], ready: true });
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [name, key, generation]);
  return result;
}

/**
 * Jobs as the reader may see them, with the still-pending actions applied (the optimistic view): a rejected
 * action simply stops applying, so its optimistic change rolls back by itself.
 */
export function useJobs(query: MangoQuery<JobDoc> = {}): LiveResult<JobDoc> {
  const jobs = useCollection('jobs', query);
  const outbox = useCollection('outbox', { selector: { status: 'pending' } });
  const [view, setView] = useState<LiveResult<JobDoc>>({ docs: [], ready: false });
  useEffect(() => {
    let cancelled = false;
    void import('@vikariat/sync/client/outbox').then(({ withPendingActions }) => {
      // nothing until the queue has answered too: a job shown before its queued actions are applied would flash its
      // old state, and a job page would record a second view of a job whose view is still queued
      if (cancelled) return;
      setView(jobs.ready && outbox.ready ? { docs: withPendingActions(jobs.docs, outbox.docs), ready: true } : { docs: [], ready: false });
    });
    return () => {
      cancelled = true;
    };
  }, [jobs, outbox]);
  return view;
}

const AVAILABILITY_ACTION_TYPES: OutboxActionType[] = ['setAvailability', 'setWeeklyPattern', 'answerFree'];

/** The person's availability with their pending availability actions applied (the optimistic view, as useJobs). */
export function useAvailability(): { state: AvailabilityState; ready: boolean } {
  const docs = useCollection('availability');
  const outbox = useCollection('outbox', { selector: { type: { $in: AVAILABILITY_ACTION_TYPES } } });
  // (applied ones too: an applied action shows until its document arrives, see withPendingAvailability)
  const [view, setView] = useState<{ state: AvailabilityState; ready: boolean }>({ state: availabilityState([]), ready: false });
  useEffect(() => {
    let cancelled = false;
    void import('@vikariat/sync/client/availability-view').then(({ withPendingAvailability }) => {
      if (cancelled || !docs.ready || !outbox.ready) return;
      setView({ state: withPendingAvailability(docs.docs, outbox.docs), ready: true });
    });
    return () => {
      cancelled = true;
    };
  }, [docs, outbox]);
  return view;
}

export const useApplications = (): LiveResult<ApplicationDoc> => useCollection('applications');
export const useNotices = (): LiveResult<NoticeDoc> => useCollection('notices', { sort: [{ id: 'desc' }] });
export const useOutbox = (): LiveResult<OutboxDocType> => useCollection('outbox', { sort: [{ id: 'asc' }] });

/** The signed-in user's own profile document (null until synced). */
export function useProfileDoc(): ProfileDoc | null {
  const { docs } = useCollection('profile');
  return docs[0] ?? null;
}

/** The notice that the browser removed the local copy (and which queued actions went with it), until dismissed. */
export function useEvictionNotice(): { notice: EvictionNotice | null; dismiss: () => void } {
  const owner = currentOwner();
  const notice = useSyncExternalStore(subscribeEvictionNotice, () => evictionNotice(owner));
  return { notice, dismiss: () => owner !== null && dismissEvictionNotice(owner) };
}

/** {online, syncing, lastSyncedAt, pending, initialProgress} for the sync indicator. */
export const useSyncState = (): SyncState => useSyncExternalStore(subscribeSyncState, getSyncState, getSyncState);

/**
 * Queues an offline action for the signed-in user (optimistic at once, sent when possible) and answers the
 * queued action; its verdict arrives in useOutbox().
 */
export async function enqueueAction<T extends OutboxActionType>(type: T, payload: OutboxPayload<T>): Promise<OutboxDocType> {
  const owner = currentOwner();
  if (owner === null) throw new Error('signed out');
  const [db, { enqueueAction: enqueue }] = await Promise.all([getDatabase(), import('@vikariat/sync/client/outbox')]);
  return enqueue(db, { ownerId: owner, deviceId: deviceId() }, type, payload);
}

/** Forgets a decided action on this device once its dialog was shown. */
export async function dismissAction(id: string): Promise<void> {
  const [db, { dismissAction: dismiss }] = await Promise.all([getDatabase(), import('@vikariat/sync/client/outbox')]);
  await dismiss(db, id);
}
