import type { OutboxDocType, SyncDatabase } from '@vikariat/sync/client/index';
import { readStash, stashActions, isStashKey, dropStash } from './pending-stash.ts';

/**
 * What a user leaves on the device and how it goes (a shared staff-room tablet: the next person must find nothing).
 * Each account's RxDB database (jobs, applications, profile, notices, outbox, replication checkpoints) is removed
 * whole — removing documents through RxDB would keep their data in tombstones — after its pending actions are put
 * aside (pending-stash.ts). Any other such database found on the device (a crash mid-wipe, a tab that wrote after it)
 * goes the same way, and so do the user's other traces: localStorage and sessionStorage keys, the service worker's
 * runtime caches (it keeps none of /api today: a future one must not outlive the user) and the push subscription.
 */
export const DEVICE_KEY = 'vikariat.device';
export const OWNER_KEY = 'vikariat.localdb.owner';
const NAME_PREFIX = 'vikariat_';
export const dbName = (ownerId: string): string => `${NAME_PREFIX}${ownerId.replace(/-/g, '')}`;

const loadRxdb = () => Promise.all([import('@vikariat/sync/client/index'), import('rxdb')]);

/** The app's RxDB databases on this device, by IndexedDB's list (RxDB's Dexie storage names them `rxdb-dexie-<db>--…`). */
async function databasesOnDevice(): Promise<string[]> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return [];
  const listed = await indexedDB.databases().catch(() => []);
  const names = new Set<string>();
  for (const { name } of listed) {
    const match = /^rxdb-dexie-(vikariat_[0-9a-f]{32})--/.exec(name ?? '');
    if (match?.[1] !== undefined) names.add(match[1]);
  }
  return [...names];
}

/** IndexedDB databases of one RxDB database that its removal left (a storage RxDB no longer listed). */
async function deleteLeftovers(name: string): Promise<void> {
  if (typeof indexedDB.databases !== 'function') return;
  const listed = await indexedDB.databases().catch(() => []);
  const leftovers = listed.map((db) => db.name ?? '').filter((n) => n.startsWith(`rxdb-dexie-${name}--`));
  await Promise.all(
    leftovers.map(
      (n) =>
        new Promise<void>((resolve) => {
          const request = indexedDB.deleteDatabase(n);
          request.onsuccess = request.onerror = request.onblocked = () => resolve();
        }),
    ),
  );
}

/** The pending actions a database holds, read through RxDB (it migrates an older outbox schema first). */
async function pendingIn(name: string): Promise<OutboxDocType[]> {
  const [{ createSyncDatabase, createDexieStorage }] = await loadRxdb();
  const db: SyncDatabase = await createSyncDatabase({ name, storage: createDexieStorage(), collections: ['outbox'] });
  try {
    return (await db.outbox.find({ selector: { status: 'pending' } }).exec()).map((doc) => doc.toMutableJSON());
  } finally {
    await db.close();
  }
}

/**
 * Removes every local database but `keep`'s, putting their pending actions aside first (`keepPending`); a database
 * whose actions cannot be read is kept rather than lose them (the next wipe tries again).
 */
export async function removeDatabases(options: { known: readonly string[]; keep?: string; keepPending: boolean }): Promise<void> {
  const names = new Set([...options.known.map(dbName), ...(await databasesOnDevice())]);
  if (options.keep !== undefined) names.delete(dbName(options.keep));
  if (names.size === 0) return;
  const [{ createDexieStorage }, { removeRxDatabase }] = await loadRxdb();
  for (const name of names) {
    try {
      if (options.keepPending) stashActions(await pendingIn(name));
    } catch {
      continue;
    }
    await removeRxDatabase(name, createDexieStorage()).catch(() => undefined);
    await deleteLeftovers(name);
  }
}

/** Puts an account's stashed actions back into its outbox (before its sync starts), then forgets the stash. */
export async function restoreStash(db: SyncDatabase, ownerId: string): Promise<void> {
  const stash = readStash(ownerId);
  if (stash.length === 0) return;
  // an id already in the outbox (stashed by a tab that closed mid-wipe) is refused by the insert and kept as it is
  await db.outbox.bulkInsert(
    stash.map(({ id, deviceId, type, payload, createdAt }) => ({
      id,
      ownerId,
      deviceId,
      type,
      payload,
      createdAt,
      status: 'pending' as const,
      code: null,
      message: null,
      data: null,
      result: null,
      appliedAt: null,
    })),
  );
  dropStash(ownerId);
}

/** localStorage and sessionStorage of the user: everything but the device's id and the stashed actions (and `keep`). */
export function clearUserStorage(keep: readonly string[] = []): void {
  const kept = new Set([DEVICE_KEY, ...keep]);
  for (const key of Object.keys(localStorage)) if (!kept.has(key) && !isStashKey(key)) localStorage.removeItem(key);
  sessionStorage.clear();
}

/** The browser-side traces outside storage: runtime caches (the precache is the app's code) and push subscription. */
export async function clearBrowserTraces(): Promise<void> {
  if (typeof caches !== 'undefined') {
    const names = await caches.keys().catch(() => []);
    await Promise.all(names.filter((n) => !n.startsWith('workbox-precache')).map((n) => caches.delete(n).catch(() => false)));
  }
  if (typeof navigator !== 'undefined' && 'serviceWorker' in navigator) {
    // notifications of the signed-out user must not keep appearing on this device
    const registration = await navigator.serviceWorker.getRegistration('/app/').catch(() => undefined);
    const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
    await subscription?.unsubscribe().catch(() => false);
  }
}
