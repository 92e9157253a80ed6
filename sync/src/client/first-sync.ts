import { createRevision, now, type RxCollection } from 'rxdb';
import type { Checkpoint, PullResponse, ReplicatedCollection } from '../protocol.ts';
import { bulkLoad } from './bulk-load.ts';
import { directInserter, type DirectInsert, type StoredDocument } from './direct-insert.ts';
import { startHeadStart, type HeadStart } from './head-start.ts';
import type { FollowedPull, SyncTransport } from './transport.ts';

/**
 * The first sync of a pull-only collection: RxDB's pull from zero into an empty collection. Four paths make it fast,
 * each with its decision record and each switchable here (the table in sync/CONTEXT.md):
 * - `headStart` (decision 018): a device that never synced asks for its first pages as the engine starts;
 * - `followed` (decision 016): every page in one response, the server building the next while the device stores one;
 * - `bulkLoad` (decision 012): this module writes the pages itself, the next page on its way meanwhile;
 * - `directInsert` (decision 013): those pages go straight into the Dexie table in the storage's own format.
 * With all four off it is RxDB's own replication, page by page.
 */
export interface FirstSyncPaths {
  headStart: boolean;
  followed: boolean;
  bulkLoad: boolean;
  directInsert: boolean;
}
export const ALL_FIRST_SYNC_PATHS: FirstSyncPaths = { headStart: true, followed: true, bulkLoad: true, directInsert: true };

export interface FirstSyncDeps {
  name: ReplicatedCollection;
  collection: RxCollection<Record<string, unknown>>;
  transport: SyncTransport;
  paths: FirstSyncPaths;
  /** the page size the replication asks for now (it grows while pages answer quickly) */
  pageSize: () => number;
  /** the replication's catch-up page from zero, where no followed pull is asked */
  catchUpFromZero: () => Promise<PullResponse>;
  /** the replication's ordinary pull after a checkpoint (backoff, reset), where a followed pull ended early */
  pullAfter: (checkpoint: Checkpoint) => Promise<PullResponse>;
  /** RxDB's write context for pulled documents (its upstream skips them); undefined while its replication starts */
  writeContext: () => Promise<string> | undefined;
  /** pages given to storage, which the replication counts as held until its pass ends */
  handOut: (documents: PullResponse['documents']) => void;
  onWritten: (page: PullResponse) => void;
  stopped: () => boolean;
  /** RxDB's pull stream: a RESYNC pulls again after the current pass */
  resync: () => void;
  /** resolves once this tab replicates; and whether the device holds nothing it pulled (the engine's check) */
  neverSynced?: { leadership: () => Promise<unknown>; check: () => Promise<boolean> };
}

/**
 * Where the first sync is. `waiting`: RxDB has not asked yet (a head start may be on its way); `following`: the pages
 * of a followed pull are read; `paging`: pages are asked one by one; `handedOver`: RxDB's replication has the page to
 * go on from, and every later pull is the steady replication's.
 */
type Stage = { kind: 'waiting' } | { kind: 'following'; pull: FollowedPull } | { kind: 'paging' } | { kind: 'handedOver' };

export class FirstSync {
  private stage: Stage = { kind: 'waiting' };
  private readonly headStart: HeadStart | undefined;
  private inserter: Promise<DirectInsert | undefined> | undefined;

  constructor(private readonly deps: FirstSyncDeps) {
    const { transport, neverSynced, paths } = deps;
    this.headStart =
      neverSynced !== undefined && paths.headStart && paths.followed && transport.pullFollowed !== undefined
        ? startHeadStart({
            leadership: neverSynced.leadership,
            neverSynced: neverSynced.check,
            empty: async () => (await deps.collection.count().exec()) === 0,
            ask: () => this.askFollowed(),
          })
        : undefined;
  }

  get stageName(): Stage['kind'] {
    return this.stage.kind;
  }

  /** The first page from zero into the empty collection: the head start's, a followed pull's, or an ordinary one. */
  async firstPage(): Promise<PullResponse> {
    this.closeStream(); // a failed earlier attempt's stream
    const head = await this.headStart?.take();
    if (head !== undefined) {
      this.stage = { kind: 'following', pull: head.pull };
      // RxDB listens by now (its pull runs): this RESYNC comes after the pass's start, so it is pulled after the pass
      if (head.stale) this.deps.resync();
      return head.pull.first;
    }
    if (!this.deps.paths.followed || this.deps.transport.pullFollowed === undefined) {
      this.stage = { kind: 'paging' };
      return this.deps.catchUpFromZero();
    }
    const pull = await this.askFollowed();
    this.stage = { kind: 'following', pull };
    return pull.first;
  }

  /**
   * After the first page: stores the rest (bulk load) and returns the one page RxDB's replication takes over — the last
   * stored page's last document with the final checkpoint (RxDB finds it stored and saves the checkpoint), or the first
   * page this could not store as new documents. The stream is closed whatever happens.
   */
  async handOver(first: PullResponse): Promise<PullResponse> {
    try {
      if (!this.deps.paths.bulkLoad || (first.remaining ?? 0) === 0) return first;
      return await bulkLoad({
        first,
        pull: (checkpoint) => this.nextPage(checkpoint),
        write: (documents) => this.write(documents),
        onWritten: this.deps.onWritten,
        stopped: this.deps.stopped,
      });
    } finally {
      this.closeStream();
      this.stage = { kind: 'handedOver' };
    }
  }

  /** RxDB's pull went another way (from a checkpoint, or the device holds documents): no head start is needed. */
  skip(): void {
    this.headStart?.drop();
  }

  /** A change was announced (the replication's resync). */
  announce(): void {
    this.headStart?.announce();
  }

  /** The replication was cancelled. */
  cancel(): void {
    this.headStart?.cancel();
    this.closeStream();
  }

  private askFollowed(): Promise<FollowedPull> {
    const { transport, name, pageSize } = this.deps;
    if (transport.pullFollowed === undefined) return Promise.reject(new Error('the transport cannot follow a pull'));
    return transport.pullFollowed(name, null, pageSize());
  }

  private async nextPage(checkpoint: Checkpoint): Promise<PullResponse> {
    const page = this.stage.kind === 'following' ? await this.stage.pull.next() : undefined;
    if (page !== undefined) return page;
    // the stream ended (done early, cut, stalled, a bad line) or there was none: ordinary pulls from the last page
    this.closeStream();
    return this.deps.pullAfter(checkpoint);
  }

  private closeStream(): void {
    if (this.stage.kind !== 'following') return;
    this.stage.pull.close();
    this.stage = { kind: 'paging' };
  }

  /** Stores new documents as RxDB's own pull writes them, under its pull's write context (its upstream skips them). */
  private async write(documents: PullResponse['documents']): Promise<boolean> {
    this.deps.handOut(documents);
    const context = await this.deps.writeContext();
    if (context === undefined) return false;
    const { collection } = this.deps;
    const meta = { lwt: now() };
    const rev = createRevision(collection.database.token);
    const stored = documents.map((doc): StoredDocument => ({ ...doc, _deleted: false, _attachments: {}, _meta: meta, _rev: rev }));
    const direct = this.deps.paths.directInsert ? await (this.inserter ??= directInserter(collection)) : undefined;
    if (direct !== undefined) return direct(stored, context);
    const result = await collection.storageInstance.bulkWrite(
      stored.map((document) => ({ document })),
      context,
    );
    return result.error.length === 0;
  }
}
