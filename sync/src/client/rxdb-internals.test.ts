// The RxDB internals this package and the web app rely on (rxdb is pinned to an exact version for them). Each test is
// named by the internal and the file that uses it: an upgrade that changes one fails here by name, instead of the fast
// paths quietly switching themselves off (direct-insert.ts falls back to RxDB's own writes when it cannot recognise
// the storage) or the device wipe missing a database.
import * as fakeIndexedDb from 'fake-indexeddb';
import { afterEach, describe, expect, it } from 'vitest';
import { HOOKS, type RxCollection } from 'rxdb';
import { RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';
import { createSyncDatabase, type SyncDatabase } from './database.ts';
import { directInserter } from './direct-insert.ts';
import { replicateCollection } from './replication.ts';
import { createDexieStorage } from './storage.ts';
import { memoryServer } from '../../test/replication-harness.ts';

interface FakeFactory {
  databases(): Promise<Array<{ name?: string }>>;
}
const fake = fakeIndexedDb as unknown as { IDBFactory: new () => FakeFactory; IDBKeyRange: object };

const opened: SyncDatabase[] = [];
afterEach(async () => {
  await Promise.all(opened.splice(0).map((db) => db.remove()));
});

async function open(name: string) {
  const indexedDB = new fake.IDBFactory();
  const storage = createDexieStorage({ indexedDB, IDBKeyRange: fake.IDBKeyRange } as unknown as Parameters<typeof createDexieStorage>[0]);
  const db = await createSyncDatabase({ name, storage, multiInstance: false, collections: ['jobs', 'outbox'] });
  opened.push(db);
  return { db, indexedDB };
}

const jobsOf = (db: SyncDatabase) => db.jobs as unknown as RxCollection;

describe('RxDB internals in use (rxdb pinned in sync/package.json, apps/web/package.json, scripts/package.json)', () => {
  it('RxReplicationState.internalReplicationState.downstreamBulkWriteFlag is a Promise<string> (first-sync.ts, engine.ts)', async () => {
    const { db } = await open('internals-replication');
    const { transport } = memoryServer();
    const state = replicateCollection(db, 'jobs', transport, { ownerId: 'u', identifier: 'jobs-u', waitForLeadership: false }).state;
    await state.awaitInitialReplication();
    const internal = state.internalReplicationState;
    expect(internal, 'RxReplicationState.internalReplicationState').toBeDefined();
    const flag: unknown = await internal?.downstreamBulkWriteFlag;
    expect(typeof flag, 'internalReplicationState.downstreamBulkWriteFlag resolves to the write context string').toBe('string');
    await state.cancel();
  });

  it("RxStorageInstanceDexie is the collection's internalStorageInstance, with bulkWrite on its prototype (direct-insert.ts)", async () => {
    const { db } = await open('internals-instance');
    const instance: unknown = jobsOf(db).internalStorageInstance;
    expect(instance instanceof RxStorageInstanceDexie, 'collection.internalStorageInstance instanceof RxStorageInstanceDexie').toBe(true);
    expect(Object.hasOwn(instance as object, 'bulkWrite'), 'bulkWrite is not an own property of the Dexie instance').toBe(false);
  });

  it("the Dexie instance's internals: dexieDb.backendDB(), dexieTable.name, booleanIndexes; its changes$.next (direct-insert.ts)", async () => {
    const { db } = await open('internals-dexie');
    const instance = jobsOf(db).internalStorageInstance as unknown as { internals: Promise<Record<string, unknown>>; changes$?: { next?: unknown } };
    const internals = await instance.internals;
    const dexieDb = internals['dexieDb'] as { backendDB?: unknown } | undefined;
    expect(typeof dexieDb?.backendDB, 'internals.dexieDb.backendDB').toBe('function');
    expect(typeof (internals['dexieTable'] as { name?: unknown } | undefined)?.name, 'internals.dexieTable.name').toBe('string');
    expect(Array.isArray(internals['booleanIndexes']), 'internals.booleanIndexes').toBe(true);
    expect(typeof instance.changes$?.next, 'instance.changes$.next').toBe('function');
  });

  it('HOOKS.preStorageWrite is a list and RxDatabase.lockedRun a function (direct-insert.ts)', async () => {
    const { db } = await open('internals-hooks');
    expect(Array.isArray(HOOKS.preStorageWrite), 'HOOKS.preStorageWrite').toBe(true);
    expect(typeof (db as unknown as { lockedRun?: unknown }).lockedRun, 'RxDatabase.lockedRun').toBe('function');
  });

  it("together, they let the direct insert take the app's jobs collection (else the first sync silently goes slower)", async () => {
    const { db } = await open('internals-direct');
    expect(await directInserter(jobsOf(db)), 'directInserter(jobs) on the Dexie storage').toBeDefined();
  });

  it('the Dexie storage names its IndexedDB databases rxdb-dexie-<database>--<version>--<collection> (apps/web/src/db/device-wipe.ts)', async () => {
    const { db, indexedDB } = await open('vikariat_0123456789abcdef0123456789abcdef');
    await db.jobs.count().exec();
    const names = (await indexedDB.databases()).map((d) => d.name ?? '');
    expect(names, 'the IndexedDB database of the jobs collection').toContainEqual(
      expect.stringMatching(/^rxdb-dexie-vikariat_0123456789abcdef0123456789abcdef--\d+--jobs$/),
    );
  });
});
