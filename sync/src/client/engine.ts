import { awaitRxStorageReplicationInSync } from 'rxdb';
import { isUserAction } from '@vikariat/domain';
import { BehaviorSubject, type Observable } from 'rxjs';
import { REPLICATED_COLLECTIONS, SYNC_MISMATCH, type NamedStreamEvent, type ReplicatedCollection } from '../protocol.ts';
import type { SyncDatabase } from './database.ts';
import type { FirstSyncPaths } from './first-sync.ts';
import { createWaker } from './backoff.ts';
import { replicateCollection, type CollectionReplication } from './replication.ts';
import { replicationIdentifier } from './schemas.ts';
import { connectStream, type WebSocketFactory } from './stream.ts';
import { createSyncTransport, type SyncMismatchError } from './transport.ts';

export interface SyncState {
  online: boolean;
  syncing: boolean;
  lastSyncedAt: string | null;
  /** the person's queued actions not yet decided by the server (a view is none: domain `isUserAction`) */
  pending: number;
  /** 0..1 while the first sync of the jobs runs; 1 when done */
  initialProgress: number;
}

export interface SyncEngineOptions {
  db: SyncDatabase;
  ownerId: string;
  deviceId: string;
  /** origin + '/api' */
  apiBase: string;
  fetch: typeof fetch;
  getToken: () => Promise<string | null> | string | null;
  /** ws(s)://host/api/realtime and how to open it; without them the engine polls */
  realtimeUrl?: string;
  createSocket?: WebSocketFactory;
  /** only the leader tab replicates (browser); false in Node tests */
  waitForLeadership?: boolean;
  pollMs?: number;
  /** first retry delay after a failure (backoff grows from it); small in tests */
  retryMs?: number;
  /** the longest wait between retries */
  maxRetryMs?: number;
  /** page sizes (defaults PULL_MIN and PULL_CATCH_UP); tiny pages in tests make a handful of documents a paged sync */
  pages?: { batchSize: number; catchUpBatchSize: number };
  collections?: readonly ReplicatedCollection[];
  /** the first sync's paths (first-sync.ts, the table in sync/CONTEXT.md): each can be switched off */
  firstSync?: Partial<FirstSyncPaths>;
  onMismatch?: (error: SyncMismatchError) => void;
  /**
   * After a 401 or a websocket closed with 4401: a fresh access token (stored by the app) to try once, null when the
   * session has ended; throws when it cannot tell (offline). Without it a 401 ends the session at once.
   */
  renewToken?: () => Promise<string | null>;
  /**
   * The server no longer accepts the session (a 401 after the renewal, a socket closed as `sessionEnded`, a `forbidden`
   * refusal): called once; the app signs out (spec 02 §4). Until the app stops the engine, requests back off.
   */
  onSessionEnded?: () => void;
  onEvent?: (name: NamedStreamEvent, data: Record<string, unknown> | undefined) => void;
  now?: () => Date;
  /** when this device last pulled, from an earlier run (the app keeps it): the age of what the screens show offline */
  lastSyncedAt?: string | null;
}

