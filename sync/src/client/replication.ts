import { Subject } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { createRevision, now, type RxCollection, type RxReplicationPullStreamItem, type WithDeleted } from 'rxdb';
import { PULL_CATCH_UP, PULL_MAX, PULL_MIN, SYNC_MISMATCH, type Checkpoint, type PullResponse, type ReplicatedCollection } from '../protocol.ts';
import { backoffDelay, sleep } from './backoff.ts';
import { bulkLoad } from './bulk-load.ts';
import { directInserter, type DirectInsert, type StoredDocument } from './direct-insert.ts';
import { startHeadStart } from './head-start.ts';
import { nextCatchUpSize } from './page-size.ts';
import type { SyncDatabase } from './database.ts';
import { SyncMismatchError, SyncUnauthorizedError, type FollowedPull, type SyncTransport } from './transport.ts';

export interface ReplicationHooks {
  /** after a page arrived: progress of the first sync (remaining is the server's hint) */
  onPulled?: (collection: ReplicatedCollection, received: number, remaining: number) => void;
  /** a refusal other than resetRequired (clientTooOld → prompt update; forbidden → sign out) */
  onMismatch?: (error: SyncMismatchError) => void;
  /** network or server failure, and recovery */
  onOnline?: (online: boolean) => void;
}

export interface CollectionReplication {
  collection: ReplicatedCollection;
  state: RxReplicationState<unknown, Checkpoint>;
  /** ask for a pull now (a websocket notice, a reconnect) */
  resync(): void;
}

/** Wraps a network call: backs off with jitter while it fails, and reports online/offline. */
function withBackoff<A extends unknown[], R>(call: (...args: A) => Promise<R>, hooks: ReplicationHooks, baseMs: number, maxMs: number) {
  let failures = 0;
  return async (...args: A): Promise<R> => {
    try {
      const result = await call(...args);
      if (failures > 0) hooks.onOnline?.(true);
      failures = 0;
      return result;
    } catch (error) {
      if (error instanceof SyncMismatchError) throw error;
      // an ended session is not being offline (the app signs out); until it does, it is asked again as slowly
      if (!(error instanceof SyncUnauthorizedError)) hooks.onOnline?.(false);
      await sleep(backoffDelay(failures++, baseMs, maxMs));
      throw error;
    }
  };
}

/**
 * RxDB replication of one collection against /api/sync/<collection>. Pull-only collections mirror the server:
 * on resetRequired (the reader's view changed) the local documents are wiped and the pull starts from zero.
 * The outbox also pushes: only pending actions of the signed-in owner leave the device.
 */
