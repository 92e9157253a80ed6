// Test support for the replication tests: a server in memory (the real pull handler) and devices replicating against it.
import { SYNC_MISMATCH, type Checkpoint, type PullResponse, type SyncDoc } from '../src/protocol.ts';
import { handlePull, type PullSource } from '../src/server/pull-handler.ts';
import { createSyncDatabase, type SyncDatabase } from '../src/client/database.ts';
import { fakeIndexedDbStorage } from './fake-storage.ts';
import type { FirstSyncPaths } from '../src/client/first-sync.ts';
import { replicateCollection, type CollectionReplication } from '../src/client/replication.ts';
import { SyncMismatchError, type SyncTransport } from '../src/client/transport.ts';

/** A server in memory: documents with change numbers and visibility, one scope, the real pull handler. */
export function memoryServer() {
  let seq = 0;
  const server = {
    scope: 'view-1',
    rows: new Map<string, { seq: number; visible: boolean }>(),
    pulls: [] as Array<{ from: number | null; viewIds: boolean; limit?: number; followed?: boolean }>,
    /** numbers of writers still running: no pull passes the lowest (the commit watermark, decision 040) */
    running: new Set<number>(),
    set(id: string, visible: boolean) {
      server.rows.set(id, { seq: ++seq, visible });
    },
    /** a writer takes its number now and commits `id` with it later (`commit`), or never (`rollback`) */
    begin(): number {
      server.running.add(++seq);
      return seq;
    },
    commit(number: number, id: string, visible = true) {
      server.rows.set(id, { seq: number, visible });
      server.running.delete(number);
    },
    rollback(number: number) {
      server.running.delete(number);
    },
  };
  const watermark = () => Math.min(seq + 1, ...server.running);
  // `regarding` shows which state of a document a device holds; a tombstone is only the id, as the server sends it
  const doc = (id: string, deleted: boolean, seq: number): SyncDoc => (deleted ? { id, _deleted: true } : { id, _deleted: false, regarding: `v${seq}` });
  const source: PullSource = {
    scope: () => Promise.resolve(server.scope),
    changesSince: (after, limit, options) => {
      const tombstone = (at: number) => options.tombstones && (options.quietTo === undefined || at > options.quietTo);
      const below = watermark();
      const fitting = [...server.rows]
        .filter(([, row]) => row.seq > after && row.seq < below && (row.visible || tombstone(row.seq)))
        .sort(([, a], [, b]) => a.seq - b.seq);
      const changes = fitting.slice(0, limit).map(([id, row]) => ({ seq: row.seq, doc: doc(id, !row.visible, row.seq) }));
      const viewIds = options.viewIds ? { viewIds: [...server.rows].filter(([, row]) => row.visible).map(([id]) => id) } : {};
      const whole = changes.length === fitting.length ? { scannedTo: below - 1 } : {};
      const head = options.tombstones ? {} : { head: below - 1 };
      const heldBack = [...server.rows.values()].some((row) => row.seq > after && row.seq >= below) ? { heldBack: true } : {};
      return Promise.resolve({ changes, remaining: fitting.length - changes.length, ...whole, ...viewIds, ...head, ...heldBack });
    },
  };
  const transport: SyncTransport = {
    async pull(_collection, checkpoint, limit, options) {
      server.pulls.push({ from: checkpoint?.seq ?? null, viewIds: options?.viewIds === true, limit });
      const outcome = await handlePull(source, { checkpoint, limit, deviceId: 'd', ...(options?.viewIds === true ? { viewIds: true } : {}) });
      if (outcome.kind === 'resetRequired') throw new SyncMismatchError(SYNC_MISMATCH.resetRequired, 'view changed');
      return outcome.response;
    },
    push: () => Promise.resolve([]),
  };
  /**
   * The same server answering followed pulls (protocol 5) as the real one does: each next page read when the one
   * before it is taken, from its checkpoint; the stream ends with the view, on a refused page, or (`cutAfter`) after
   * that many pages, as a dropped connection would. Followed pulls are recorded with `followed: true`.
   */
  const following = (cutAfter = Infinity): SyncTransport => ({
    ...transport,
    async pullFollowed(_collection, checkpoint, limit) {
      server.pulls.push({ from: checkpoint?.seq ?? null, viewIds: false, limit, followed: true });
      const read = (from: Checkpoint | null) => handlePull(source, { checkpoint: from, limit, deviceId: 'd' });
      const head = await read(checkpoint);
      if (head.kind === 'resetRequired') throw new SyncMismatchError(SYNC_MISMATCH.resetRequired, 'view changed');
      let last: PullResponse = head.response;
      let sent = 1;
      let closed = false;
      return {
        first: head.response,
        next: async () => {
          if (closed || sent >= cutAfter || (last.remaining ?? 0) === 0) return undefined;
          const page = await read(last.checkpoint);
          if (page.kind !== 'ok') return undefined;
          sent += 1;
          last = page.response;
          return page.response;
        },
        close: () => {
          closed = true;
        },
      };
    },
  });
  return { server, transport, following };
}

/** Devices replicating the `notices` collection against a memory server; closeDevices after each test. */
export function testDevices() {
  const opened: Array<{ db: SyncDatabase; replication: CollectionReplication }> = [];
  return {
    opened,
    device: async (
      transport: SyncTransport,
      batchSize: number,
      catchUpBatchSize?: number,
      storage = fakeIndexedDbStorage(),
      headStart?: () => Promise<boolean>,
      firstSync?: Partial<FirstSyncPaths>,
    ) => {
      const db = await createSyncDatabase({ name: 'replication', storage, multiInstance: false, collections: ['notices'] });
      const replication = replicateCollection(db, 'notices', transport, {
        ownerId: 'u',
        identifier: 'notices-u',
        waitForLeadership: false,
        batchSize,
        ...(catchUpBatchSize === undefined ? {} : { catchUpBatchSize }),
        retryMs: 5,
        maxRetryMs: 20,
        ...(headStart === undefined ? {} : { headStart }),
        ...(firstSync === undefined ? {} : { firstSync }),
      });
      const opening = { db, replication };
      opened.push(opening);
      return opening;
    },
    closeDevices: async () => {
      for (const { db, replication } of opened.splice(0)) {
        await replication.state.cancel();
        await db.close();
      }
    },
    localIds: async (db: SyncDatabase) => (await db.notices.find().exec()).map((d) => d.id).sort(),
  };
}
