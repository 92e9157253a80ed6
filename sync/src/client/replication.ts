import { Subject } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { PULL_CATCH_UP, PULL_MAX, PULL_MIN, SYNC_MISMATCH, type Checkpoint, type PullResponse, type ReplicatedCollection } from '../protocol.ts';
import { backoffDelay, sleep } from './backoff.ts';
import { ALL_FIRST_SYNC_PATHS, FirstSync, type FirstSyncPaths } from './first-sync.ts';
import { nextCatchUpSize } from './page-size.ts';
import type { SyncDatabase } from './database.ts';
import { SyncMismatchError, SyncUnauthorizedError, type SyncTransport } from './transport.ts';

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

/** A page the server answered with changes held back (a writer still running) is followed by a pull this much later. */
export const HELD_BACK_RETRY_MS = 1_000;

/** Wraps a network call: backs off with jitter while it fails, and reports online/offline. */
function withBackoff<A extends unknown[], R>(call: (...args: A) => Promise<R>, hooks: ReplicationHooks, baseMs: number, maxMs: number, wait = sleep) {
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
      await wait(backoffDelay(failures++, baseMs, maxMs));
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
    /** how a failed request waits before it is tried again (the engine's waker cuts it short when the network is back) */
    wait?: (ms: number) => Promise<void>;
    /**
     * true when the device has never synced (the engine's check): a pull-only collection then asks for its first
     * followed pull at once, while RxDB still opens the replication's own storage, instead of when RxDB first calls
     */
    headStart?: () => Promise<boolean>;
    /** the first sync's paths (first-sync.ts), all on unless switched off */
    firstSync?: Partial<FirstSyncPaths>;
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
  // pages while it fetches the next one and waits for them only when the pass ends (a short page), and the first
  // sync's bulk load asks for its next page while writing one. A pull from zero answering a reset meanwhile counts
  // them as held, or those that left the view would get no tombstone and stay on the device for good.
  const handedOut = new Map<string, Record<string, unknown>>();
  const handOut = (documents: readonly Record<string, unknown>[]) => {
    for (const doc of documents) handedOut.set(String(doc[primaryPath]), doc);
  };
  const held = async () => {
    const documents = new Map(handedOut);
    for (const doc of await collection.find().exec()) documents.set(doc.primary, doc.toMutableJSON());
    return documents;
  };
  /**
   * A pull from zero while the device holds documents (the view changed, or it crashed before RxDB stored its
   * checkpoint): what left the view must arrive as a tombstone in the pull, written as RxDB writes pulled documents
   * (not a local remove, which RxDB's upstream would see as a local change).
   */
  const fromZeroWithView = async (holding: Map<string, Record<string, unknown>>): Promise<PullResponse> => {
    const page = await catchUpPull(null, { viewIds: true });
    const inView = new Set<unknown>(page.viewIds ?? []);
    for (const doc of page.documents) inView.add(doc.id);
    // tombstones as the server writes them (only the id): the server's own tombstone later is equal, not a new write
    const tombstones = [...holding.values()]
      .filter((doc) => doc['_deleted'] !== true && !inView.has(doc[primaryPath]))
      .map((doc) => ({ id: String(doc[primaryPath]), _deleted: true }));
    return { ...page, documents: [...page.documents, ...tombstones] };
  };
  const fromZero = async (): Promise<PullResponse> => {
    const holding = await held();
    return holding.size === 0 ? catchUpPull(null) : fromZeroWithView(holding);
  };

  // A pull-only collection's first sync is its own pipeline (first-sync.ts); the outbox's documents are the device's own.
  const pullOnly = name !== 'outbox';
  const paths = { ...ALL_FIRST_SYNC_PATHS, ...options.firstSync };
  const firstSync = pullOnly
    ? new FirstSync({
        name,
        collection,
        transport,
        paths,
        pageSize: () => catchUpBatchSize,
        catchUpFromZero: () => catchUpPull(null),
        pullAfter: async (checkpoint) => (await pull(checkpoint)).page,
        writeContext: () => state.internalReplicationState?.downstreamBulkWriteFlag,
        handOut,
        onWritten: (written) => hooks.onPulled?.(name, written.documents.length, written.remaining ?? 0),
        stopped: () => state.isStopped(),
        resync: () => stream$.next('RESYNC'),
        ...(options.headStart === undefined
          ? {}
          : { neverSynced: { leadership: () => (options.waitForLeadership ? db.waitForLeadership() : Promise.resolve()), check: options.headStart } }),
      })
    : undefined;

  /** One page; `first`: the first page of a first sync, which the first sync then hands over */
  const pullPage = async (checkpoint: Checkpoint | undefined): Promise<{ page: PullResponse; first: boolean }> => {
    if (checkpoint === undefined) {
      const holding = await held();
      if (holding.size === 0 && firstSync !== undefined) return { page: await firstSync.firstPage(), first: true };
      firstSync?.skip();
      return { page: holding.size === 0 ? await catchUpPull(null) : await fromZeroWithView(holding), first: false };
    }
    firstSync?.skip();
    try {
      return { page: await (behind ? catchUpPull(checkpoint) : transport.pull(name, checkpoint, batchSize)), first: false };
    } catch (error) {
      if (!(error instanceof SyncMismatchError) || error.code !== SYNC_MISMATCH.resetRequired) throw error;
      // the reader's view changed: from zero (never bulk-loaded: RxDB's pass is under way)
      return { page: await fromZero(), first: false };
    }
  };
  // Changes held back behind a writer still running (decision 040) announce nothing when that writer rolls back or
  // writes no replicated row: the device asks once more by itself.
  let heldBackTimer: ReturnType<typeof setTimeout> | undefined;
  const pullAgainLater = () => {
    if (heldBackTimer !== undefined) return;
    heldBackTimer = setTimeout(() => {
      heldBackTimer = undefined;
      if (!state.isStopped()) stream$.next('RESYNC');
    }, HELD_BACK_RETRY_MS);
  };
  const pull = withBackoff(
    async (checkpoint: Checkpoint | undefined) => {
      const result = await pullPage(checkpoint);
      behind = (result.page.remaining ?? 0) > 0;
      if (result.page.heldBack === true) pullAgainLater();
      return result;
    },
    hooks,
    options.retryMs ?? 250,
    options.maxRetryMs ?? 30_000,
    options.wait,
  );
  const pageForRxdb = async (checkpoint: Checkpoint | undefined): Promise<PullResponse> => {
    const { page, first } = await pull(checkpoint);
    if (!first || firstSync === undefined) return page;
    const handed = await firstSync.handOver(page);
    behind = (handed.remaining ?? 0) > 0;
    return handed;
  };
  const push = withBackoff(
    (rows: Array<{ newDocumentState: Record<string, unknown>; assumedMasterState?: unknown }>) => transport.push(name, rows),
    hooks,
    options.retryMs ?? 250,
    options.maxRetryMs ?? 30_000,
    options.wait,
  );

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
          const page = await pageForRxdb(checkpoint);
          if (page.documents.length < batchSize)
            handedOut.clear(); // the pass ends: RxDB writes it all before the next
          else handOut(page.documents);
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
            modifier: (doc: WithDeleted<Record<string, unknown>>) => (doc['ownerId'] === options.ownerId && (doc['status'] === 'pending' || doc._deleted) ? doc : null),
            handler: async (rows) => {
              try {
                return await push(rows);
              } catch (error) {
                if (error instanceof SyncMismatchError) hooks.onMismatch?.(error);
                throw error;
              }
            },
          },
        }
      : {}),
  });
  if (firstSync !== undefined) state.onCancel.push(() => firstSync.cancel());
  state.onCancel.push(() => clearTimeout(heldBackTimer));
  return {
    collection: name,
    state: state as unknown as RxReplicationState<unknown, Checkpoint>,
    resync: () => {
      firstSync?.announce();
      stream$.next('RESYNC');
    },
  };
}