export function replicateCollection(
  db: SyncDatabase,
  name: ReplicatedCollection,
  transport: SyncTransport,
  options: {
    ownerId: string;
    identifier: string;
    waitForLeadership: boolean;
    batchSize?: number;
    /**
     * the first page size while the device is behind (first sync, back after long offline), default PULL_CATCH_UP;
     * quick pages double it up to PULL_MAX (page-size.ts)
     */
    catchUpBatchSize?: number;
    retryMs?: number;
    maxRetryMs?: number;
    /**
     * true when the device has never synced (the engine's check): a pull-only collection then asks for its first
     * followed pull at once, while RxDB still opens the replication's own storage, instead of when RxDB first calls
     */
    headStart?: () => Promise<boolean>;
  },
  hooks: ReplicationHooks = {},
): CollectionReplication {
  const collection = db[name] as unknown as RxCollection<Record<string, unknown>>;
  const primaryPath = collection.schema.primaryPath;
  const stream$ = new Subject<RxReplicationPullStreamItem<Record<string, unknown>, Checkpoint>>();
  const batchSize = options.batchSize ?? PULL_MIN;
  // While behind, bigger pages: the server re-reads what is left of the view once per page, and a device writes
  // fewer, larger batches (the initial sync of 10,000 jobs took 15-23 % less time in `npm run bench`).
  // RxDB's own loop still ends a pass on a page shorter than batchSize. A caller that sets only batchSize keeps it.
  const fixedPages = options.catchUpBatchSize === undefined && options.batchSize !== undefined;
  const firstCatchUp = fixedPages ? batchSize : Math.max(batchSize, options.catchUpBatchSize ?? PULL_CATCH_UP);
  const maxCatchUp = fixedPages ? batchSize : Math.max(firstCatchUp, PULL_MAX);
  let catchUpBatchSize = firstCatchUp;
  let behind = true;
  /** a catch-up page, timed: the next one grows after a quick answer */
  const catchUpPull = async (checkpoint: Checkpoint | null, pullOptions?: { viewIds: boolean }) => {
    const started = Date.now();
    try {
      const page = await transport.pull(name, checkpoint, catchUpBatchSize, pullOptions);
      catchUpBatchSize = nextCatchUpSize(catchUpBatchSize, Date.now() - started, firstCatchUp, maxCatchUp);
      return page;
    } catch (error) {
      catchUpBatchSize = firstCatchUp;
      throw error;
    }
  };
  // Pages given to storage in the current pull pass, which may not be in the collection yet: RxDB writes a pass's
  // pages while it fetches the next one and waits for them only when the pass ends (a short page), and the bulk load
  // asks for its next page while writing one. A pull from zero answering a reset meanwhile counts them as held, or
  // those that left the view would get no tombstone and stay on the device for good.
  const handedOut = new Map<string, Record<string, unknown>>();
  // the last pull from zero found the collection empty (the first sync may then be bulk-loaded)
  let fromEmpty = false;
  // a pull-only collection's first sync is followed and bulk-loaded; the outbox's documents are the device's own
  const pullOnly = name !== 'outbox';
  // A first sync into an empty collection asks for every page in one response (protocol 5): no round trip between
  // pages, the server building the next while the device stores one. Its pages feed the bulk load; where the stream
  // ends early, ordinary pulls go on from the last stored page's checkpoint.
  let followed: FollowedPull | undefined;
  const closeFollowed = () => {
    followed?.close();
    followed = undefined;
  };
  const pullFollowed = transport.pullFollowed?.bind(transport);
  const headStart =
    options.headStart !== undefined && pullOnly && pullFollowed !== undefined
      ? startHeadStart({
          leadership: () => (options.waitForLeadership ? db.waitForLeadership() : Promise.resolve()),
          neverSynced: options.headStart,
          empty: async () => (await collection.count().exec()) === 0,
          ask: () => pullFollowed(name, null, catchUpBatchSize),
        })
      : undefined;
  const firstPageFollowed = async (): Promise<PullResponse> => {
    closeFollowed();
    const head = await headStart?.take();
    if (head !== undefined) {
      followed = head.pull;
      // RxDB listens by now (its pull runs): this RESYNC comes after the pass's start, so it is pulled after the pass
      if (head.stale) stream$.next('RESYNC');
      return head.pull.first;
    }
    if (transport.pullFollowed === undefined) return catchUpPull(null);
    followed = await transport.pullFollowed(name, null, catchUpBatchSize);
    return followed.first;
  };
  const nextPage = async (checkpoint: Checkpoint): Promise<PullResponse> => {
    const page = await followed?.next();
    if (page === undefined) {
      closeFollowed();
      return pull(checkpoint);
    }
    behind = (page.remaining ?? 0) > 0;
    return page;
  };
  /** `follow`: a first pass of the replication (a reset answered mid-pass is not bulk-loaded) */
  const pullFromZero = async (follow: boolean): Promise<PullResponse> => {
    const held = new Map(handedOut);
    for (const doc of await collection.find().exec()) held.set(doc.primary, doc.toMutableJSON());
    fromEmpty = held.size === 0;
    if (fromEmpty && follow && pullOnly) return firstPageFollowed();
    headStart?.drop();
    if (fromEmpty) return catchUpPull(null);
    // The device still holds documents (the view changed, or it crashed before RxDB stored its checkpoint): what
    // left the view must arrive as a tombstone in the pull, written as RxDB writes pulled documents (not a local
    // remove, which RxDB's upstream would see as a local change).
    const page = await catchUpPull(null, { viewIds: true });
    const inView = new Set<unknown>(page.viewIds ?? []);
    for (const doc of page.documents) inView.add(doc.id);
    // tombstones as the server writes them (only the id): the server's own tombstone later is equal, not a new write
    const tombstones = [...held.values()].filter((doc) => doc['_deleted'] !== true && !inView.has(doc[primaryPath])).map((doc) => ({ id: String(doc[primaryPath]), _deleted: true }));
    return { ...page, documents: [...page.documents, ...tombstones] };
  };
  const pullPage = async (checkpoint: Checkpoint | undefined): Promise<PullResponse> => {
    if (checkpoint === undefined) return pullFromZero(true);
    headStart?.drop();
    try {
      return await (behind ? catchUpPull(checkpoint) : transport.pull(name, checkpoint, batchSize));
    } catch (error) {
      if (!(error instanceof SyncMismatchError) || error.code !== SYNC_MISMATCH.resetRequired) throw error;
      return pullFromZero(false);
    }
  };
  const pull = withBackoff(async (checkpoint: Checkpoint | undefined) => {
    const page = await pullPage(checkpoint);
    behind = (page.remaining ?? 0) > 0;
    return page;
  }, hooks, options.retryMs ?? 250, options.maxRetryMs ?? 30_000);
  // A bulk-loaded page is written as RxDB's own pull writes it, under its pull's write context (its upstream skips
  // it): straight into the Dexie table where the storage allows it (decision 013), else through the storage.
  let inserter: Promise<DirectInsert | undefined> | undefined;
  const writeNew = async (documents: PullResponse['documents']) => {
    for (const doc of documents) handedOut.set(doc.id, doc);
    const internal = state.internalReplicationState;
    if (internal === undefined) return false;
    const context = await internal.downstreamBulkWriteFlag;
    const meta = { lwt: now() };
    const rev = createRevision(collection.database.token);
    const stored = documents.map((doc): StoredDocument => ({ ...doc, _deleted: false, _attachments: {}, _meta: meta, _rev: rev }));
    const direct = await (inserter ??= directInserter(collection));
    if (direct !== undefined) return direct(stored, context);
    const result = await collection.storageInstance.bulkWrite(stored.map((document) => ({ document })), context);
    return result.error.length === 0;
  };
  const pullOrBulkLoad = async (checkpoint: Checkpoint | undefined): Promise<PullResponse> => {
    try {
      const page = await pull(checkpoint);
      if (checkpoint !== undefined || !fromEmpty || !pullOnly || (page.remaining ?? 0) === 0) return page;
      return await bulkLoad({
        first: page,
        pull: nextPage,
        write: writeNew,
        onWritten: (written) => hooks.onPulled?.(name, written.documents.length, written.remaining ?? 0),
        stopped: () => state.isStopped(),
      });
    } finally {
      closeFollowed();
    }
  };
  const push = withBackoff((rows: Array<{ newDocumentState: Record<string, unknown>; assumedMasterState?: unknown }>) => transport.push(name, rows), hooks, options.retryMs ?? 250, options.maxRetryMs ?? 30_000);

  const state = replicateRxCollection<Record<string, unknown>, Checkpoint>({
    replicationIdentifier: options.identifier,
    collection,
    live: true,
    retryTime: options.retryMs ?? 1_000,
    waitForLeadership: options.waitForLeadership,
    autoStart: true,
    pull: {
      batchSize,
      stream$: stream$.asObservable(),
      handler: async (checkpoint) => {
        try {
          const page = await pullOrBulkLoad(checkpoint);
          if (page.documents.length < batchSize) handedOut.clear(); // the pass ends: RxDB writes it all before the next
          else for (const doc of page.documents as Array<Record<string, unknown>>) handedOut.set(String(doc[primaryPath]), doc);
          hooks.onPulled?.(name, page.documents.length, page.remaining ?? 0);
          return { documents: page.documents, checkpoint: page.checkpoint };
        } catch (error) {
          if (error instanceof SyncMismatchError) hooks.onMismatch?.(error);
          throw error;
        }
      },
    },
    ...(!pullOnly
      ? {
          push: {
            batchSize: 50,
            // another user's or an already decided action never leaves the device
            modifier: (doc: WithDeleted<Record<string, unknown>>) =>
              doc['ownerId'] === options.ownerId && (doc['status'] === 'pending' || doc._deleted) ? doc : null,
            handler: async (rows) => {
              try {
                return (await push(rows));
              } catch (error) {
                if (error instanceof SyncMismatchError) hooks.onMismatch?.(error);
                throw error;
              }
            },
          },
        }
      : {}),
  });
  if (headStart !== undefined) state.onCancel.push(headStart.cancel);
  return {
    collection: name,
    state: state as unknown as RxReplicationState<unknown, Checkpoint>,
    resync: () => {
      headStart?.announce();
      stream$.next('RESYNC');
    },
  };
}