export interface SyncEngine {
  state$: Observable<SyncState>;
  replications: CollectionReplication[];
  resync(): void;
  /** the device's network is back: every wait for a retry ends, the live stream reconnects now, and all pull */
  wake(): void;
  /** resolves when every collection has pulled everything and pushed what was queued */
  awaitInSync(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * True when the device holds no document it pulled, so it has never synced (every reader's profile is one document):
 * its collections then ask for their first pages at once, without waiting for RxDB's replication to start
 * (head-start.ts). The outbox holds the device's own actions, not pulled ones.
 */
export async function holdsNothingPulled(db: SyncDatabase, names: readonly ReplicatedCollection[]): Promise<boolean> {
  const counts = await Promise.all(names.filter((name) => name !== 'outbox').map((name) => db[name].count().exec()));
  return counts.every((n) => n === 0);
}

/** Starts the replication of every collection, the live stream and the sync state the indicator shows. */
export function startSync(options: SyncEngineOptions): SyncEngine {
  const now = options.now ?? (() => new Date());
  const state = new BehaviorSubject<SyncState>({ online: true, syncing: true, lastSyncedAt: options.lastSyncedAt ?? null, pending: 0, initialProgress: 0 });
  const patch = (next: Partial<SyncState>) => state.next({ ...state.value, ...next });
  let ended = false;
  const endSession = () => {
    if (ended) return;
    ended = true;
    options.onSessionEnded?.();
  };
  // one renewal at a time: every collection's pull meets the same 401
  let renewing: Promise<string | null> | undefined;
  const renewToken = options.renewToken;
  const session = {
    onSessionEnded: endSession,
    ...(renewToken === undefined
      ? {}
      : {
          renewToken: () =>
            (renewing ??= renewToken().finally(() => {
              renewing = undefined;
            })),
        }),
  };
  const transport = createSyncTransport({ apiBase: options.apiBase, fetch: options.fetch, getToken: options.getToken, deviceId: options.deviceId, ...session });
  let jobsReceived = 0;
  const hooks = {
    onPulled: (collection: ReplicatedCollection, received: number, remaining: number) => {
      patch({ online: true, lastSyncedAt: now().toISOString() });
      if (collection !== 'jobs' || state.value.initialProgress >= 1) return;
      jobsReceived += received;
      patch({ initialProgress: remaining === 0 ? 1 : jobsReceived / (jobsReceived + remaining) });
    },
    onOnline: (online: boolean) => patch({ online }),
    onMismatch: (error: SyncMismatchError) => {
      // the protocol's reaction to `forbidden` (not this owner, not this collection): sign out, as after a 401
      if (error.code === SYNC_MISMATCH.forbidden) endSession();
      options.onMismatch?.(error);
    },
  };
  const names = options.collections ?? REPLICATED_COLLECTIONS;
  const waker = createWaker();
  let fresh: Promise<boolean> | undefined;
  const headStart = () => (fresh ??= holdsNothingPulled(options.db, names));
  const replications = names.map((name) =>
    replicateCollection(
      options.db,
      name,
      transport,
      {
        ownerId: options.ownerId,
        identifier: replicationIdentifier(name, options.ownerId),
        waitForLeadership: options.waitForLeadership ?? true,
        headStart,
        wait: waker.sleep,
        ...(options.firstSync === undefined ? {} : { firstSync: options.firstSync }),
        ...(options.retryMs === undefined ? {} : { retryMs: options.retryMs }),
        ...(options.maxRetryMs === undefined ? {} : { maxRetryMs: options.maxRetryMs }),
        ...options.pages,
      },
      hooks,
    ),
  );
  const resync = () => replications.forEach((r) => r.resync());
  const activeCollections = new Set<ReplicatedCollection>();

  const subscriptions = [
    options.db.outbox.find({ selector: { status: 'pending' } }).$.subscribe((docs) => patch({ pending: docs.filter((d) => isUserAction(d.type)).length })),
    ...replications.map((r) =>
      r.state.active$.subscribe((active) => {
        if (active) activeCollections.add(r.collection);
        else activeCollections.delete(r.collection);
        patch({ syncing: activeCollections.size > 0 });
      }),
    ),
  ];
  const stream =
    options.realtimeUrl !== undefined && options.createSocket !== undefined
      ? connectStream({
          url: options.realtimeUrl,
          getToken: options.getToken,
          deviceId: options.deviceId,
          createSocket: options.createSocket,
          ...session,
          onChanged: (collections) => replications.filter((r) => collections.includes(r.collection)).forEach((r) => r.resync()),
          ...(options.onEvent === undefined ? {} : { onEvent: options.onEvent }),
          onConnected: () => {
            patch({ online: true });
            resync();
          },
        })
      : undefined;
  const poll = setInterval(resync, options.pollMs ?? 60_000);

  return {
    state$: state.asObservable(),
    replications,
    resync,
    wake() {
      waker.wake();
      stream?.wake();
      resync();
    },
    async awaitInSync() {
      // RxDB's awaitInSync, once for all collections: each collection's own asks the database's idle queue twice, and
      // the queue grants one request per two nested timer ticks (4 ms each once nested), so five collections' ten
      // requests kept the first sync of 10,000 jobs waiting ~30-120 ms after its last write (bench marks)
      await Promise.all(replications.map((r) => r.state.awaitInitialReplication()));
      for (let round = 0; round < 2; round += 1) {
        await options.db.requestIdlePromise();
        await Promise.all(
          replications.flatMap(({ state }) => (state.internalReplicationState === undefined ? [] : [awaitRxStorageReplicationInSync(state.internalReplicationState)])),
        );
      }
    },
    async stop() {
      clearInterval(poll);
      stream?.close();
      subscriptions.forEach((s) => s.unsubscribe());
      await Promise.all(replications.map((r) => r.state.cancel()));
      state.complete();
    },
  };
}
