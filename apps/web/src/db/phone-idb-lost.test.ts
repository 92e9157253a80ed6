// Issue 27, phones item 1: the IndexedDB connection is lost mid-session, as Safari loses it ("Connection to Indexed
// Database server lost"): the browser closes every connection of the page, the request in flight fails with an
// UnknownError and each connection gets a `close` event. The app goes on with the same database (Dexie reopens it) and
// no queued action is lost: the one being queued at that moment is written after the reopening, and both are pushed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SyncDatabase } from '@vikariat/sync/client/index';
import { stubFetch } from '../../test/fetch-stub.ts';
import { tokenFor } from '../../test/tokens.ts';
import { enqueueAction, getDatabase, pullNow, wipeLocalData } from './index.ts';

const A = '0190a000-0000-7000-8000-00000000000a';
const JOB = '0190c000-0000-7000-8000-00000000000c';
const OTHER_JOB = '0190c000-0000-7000-8000-00000000000d';

interface BackendDb {
  close(): void;
  onclose: ((event: Event) => void) | null;
}

/** Every IndexedDB connection RxDB's Dexie storage holds for this database (one per collection). */
async function connectionsOf(db: SyncDatabase): Promise<BackendDb[]> {
  const collections = [db.jobs, db.applications, db.profile, db.notices, db.outbox];
  const internals = await Promise.all(
    collections.map((c) => (c.internalStorageInstance as unknown as { internals: Promise<{ dexieDb: { backendDB(): BackendDb } }> }).internals),
  );
  return internals.map((i) => i.dexieDb.backendDB());
}

/**
 * Safari's loss: the next write fails with UnknownError, and every connection closes and gets its `close` event.
 * (The write is failed in the object store: Dexie binds each connection's `transaction` when it opens it.)
 */
function loseConnections(connections: BackendDb[]): { lost: number } {
  const proto = IDBObjectStore.prototype as unknown as Record<'put' | 'add', (this: IDBObjectStore, ...args: unknown[]) => IDBRequest>;
  const originals = { put: proto.put, add: proto.add };
  const report = { lost: 0 };
  const fail = () => {
    proto.put = originals.put;
    proto.add = originals.add;
    report.lost += 1;
    for (const connection of connections) {
      connection.close();
      setTimeout(() => connection.onclose?.(new Event('close')), 0);
    }
    throw new DOMException('Connection to Indexed Database server lost. Refresh the page to try again', 'UnknownError');
  };
  proto.put = fail;
  proto.add = fail;
  return report;
}

/** A server that, once `up`, takes every push and answers every pull with nothing new (before: no network). */
function flakyServer() {
  const pushed: string[] = [];
  const server = { up: false, pushed };
  stubFetch((call) => {
    if (!server.up) throw new TypeError('offline');
    if (call.url.includes('/push')) {
      const rows = (call.body as { rows: Array<{ newDocumentState: { id: string } }> }).rows;
      pushed.push(...rows.map((r) => r.newDocumentState.id));
      return { status: 200, body: { conflicts: [] } };
    }
    if (call.url.includes('/pull')) return { status: 200, body: { documents: [], checkpoint: { seq: 0 }, remaining: 0 } };
    return { status: 503 };
  });
  return server;
}

afterEach(async () => {
  await wipeLocalData({ erase: true });
});

describe('phones item 1: the IndexedDB connection lost mid-session', () => {
  it('reopens the database; the action queued before and the one queued at the loss are both kept and pushed', async () => {
    const server = flakyServer();
    localStorage.setItem('token', tokenFor({ sub: A }));
    const db = await getDatabase();
    const before = await enqueueAction('hide', { jobId: JOB });

    const loss = loseConnections(await connectionsOf(db));
    const during = await enqueueAction('apply', { jobId: OTHER_JOB, alreadywarned: false });

    expect(loss.lost).toBeGreaterThan(0); // the write of `during` met the loss
    const kept = await db.outbox.find({ selector: { status: 'pending' } }).exec();
    expect(kept.map((d) => d.id).sort()).toEqual([before.id, during.id].sort());

    // the signal comes back: the same page (no reload) pushes both
    server.up = true;
    pullNow();
    await vi.waitFor(() => expect(new Set(server.pushed)).toEqual(new Set([before.id, during.id])), { timeout: 15_000 });
  });
});
