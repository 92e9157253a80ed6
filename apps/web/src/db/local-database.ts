import type { SyncDatabase, SyncEngine, SyncState, WebSocketLike } from '@vikariat/sync/client/index';
import { getToken, onSignOut, signOut } from '../lib/session.ts';

/**
 * The local database of the signed-in user, opened on first use: RxDB and Dexie load in their own chunk, never
 * in the initial one. One database per user (named by the account id); when another user signs in on this
 * device, the previous user's database is removed first, so nothing of theirs is shown or sent under the new user.
 * Only the leader tab replicates (RxDB leader election); the other tabs read the same IndexedDB.
 */
const OWNER_KEY = 'vikariat.localdb.owner';
const DEVICE_KEY = 'vikariat.device';
const dbName = (ownerId: string) => `vikariat_${ownerId.replace(/-/g, '')}`;

interface Opened {
  ownerId: string;
  db: SyncDatabase;
  engine: SyncEngine;
}

let opening: Promise<Opened> | null = null;
let openedOwner: string | null = null;

const initialState: SyncState = { online: true, syncing: false, lastSyncedAt: null, pending: 0, initialProgress: 0 };
let syncState: SyncState = initialState;
const stateListeners = new Set<() => void>();
const setSyncState = (next: SyncState) => {
  syncState = next;
  stateListeners.forEach((listener) => listener());
};
export const getSyncState = (): SyncState => syncState;
export const subscribeSyncState = (listener: () => void): (() => void) => {
  stateListeners.add(listener);
  return () => stateListeners.delete(listener);
};

/** A stable id for this browser profile (the sync log's device). */
export function deviceId(): string {
  let id = localStorage.getItem(DEVICE_KEY);
  if (id === null) {
    id = crypto.randomUUID();
    localStorage.setItem(DEVICE_KEY, id);
  }
  return id;
}

async function open(ownerId: string): Promise<Opened> {
  const [{ createSyncDatabase, createDexieStorage, startSync }, { removeRxDatabase }] = await Promise.all([
    import('@vikariat/sync/client/index'),
    import('rxdb'),
  ]);
  const storage = createDexieStorage();
  const previous = localStorage.getItem(OWNER_KEY);
  if (previous !== null && previous !== ownerId) await removeRxDatabase(dbName(previous), storage);
  localStorage.setItem(OWNER_KEY, ownerId);
  const db = await createSyncDatabase({ name: dbName(ownerId), storage });
  const secure = window.location.protocol === 'https:';
  const engine = startSync({
    db,
    ownerId,
    deviceId: deviceId(),
    apiBase: '/api',
    fetch: (input, init) => window.fetch(input, init),
    getToken,
    realtimeUrl: `${secure ? 'wss' : 'ws'}://${window.location.host}/api/realtime`,
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    waitForLeadership: true,
    onMismatch: (error) => {
      if (error.code === 'clientTooOld') window.dispatchEvent(new CustomEvent('vikariat:update-required'));
      if (error.code === 'forbidden') void signOut();
    },
    // named spec events (updateFilesMT, updateteachers, accountDeleted) for whichever screen cares
    onEvent: (name, data) => window.dispatchEvent(new CustomEvent(`vikariat:${name}`, { detail: data })),
  });
  engine.state$.subscribe(setSyncState);
  return { ownerId, db, engine };
}

/** Opens (once) the database of the given account; closes another account's first. */
export async function openDatabaseFor(ownerId: string): Promise<SyncDatabase> {
  if (opening !== null && openedOwner !== ownerId) await closeLocalDatabase();
  if (opening === null) {
    openedOwner = ownerId;
    opening = open(ownerId);
  }
  return (await opening).db;
}

/** The signed-in user's database (lazy). Rejects when nobody is signed in. */
export async function getDatabase(): Promise<SyncDatabase> {
  const owner = currentOwner();
  if (owner === null) throw new Error('signed out: no local database');
  return openDatabaseFor(owner);
}

/** The account id in the stored token (the session module validates it). */
export function currentOwner(): string | null {
  const token = getToken();
  if (token === null) return null;
  try {
    const body = JSON.parse(atob(token.split('.')[1]?.replace(/-/g, '+').replace(/_/g, '/') ?? '')) as { sub?: unknown };
    return typeof body.sub === 'string' ? body.sub : null;
  } catch {
    return null;
  }
}

/** Stops syncing and closes (signing out keeps pending actions for the same user's next sign-in). */
export async function closeLocalDatabase(): Promise<void> {
  const current = opening;
  opening = null;
  openedOwner = null;
  if (current === null) return;
  const { db, engine } = await current;
  await engine.stop();
  await db.close();
  setSyncState(initialState);
}

// signing out (or an expired session) stops syncing; pending actions stay for the same user's next sign-in
onSignOut(() => closeLocalDatabase());

/** Removes everything stored on this device for the current user (sign-out on a shared device, erasure). */
export async function wipeLocalData(): Promise<void> {
  const owner = openedOwner ?? localStorage.getItem(OWNER_KEY);
  await closeLocalDatabase();
  if (owner === null) return;
  const [{ createDexieStorage }, { removeRxDatabase }] = await Promise.all([import('@vikariat/sync/client/index'), import('rxdb')]);
  await removeRxDatabase(dbName(owner), createDexieStorage());
  localStorage.removeItem(OWNER_KEY);
}
