import { afterEach, describe, expect, it } from 'vitest';
import { SYNC_MISMATCH, type SyncDoc } from '../protocol.ts';
import { handlePull, type PullSource } from '../server/pull-handler.ts';
import { createSyncDatabase, type SyncDatabase } from './database.ts';
import { replicateCollection, type CollectionReplication } from './replication.ts';
import { fakeIndexedDbStorage } from './fake-storage.ts';
import { SyncMismatchError, type SyncTransport } from './transport.ts';

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
  const doc = (id: string, deleted: boolean): SyncDoc => ({ id, _deleted: deleted });
  const source: PullSource = {
    scope: () => Promise.resolve(server.scope),
    changesSince: (after, limit, options) => {
      const fitting = [...server.rows]
        .filter(([, row]) => row.seq > after && (options.tombstones || row.visible))
        .sort(([, a], [, b]) => a.seq - b.seq);
      const changes = fitting.slice(0, limit).map(([id, row]) => ({ seq: row.seq, doc: doc(id, !row.visible) }));
      const viewIds = options.viewIds ? { viewIds: [...server.rows].filter(([, row]) => row.visible).map(([id]) => id) } : {};
      const whole = changes.length === fitting.length ? { scannedTo: seq } : {};
      return Promise.resolve({ changes, remaining: fitting.length - changes.length, ...whole, ...viewIds });
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

async function device(transport: SyncTransport, batchSize: number, catchUpBatchSize?: number) {
  const storage = fakeIndexedDbStorage();
  const db = await createSyncDatabase({ name: `replication${opened.length}`, storage, multiInstance: false, collections: ['notices'] });
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

  it('asks for bigger pages while behind, and for normal pages once caught up', async () => {
    const { server, transport } = memoryServer();
    for (const id of ['a', 'b', 'c', 'd', 'e', 'f', 'g']) server.set(id, true);
    const { db, replication } = await device(transport, 2, 5);
    await replication.state.awaitInSync();
    expect(await localIds(db)).toEqual(['a', 'b', 'c', 'd', 'e', 'f', 'g']);
    // from zero: 5 of 7 (2 remain), the other 2 (none remain), then an empty page ends the pass
    expect(server.pulls.map((p) => [p.from, p.limit])).toEqual([[null, 5], [5, 5], [7, 2]]);

    server.pulls.length = 0;
    server.set('h', true);
    replication.resync();
    await replication.state.awaitInSync();
    expect(server.pulls.map((p) => [p.from, p.limit])).toEqual([[7, 2]]);
    expect(await localIds(db)).toContain('h');
  });
});
