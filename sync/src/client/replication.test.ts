import { afterEach, describe, expect, it } from 'vitest';
import type { RxCollection } from 'rxdb';
import { CLEANUP_POLICY } from './database.ts';
import { fakeIndexedDbStorage } from '../../test/fake-storage.ts';
import { memoryServer, testDevices } from '../../test/replication-harness.ts';
import { SyncTransportError, type SyncTransport } from './transport.ts';

const { device, closeDevices, localIds, opened } = testDevices();
afterEach(closeDevices);

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
    expect(server.pulls.map((p) => [p.from, p.limit])).toEqual([
      [null, 5],
      [5, 10],
    ]);

    server.pulls.length = 0;
    server.set('h', true);
    replication.resync();
    await replication.state.awaitInSync();
    expect(server.pulls.map((p) => [p.from, p.limit])).toEqual([[7, 2]]);
    expect(await localIds(db)).toContain('h');
  });

  it('a change held back behind a writer that never announces itself arrives by itself once that writer has ended', async () => {
    const { server, transport } = memoryServer();
    server.set('a', true);
    const { db, replication } = await device(transport, 500);
    await replication.state.awaitInSync();
    // a writer takes a number and runs on; a later one commits and announces: the pull passes neither
    const running = server.begin();
    server.set('b', true);
    replication.resync();
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(['a']);
    // the first writer rolls back (no announcement): b still comes, without a resync
    server.rollback(running);
    await expect.poll(() => localIds(db), { timeout: 5_000 }).toEqual(['a', 'b']);
  });

  it('a pull from zero never drops a document whose newest change is held back (it is still in the view)', async () => {
    const { server, transport } = memoryServer();
    for (const id of ['a', 'b']) server.set(id, true);
    const { db, replication } = await device(transport, 500);
    await replication.state.awaitInSync();
    const removed: string[] = [];
    const subscription = db.notices.remove$.subscribe((event) => removed.push(event.documentId));
    // b changes behind a running writer, and the view changes: the device pulls from zero with the view
    const running = server.begin();
    server.set('b', true);
    server.scope = 'view-2';
    replication.resync();
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(['a', 'b']);
    server.rollback(running);
    await expect.poll(async () => String((await db.notices.findOne('b').exec())?.get('regarding')), { timeout: 5_000 }).toBe(`v${server.rows.get('b')?.seq}`);
    subscription.unsubscribe();
    expect(removed).toEqual([]);
  });

  it("purges tombstones with RxDB's cleanup (a month after the deletion), and keeps converging afterwards", async () => {
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
      const first = await device(
        scripted(transport, (n) => (n === 2 ? hang : undefined)),
        2,
        3,
        storage,
      );
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
