import type { ReplicatedCollection } from '@vikariat/sync';
import { fakeIndexedDbStorage } from '@vikariat/sync/test/fake-storage';
import { createSyncDatabase, startSync, type SyncDatabase, type SyncEngine } from '@vikariat/sync/client/index';

/**
 * One device in Node: its own fake IndexedDB (survives a "reload": the database is closed and opened again
 * on the same factory), its own RxDB, the real sync engine.
 */
export interface TestDevice {
  name: string;
  ownerId: string;
  deviceId: string;
  db: SyncDatabase;
  engine: SyncEngine;
  reload(): Promise<void>;
  close(): Promise<void>;
}

export interface DeviceOptions {
  name: string;
  ownerId: string;
  fetch: typeof fetch;
  getToken: () => string | null;
  apiBase: string;
  collections: ReplicatedCollection[];
  /** tiny pages: a first sync of a few jobs is then paged and bulk-loaded (decisions 012, 013) */
  pages?: { batchSize: number; catchUpBatchSize: number };
}

export async function openDevice(options: DeviceOptions): Promise<TestDevice> {
  const storage = fakeIndexedDbStorage();
  const deviceId = `${options.name}-${options.ownerId.slice(0, 8)}`;
  const open = async () => {
    const db = await createSyncDatabase({ name: `vk${options.name.replace(/\W/g, '')}`, storage, multiInstance: false, collections: options.collections });
    const engine = startSync({
      db,
      ownerId: options.ownerId,
      deviceId,
      apiBase: options.apiBase,
      fetch: options.fetch,
      getToken: options.getToken,
      waitForLeadership: false,
      retryMs: 10,
      maxRetryMs: 150,
      pollMs: 5_000,
      collections: options.collections,
      ...(options.pages === undefined ? {} : { pages: options.pages }),
    });
    return { db, engine };
  };
  let current = await open();
  const device: TestDevice = {
    name: options.name,
    ownerId: options.ownerId,
    deviceId,
    get db() {
      return current.db;
    },
    get engine() {
      return current.engine;
    },
    async reload() {
      // a crash mid-push: nothing is awaited beyond closing the handles
      void current.engine.stop().catch(() => undefined);
      await current.db.close();
      current = await open();
    },
    async close() {
      await current.engine.stop();
      await current.db.close();
    },
  };
  return device;
}
