/**
 * The browser half of the initial-sync benchmark, bundled with esbuild and served to headless Chromium on the
 * server's own origin. It runs the web app's real client code (@vikariat/sync's createSyncDatabase + startSync on
 * the storage every device opens, createDexieStorage, as apps/web/src/db/local-database.ts does) against the real
 * server, then writes the same documents with raw IndexedDB as the baseline.
 */
import { PULL_MIN } from '@vikariat/sync';
import { createDexieStorage, createSyncDatabase, startSync } from '@vikariat/sync/client/index';

export interface InitialSyncInput {
  token: string;
  ownerId: string;
  expected: number;
  round: number;
}
/** One round: a first sync into a new database, then the baselines on the documents it stored. */
export interface InitialSyncOutput {
  syncMs: number;
  jobs: number;
  rawMs: number;
  rawDocs: number;
  /** the same documents written by RxDB's Dexie storage alone (bulkInsert, pages of PULL_MIN): no network, no replication */
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

/** A diagnosis, not the baseline: the same documents through RxDB's free Dexie storage (the first sync adds them to its table directly, decision 013). */
async function storageOnlyWrite(docs: readonly Record<string, unknown>[], name: string): Promise<number> {
  const db = await createSyncDatabase({ name, storage: createDexieStorage(), multiInstance: false, collections: ['jobs'] });
  const start = performance.now();
  for (let i = 0; i < docs.length; i += PULL_MIN) await db.jobs.bulkInsert(docs.slice(i, i + PULL_MIN) as never[]);
  const ms = performance.now() - start;
  await db.remove();
  return ms;
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
    fetch: (url, init) => window.fetch(url, init),
    getToken: () => input.token,
    waitForLeadership: false,
    pollMs: 600_000,
  });
  await engine.awaitInSync();
  const syncMs = performance.now() - start;
  const jobs = await db.jobs.count().exec();
  await engine.stop();
  // the baseline: the very documents the replication stored, one raw IndexedDB transaction
  const docs = (await db.jobs.find().exec()).map((d) => d.toMutableJSON() as unknown as Record<string, unknown>);
  await db.remove();
  const rawMs = await rawBulkWrite(docs, `bench-raw-${name}`);
  const storageMs = await storageOnlyWrite(docs, `bench-storage-${name}`);
  return { syncMs, jobs, rawMs, rawDocs: docs.length, storageMs };
}

(window as unknown as { benchInitialSync: typeof benchInitialSync }).benchInitialSync = benchInitialSync;
