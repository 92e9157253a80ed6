import * as fakeIndexedDb from 'fake-indexeddb';
import { createDexieStorage } from '../src/client/storage.ts';

/**
 * For Node tests only (never exported from the client index): the devices' storage on a fresh fake-indexeddb
 * factory of its own. A database closed and opened again on the same storage keeps its data (a "reload").
 */
export function fakeIndexedDbStorage() {
  // fake-indexeddb's types lean on the DOM library, which the server's tests do not load
  const fake = fakeIndexedDb as unknown as { IDBFactory: new () => object; IDBKeyRange: object };
  const settings = { indexedDB: new fake.IDBFactory(), IDBKeyRange: fake.IDBKeyRange };
  return createDexieStorage(settings as unknown as Parameters<typeof createDexieStorage>[0]);
}
