import { Subject } from 'rxjs';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import type { RxCollection, RxReplicationPullStreamItem, WithDeleted } from 'rxdb';
import { PULL_MIN, SYNC_MISMATCH, type Checkpoint, type ReplicatedCollection } from '../protocol.ts';
import { backoffDelay, sleep } from './backoff.ts';
import type { SyncDatabase } from './database.ts';
import { SyncMismatchError, type SyncTransport } from './transport.ts';

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
      hooks.onOnline?.(false);
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
  options: { ownerId: string; identifier: string; waitForLeadership: boolean; batchSize?: number; retryMs?: number; maxRetryMs?: number },
  hooks: ReplicationHooks = {},
): CollectionReplication {
  const collection = db[name] as unknown as RxCollection<Record<string, unknown>>;
  const stream$ = new Subject<RxReplicationPullStreamItem<Record<string, unknown>, Checkpoint>>();
  const batchSize = options.batchSize ?? PULL_MIN;
  const pull = withBackoff(async (checkpoint: Checkpoint | undefined) => {
    try {
      return await transport.pull(name, checkpoint ?? null, batchSize);
    } catch (error) {
      if (!(error instanceof SyncMismatchError) || error.code !== SYNC_MISMATCH.resetRequired) throw error;
      // The view changed: pull from zero, and let every mirrored document missing from that first page arrive as
      // a tombstone from the server's side. A local remove would not do: RxDB counts it as an unpushed local write
      // and its pull never overrides one, so a pull-only collection would never get those documents back.
      // Documents still in view come back in the following pages and replace their tombstones.
      const page = await transport.pull(name, null, batchSize);
      const fresh = new Set(page.documents.map((d) => d[collection.schema.primaryPath]));
      const mirrored = await collection.find().exec();
      const tombstones = mirrored
        .filter((d) => !fresh.has(d.primary))
        .map((d) => ({ ...d.toMutableJSON(), _deleted: true }));
      return { ...page, documents: [...page.documents, ...tombstones] };
    }
  }, hooks, options.retryMs ?? 250, options.maxRetryMs ?? 30_000);
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
          const page = await pull(checkpoint);
          hooks.onPulled?.(name, page.documents.length, page.remaining ?? 0);
          return { documents: page.documents, checkpoint: page.checkpoint };
        } catch (error) {
          if (error instanceof SyncMismatchError) hooks.onMismatch?.(error);
          throw error;
        }
      },
    },
    ...(name === 'outbox'
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
  return {
    collection: name,
    state: state as unknown as RxReplicationState<unknown, Checkpoint>,
    resync: () => stream$.next('RESYNC'),
  };
}
