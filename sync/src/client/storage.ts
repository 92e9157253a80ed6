import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';

// Dexie's types as RxDB's own copy of Dexie declares them (the workspace may hold another Dexie version)
type DexieSettings = NonNullable<Parameters<typeof getRxStorageDexie>[0]>;
type Dexie = Parameters<NonNullable<DexieSettings['addons']>[number]>[0];
type DBCoreMiddleware = Extract<Parameters<Dexie['use']>[0], { stack: 'dbcore' }>;
type DBCoreTable = ReturnType<NonNullable<ReturnType<DBCoreMiddleware['create']>['table']>>;
type DBCoreGetManyRequest = Parameters<DBCoreTable['getMany']>[0];
type DBCoreRangeType = Parameters<DBCoreTable['query']>[0]['query']['range']['type'];

/** From this many keys in one read the key scan below pays for itself (one request instead of one per key). */
const SCAN_FROM = 32;
/** A range holding more than this many stored keys per asked key is dense: reading key by key is cheaper. */
const SCAN_KEYS_PER_ASKED = 16;
const RANGE = 2 as DBCoreRangeType; // DBCoreRangeType.Range: a const enum, not importable as a value

/**
 * Reads many documents by id with one key scan plus reads of only the ids that exist.
 *
 * RxDB reads every pulled document's current state before writing it, twice (the replication, then the
 * storage's bulkWrite), and Dexie reads a batch of ids with one IndexedDB request per id. In Chromium each
 * request costs ~40 µs of main thread: 20,000 of them were a fifth of the first sync of 10,000 jobs, which are
 * all new. One getAllKeys over the batch's id range finds which exist; only those are then read.
 */
export async function getManyByKeyScan(table: DBCoreTable, request: DBCoreGetManyRequest): Promise<unknown[]> {
  const keys: unknown[] = request.keys;
  // (the check narrows keys to string[] below)
  if (keys.length < SCAN_FROM || !keys.every((key) => typeof key === 'string')) return table.getMany(request);
  let lower = keys[0] ?? '';
  let upper = lower;
  for (const key of keys) {
    if (key < lower) lower = key;
    if (key > upper) upper = key;
  }
  const limit = keys.length * SCAN_KEYS_PER_ASKED;
  const stored = await table.query({
    trans: request.trans,
    values: false,
    limit,
    query: { index: table.schema.primaryKey, range: { type: RANGE, lower, upper } },
  });
  if (stored.result.length >= limit) return table.getMany(request);
  const present = new Set<unknown>(stored.result);
  const existing = keys.filter((key) => present.has(key));
  if (existing.length === keys.length) return table.getMany(request);
  const values: unknown[] = existing.length === 0 ? [] : await table.getMany({ ...request, keys: existing });
  const byKey = new Map<string, unknown>(existing.map((key, i) => [key, values[i]]));
  return keys.map((key) => byKey.get(key));
}

export const keyScanMiddleware: DBCoreMiddleware = {
  stack: 'dbcore',
  name: 'vikariat-key-scan',
  level: -2, // next to IndexedDB, under Dexie's own caches
  create: (core) => ({
    ...core,
    table: (name) => {
      const table = core.table(name);
      return { ...table, getMany: (request) => getManyByKeyScan(table, request) };
    },
  }),
};

/**
 * A connection the browser closes (Safari's "Connection to Indexed Database server lost", storage pressure, a crashed
 * IndexedDB process) is opened again at the next request. RxDB opens its Dexie databases with autoOpen off, so after
 * such a close Dexie refused every request until a reload: the app's writes failed and queued actions were lost. Dexie
 * consults `_options.autoOpen` only there (close({ disableAutoOpen: false }), its `close` event); a deliberate close
 * (RxDB's, a sign-out's) stays closed. RxDB still opens each database itself.
 */
export function reopenAfterLoss(db: Dexie): void {
  (db as unknown as { _options: { autoOpen?: boolean } })._options.autoOpen = true;
}

/** RxDB's free Dexie storage as every device uses it: with the key-scan read above, reopened after a lost connection. */
export function createDexieStorage(settings: DexieSettings = {}) {
  return getRxStorageDexie({
    ...settings,
    addons: [
      ...(settings.addons ?? []),
      (db: Dexie) => {
        db.use(keyScanMiddleware);
        reopenAfterLoss(db);
      },
    ],
  });
}
