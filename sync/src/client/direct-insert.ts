import { HOOKS, type RxCollection } from 'rxdb';
import { RxStorageInstanceDexie } from 'rxdb/plugins/storage-dexie';

/** The parts of IndexedDB used here (the sync package builds without the DOM library). */
interface IdbStore {
  add(value: unknown): unknown;
}
interface IdbTransaction {
  objectStore(name: string): IdbStore;
  abort(): void;
  oncomplete: (() => void) | null;
  onabort: (() => void) | null;
}
interface IdbDatabase {
  transaction(store: string, mode: 'readwrite'): IdbTransaction;
}
/** What RxDB's Dexie storage keeps of a collection (its `DexieStorageInternals`, resolved). */
interface DexieInternals {
  dexieDb: { backendDB(): IdbDatabase };
  dexieTable: { name: string };
  booleanIndexes: string[];
}
interface EventBulk {
  id: string;
  events: Array<{ documentId: string; operation: 'INSERT'; documentData: StoredDocument; previousDocumentData: undefined }>;
  checkpoint: { id: string; lwt: number };
  context: string;
}
/** RxDB's Dexie storage instance: `changes$` is the subject its own bulkWrite emits on. */
interface DexieInstance {
  internals: unknown;
  primaryPath: string;
  changes$?: { next(bulk: EventBulk): void };
}

/** A new document as RxDB's storage holds it: the server's fields plus RxDB's own. */
export type StoredDocument = Record<string, unknown> & { _deleted: false; _meta: { lwt: number }; _rev: string; _attachments: Record<string, never> };

/** Stores new documents in one transaction: false (nothing stored) when any of them exists already. */
export type DirectInsert = (documents: readonly StoredDocument[], context: string) => Promise<boolean>;

let bulkCounter = 0;

const isDexieInternals = (value: unknown): value is DexieInternals =>
  typeof value === 'object' && value !== null && 'dexieDb' in value && 'dexieTable' in value && 'booleanIndexes' in value;

/**
 * Inserts a first sync's new documents straight into the table RxDB's Dexie storage keeps them in, in the format
 * that storage writes (indexed booleans as '1'/'0'), then tells RxDB on the storage's own change stream, as the
 * storage's bulkWrite does, so queries, the document cache and other tabs see them (decision 013). It skips what
 * RxDB's bulkWrite spends on new documents in an empty collection: reading every id first, sorting each row into
 * insert/update/conflict, copying each document twice.
 *
 * `add` refuses a key that is stored already, and a refused request aborts the whole transaction: a page meeting
 * any stored document stores nothing and the caller hands it to RxDB's own path.
 *
 * Undefined when the collection is not on RxDB's Dexie storage as this code knows it (another storage, a wrapper
 * such as schema validation, renamed fields, nested boolean indexes, a plugin that rewrites writes): the caller then
 * writes through RxDB.
 */
export async function directInserter(collection: RxCollection): Promise<DirectInsert | undefined> {
  const original: unknown = collection.internalStorageInstance;
  // a wrapper (schema validation, say) replaces the instance's bulkWrite: it must see every write
  if (!(original instanceof RxStorageInstanceDexie) || Object.hasOwn(original, 'bulkWrite')) return undefined;
  const instance = original as unknown as DexieInstance;
  const internals: unknown = await instance.internals;
  const changes$ = instance.changes$;
  if (!isDexieInternals(internals) || typeof changes$?.next !== 'function' || typeof internals.dexieDb.backendDB !== 'function') return undefined;
  if (HOOKS.preStorageWrite.length > 0) return undefined;
  // key compression renames fields to '|a'…, which the storage renames again for Dexie; this path does not
  if (Object.keys(collection.schema.jsonSchema.properties).some((key) => key.startsWith('|'))) return undefined;
  if (internals.booleanIndexes.some((path) => path.includes('.'))) return undefined;
  const { primaryPath } = instance;
  const booleans = internals.booleanIndexes;
  const table = internals.dexieTable.name;
  const database = collection.database;

  const store = (documents: readonly StoredDocument[]) =>
    new Promise<boolean>((resolve) => {
      let tx: IdbTransaction;
      try {
        tx = internals.dexieDb.backendDB().transaction(table, 'readwrite');
      } catch {
        resolve(false); // the connection is closing (another tab upgrades the database): RxDB's path decides
        return;
      }
      tx.oncomplete = () => resolve(true);
      tx.onabort = () => resolve(false);
      try {
        const objectStore = tx.objectStore(table);
        for (const doc of documents) {
          // add() copies the value at once (structured clone): the document is lent in the storage's format and
          // given back as it was, one object instead of a copy per document (a plain copy measured ratios of
          // 0.44-0.46 in five `--only=initial-sync` runs against 0.47-0.53 lent)
          const row: Record<string, unknown> = doc;
          const saved = booleans.map((path) => row[path]);
          for (const path of booleans) row[path] = row[path] === true ? '1' : '0';
          try {
            objectStore.add(row);
          } finally {
            booleans.forEach((path, i) => (row[path] = saved[i]));
          }
        }
      } catch {
        tx.abort(); // a value IndexedDB cannot hold: nothing of the page is stored
      }
    });

  return async (documents, context) => {
    const last = documents.at(-1);
    if (last === undefined) return true;
    // as RxDB's own writes: between idle-queue locks (RxDB waits for them before closing)
    if (!(await database.lockedRun(() => store(documents)))) return false;
    bulkCounter += 1;
    changes$.next({
      id: `direct-${database.token}-${collection.name}-${bulkCounter}`, // unique as RxDB's own bulk ids
      events: documents.map((doc) => ({ documentId: String(doc[primaryPath]), operation: 'INSERT', documentData: doc, previousDocumentData: undefined })),
      checkpoint: { id: String(last[primaryPath]), lwt: last._meta.lwt },
      context,
    });
    return true;
  };
}
