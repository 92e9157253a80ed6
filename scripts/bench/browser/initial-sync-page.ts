/**
 * The browser half of the initial-sync benchmark, bundled with esbuild and served to headless Chromium on the
 * server's own origin. It runs the web app's real client code (@vikariat/sync's createSyncDatabase + startSync on
 * the storage every device opens, createDexieStorage, as apps/web/src/db/local-database.ts does) against the real
 * server, then writes the same documents with raw IndexedDB as the baseline.
 */
import { PULL_CATCH_UP } from '@vikariat/sync';
import { directInserter, type StoredDocument } from '@vikariat/sync/client/direct-insert';
import { createDexieStorage, createSyncDatabase, startSync } from '@vikariat/sync/client/index';

export interface InitialSyncInput {
  token: string;
  ownerId: string;
  expected: number;
  round: number;
  /** as a client before protocol 5: the pull's `follow` is taken out, so the server answers page by page */
  paged?: boolean;
  /** the sync alone, no baselines after it */
  syncOnly?: boolean;
}
/** One round: a first sync into a new database, then the baselines on the documents it stored. */
export interface InitialSyncOutput {
  syncMs: number;
  jobs: number;
  rawMs: number;
  rawDocs: number;
  /** the same documents written by the sync's own write path alone (the direct insert, pages of PULL_CATCH_UP): no network */
  storageMs: number;
}

const deleteIndexedDb = (name: string) =>
  new Promise<void>((resolve, reject) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => reject(request.error ?? new Error('deleteDatabase failed'));
  });

async function rawBulkWrite(docs: readonly Record<string, unknown>[], name: string): Promise<number> {
  const db = await new Promise<IDBDatabase>((resolve, reject) => {
    const open = indexedDB.open(name, 1);
    open.onupgradeneeded = () => open.result.createObjectStore('jobs', { keyPath: 'id' });
    open.onsuccess = () => resolve(open.result);
    open.onerror = () => reject(open.error ?? new Error('indexedDB.open failed'));
  });
  const start = performance.now();
  await new Promise<void>((resolve, reject) => {
    const tx = db.transaction('jobs', 'readwrite');
    const store = tx.objectStore('jobs');
    for (const doc of docs) store.put(doc);
    tx.oncomplete = () => resolve();
    tx.onerror = () => reject(tx.error ?? new Error('transaction failed'));
  });
  const ms = performance.now() - start;
  db.close();
  await deleteIndexedDb(name);
  return ms;
}

/**
 * A diagnosis, not the baseline: the same documents through the first sync's own write path alone (decision 013's
 * direct insert into RxDB's Dexie table, pages of PULL_CATCH_UP as a followed pull sends them): no network, no server.
 */
async function writePathOnly(docs: readonly Record<string, unknown>[], name: string): Promise<number> {
  const db = await createSyncDatabase({ name, storage: createDexieStorage(), multiInstance: false, collections: ['jobs'] });
  const insert = await directInserter(db.jobs);
  if (insert === undefined) throw new Error('the Dexie storage offers no direct insert');
  const meta = { lwt: Date.now() };
  const stored = docs.map((doc): StoredDocument => ({ ...doc, _deleted: false, _attachments: {}, _meta: meta, _rev: '1-bench' }));
  const start = performance.now();
  for (let i = 0; i < stored.length; i += PULL_CATCH_UP) if (!(await insert(stored.slice(i, i + PULL_CATCH_UP), 'bench'))) throw new Error('insert refused');
  const ms = performance.now() - start;
  await db.remove();
  return ms;
}

/** window.fetch, or (paged) the same requests with `follow` taken out of their bodies */
function fetchFor(paged: boolean): typeof fetch {
  if (!paged) return (url, init) => window.fetch(url, init);
  return (url, init) => {
    if (typeof init?.body !== 'string') return window.fetch(url, init);
    const { follow: _follow, ...body } = JSON.parse(init.body) as Record<string, unknown>;
    return window.fetch(url, { ...init, body: JSON.stringify(body) });
  };
}

async function benchInitialSync(input: InitialSyncInput): Promise<InitialSyncOutput> {
  // each round starts from an empty device and removes what it wrote (a browser profile growing round by round
  // would slow the later rounds' writes)
  const name = `${input.ownerId}-${input.round}`;
  const db = await createSyncDatabase({ name: `bench-${name}`, storage: createDexieStorage(), multiInstance: false });
  const start = performance.now();
  const engine = startSync({
    db,
    ownerId: input.ownerId,
    deviceId: 'bench-browser',
    apiBase: '/api',
    fetch: fetchFor(input.paged === true),
    getToken: () => input.token,
    waitForLeadership: false,
    pollMs: 600_000,
  });
  await engine.awaitInSync();
  const syncMs = performance.now() - start;
  const jobs = await db.jobs.count().exec();
  await engine.stop();
  if (input.syncOnly === true) {
    await db.remove();
    return { syncMs, jobs, rawMs: Number.NaN, rawDocs: 0, storageMs: Number.NaN };
  }
  // the baseline: the very documents the replication stored, one raw IndexedDB transaction
  const docs = (await db.jobs.find().exec()).map((d) => d.toMutableJSON() as unknown as Record<string, unknown>);
  await db.remove();
  const rawMs = await rawBulkWrite(docs, `bench-raw-${name}`);
  const storageMs = await writePathOnly(docs, `bench-storage-${name}`);
  return { syncMs, jobs, rawMs, rawDocs: docs.length, storageMs };
}

(window as unknown as { benchInitialSync: typeof benchInitialSync }).benchInitialSync = benchInitialSync;
