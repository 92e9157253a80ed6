import { afterEach, describe, expect, it } from 'vitest';
import type { RxCollection } from 'rxdb';
import { SYNC_MISMATCH, type SyncDoc } from '../protocol.ts';
import { handlePull, type PullSource } from '../server/pull-handler.ts';
import { CLEANUP_POLICY, createSyncDatabase, type SyncDatabase } from './database.ts';
import { replicateCollection, type CollectionReplication } from './replication.ts';
import { fakeIndexedDbStorage } from './fake-storage.ts';
import { SyncMismatchError, SyncTransportError, type SyncTransport } from './transport.ts';

/** A server in memory: documents with change numbers and visibility, one scope, the real pull handler. */
function memoryServer() {
  let seq = 0;
  const server = {
    scope: 'view-1',
    rows: new Map<string, { seq: number; visible: boolean }>(),
    pulls: [] as Array<{ from: number | null; viewIds: boolean; limit?: number }>,
    set(id: string, visible: boolean) {
      server.rows.set(id, { seq: ++seq, visible });
    },
  };
  // `regarding` shows which state of a document a device holds; a tombstone is only the id, as the server sends it
  const doc = (id: string, deleted: boolean, seq: number): SyncDoc => (deleted ? { id, _deleted: true } : { id, _deleted: false, regarding: `v${seq}` });
  const source: PullSource = {
    scope: () => Promise.resolve(server.scope),
    changesSince: (after, limit, options) => {
      const tombstone = (at: number) => options.tombstones && (options.quietTo === undefined || at > options.quietTo);
      const fitting = [...server.rows]
        .filter(([, row]) => row.seq > after && (row.visible || tombstone(row.seq)))
        .sort(([, a], [, b]) => a.seq - b.seq);
      const changes = fitting.slice(0, limit).map(([id, row]) => ({ seq: row.seq, doc: doc(id, !row.visible, row.seq) }));
      const viewIds = options.viewIds ? { viewIds: [...server.rows].filter(([, row]) => row.visible).map(([id]) => id) } : {};
      const whole = changes.length === fitting.length ? { scannedTo: seq } : {};
      const head = options.tombstones ? {} : { head: seq };
      return Promise.resolve({ changes, remaining: fitting.length - changes.length, ...whole, ...viewIds, ...head });
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
  return { server, transport };
}

const opened: Array<{ db: SyncDatabase; replication: CollectionReplication }> = [];
afterEach(async () => {
  for (const { db, replication } of opened.splice(0)) {
    await replication.state.cancel();
    await db.close();
  }
});

async function device(transport: SyncTransport, batchSize: number, catchUpBatchSize?: number, storage = fakeIndexedDbStorage()) {
  const db = await createSyncDatabase({ name: 'replication', storage, multiInstance: false, collections: ['notices'] });
  const replication = replicateCollection(db, 'notices', transport, { ownerId: 'u', identifier: 'notices-u', waitForLeadership: false, batchSize, ...(catchUpBatchSize === undefined ? {} : { catchUpBatchSize }), retryMs: 5, maxRetryMs: 20 });
  opened.push({ db, replication });
  return { db, replication };
}

const localIds = async (db: SyncDatabase) => (await db.notices.find().exec()).map((d) => d.id).sort();

describe('replicateCollection', () => {
  it('after a change of view drops exactly what left it, and never takes away what stays', async () => {
    const { server, transport } = memoryServer();
    for (const id of ['a', 'b', 'c']) server.set(id, true);
    const { db, replication } = await device(transport, 1);
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(['a', 'b', 'c']);

    const removed: string[] = [];
    const subscription = db.notices.remove$.subscribe((event) => removed.push(event.documentId));
    // the reader's view changes: b leaves it; a page from zero (one document a page) holds only a
    server.scope = 'view-2';
    server.set('b', false);
    server.pulls.length = 0;
    replication.resync();
    await replication.state.awaitInSync();
    subscription.unsubscribe();

    expect(await localIds(db)).toEqual(['a', 'c']);
    expect(removed).toEqual(['b']);
    expect(server.pulls[0]).toMatchObject({ from: 3, viewIds: false });
    expect(server.pulls[1]).toMatchObject({ from: null, viewIds: true });
  });

  it('a device holding nothing pulls from zero without asking for the view', async () => {
    const { server, transport } = memoryServer();
    server.set('a', true);
    server.set('gone', false);
    const { db, replication } = await device(transport, 500);
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(['a']);
    expect(server.pulls[0]).toMatchObject({ from: null, viewIds: false });
  });

  it('asks for bigger pages while behind, growing while they come quickly, and for normal pages once caught up', async () => {
    const { server, transport } = memoryServer();
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) server.set(id, true);
    const { db, replication } = await device(transport, 2, 5);
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    // from zero: 5 of 7 (2 remain), then a page twice as big after that quick one holding the other 2 (none
    // remain); bulk-loaded, so no empty page ends the pass
    expect(server.pulls.map((p) => [p.from, p.limit])).toEqual([[null, 5], [5, 10]]);

    server.pulls.length = 0;
    server.set('h', true);
    replication.resync();
    await replication.state.awaitInSync();
    expect(server.pulls.map((p) => [p.from, p.limit])).toEqual([[7, 2]]);
    expect(await localIds(db)).toContain('h');
  });

  it('purges tombstones with RxDB\'s cleanup (a month after the deletion), and keeps converging afterwards', async () => {
    const { server, transport } = memoryServer();
    for (const id of ['a', 'b', 'c']) server.set(id, true);
    const { db, replication } = await device(transport, 2);
    expect(db.cleanupPolicy).toEqual(CLEANUP_POLICY);
    await replication.state.awaitInSync();
    server.set('b', false); // b leaves the view: its tombstone comes
    replication.resync();
    await replication.state.awaitInSync();
    const storage = (db.notices as unknown as RxCollection<{ id: string }>).storageInstance;
    expect((await storage.findDocumentsById(['b'], true)).map((doc) => doc._deleted)).toEqual([true]);
    // a cleanup with the policy's delay keeps it; one past the delay (0 here) purges it
    await db.notices.cleanup();
    expect(await storage.findDocumentsById(['b'], true)).toHaveLength(1);
    await db.notices.cleanup(0);
    expect(await storage.findDocumentsById(['b'], true)).toEqual([]);
    server.set('c', true); // a new state of c, and b comes back into view
    server.set('b', true);
    replication.resync();
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(['a', 'b', 'c']);
    expect((await db.notices.findOne('c').exec())?.regarding).toBe('v5');
  });

  describe('the first sync into an empty collection (bulk-loaded)', () => {
    /** The memory server's transport, with `before(n)` run before the n-th pull (1-based) is answered. */
    const scripted = (transport: SyncTransport, before: (n: number) => Promise<void> | void): SyncTransport => {
      let n = 0;
      return { ...transport, pull: async (...args) => (await before(++n), transport.pull(...args)) };
    };

    it('takes documents that change between its pages (a tombstone, a newer state) through RxDB', async () => {
      const { server, transport } = memoryServer();
      for (const id of ['a', 'b', 'c', 'd', 'e']) server.set(id, true);
      const { db, replication } = await device(
        scripted(transport, (n) => {
          if (n !== 2) return;
          server.set('b', false); // b leaves the view after the first page stored it
          server.set('a', true); // a changes: it comes again
        }),
        2,
        2,
      );
      await replication.state.awaitInSync();
      expect(await localIds(db)).toEqual(['a', 'c', 'd', 'e']);
    });

    it('stores the pages as RxDB would: a later change of a bulk-loaded document reaches the device', async () => {
      const { server, transport } = memoryServer();
      for (const id of ['a', 'b', 'c', 'd', 'e']) server.set(id, true);
      const { db, replication } = await device(transport, 2, 2);
      await replication.state.awaitInSync();
      expect((await db.notices.findOne('a').exec())?.regarding).toBe('v1');

      server.set('a', true); // a new state of a (change 6)
      server.set('c', false); // c leaves the view (change 7)
      replication.resync();
      await replication.state.awaitInSync();
      expect((await db.notices.findOne('a').exec())?.regarding).toBe('v6');
      expect(await localIds(db)).toEqual(['a', 'b', 'd', 'e']);
    });

    it('asks again after a network failure between pages, and stores everything once', async () => {
      const { server, transport } = memoryServer();
      for (const id of ['a', 'b', 'c', 'd', 'e']) server.set(id, true);
      let attempts = 0;
      const { db, replication } = await device(
        scripted(transport, (n) => {
          attempts = n;
          if (n === 2) throw new SyncTransportError(0, 'offline');
        }),
        2,
        2,
      );
      await replication.state.awaitInSync();
      expect(await localIds(db)).toEqual(['a', 'b', 'c', 'd', 'e']);
      // the second attempt failed before reaching the server: the third asked from the same checkpoint
      expect(attempts).toBe(4);
      expect(server.pulls.map((p) => p.from)).toEqual([null, 2, 4]);
    });

    it('the view changes while a page is being stored: what that page brought and left the view is taken away', async () => {
      // the next page is asked for while the page before it is still being written; the server refuses it (the
      // reader's view changed) and the pull from zero must count the page in flight as held, or a stays for good
      const { server, transport } = memoryServer();
      for (const id of ['a', 'b', 'c', 'd', 'e']) server.set(id, true);
      const { db, replication } = await device(
        scripted(transport, (n) => {
          if (n !== 2) return;
          // as a blocked school's jobs leave it: a view change, not a change of the document (no new change number)
          server.scope = 'view-2';
          server.rows.set('a', { seq: 1, visible: false });
        }),
        2,
        2,
      );
      await replication.state.awaitInSync();
      expect(await localIds(db)).toEqual(['b', 'c', 'd', 'e']);
      expect(server.pulls.slice(0, 3)).toMatchObject([{ from: null, viewIds: false }, { from: 2 }, { from: null, viewIds: true }]);
    });

    it('stores no tombstone of a document it never held (its later pages bring none: protocol 4)', async () => {
      const { server, transport } = memoryServer();
      for (const id of ['a', 'x', 'b', 'y', 'c', 'd']) server.set(id, !['x', 'y'].includes(id));
      const { db, replication } = await device(transport, 2, 2);
      await replication.state.awaitInSync();
      expect(await localIds(db)).toEqual(['a', 'b', 'c', 'd']);
      const storage = (db.notices as unknown as RxCollection).storageInstance;
      expect(await storage.findDocumentsById(['x', 'y'], true)).toEqual([]);
      expect(server.pulls.length).toBeGreaterThan(1);
    });

    it('a device closed in the middle starts over from zero with the view and converges', async () => {
      const { server, transport } = memoryServer();
      for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) server.set(id, true);
      const storage = fakeIndexedDbStorage();
      let release = () => undefined as void;
      const hang = new Promise<void>((resolve) => (release = resolve));
      const first = await device(scripted(transport, (n) => (n === 2 ? hang : undefined)), 2, 3, storage);
      await expect.poll(() => localIds(first.db)).toEqual(['a', 'b', 'c']);
      // the tab closes while the second page is on its way; meanwhile a leaves the view
      opened.splice(opened.indexOf(first), 1);
      await first.replication.state.cancel();
      await first.db.close();
      release();
      await expect.poll(() => server.pulls.length).toBe(2); // the closed device's last pull reaches the server
      server.set('a', false);

      server.pulls.length = 0;
      const second = await device(transport, 2, 3, storage);
      await second.replication.state.awaitInSync();
      expect(await localIds(second.db)).toEqual(['b', 'c', 'd', 'e', 'f', 'g']);
      expect(server.pulls[0]).toMatchObject({ from: null, viewIds: true });
    });
  });
});
