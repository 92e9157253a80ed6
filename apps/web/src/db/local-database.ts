import { isUserAction } from '@vikariat/domain';
import type { SyncDatabase, SyncEngine, SyncState, WebSocketLike } from '@vikariat/sync/client/index';
import { renewAccessToken } from '../lib/token-renewal.ts';
import { getToken, onSignOut, signOutAndReload, TOKEN_KEY } from '../lib/session.ts';
import { clearBrowserTraces, clearUserStorage, dbName, DEVICE_KEY, OWNER_KEY, removeDatabases, restoreStash } from './device-wipe.ts';
import { dropStash } from './pending-stash.ts';
import { databaseExisted, keepQueueRecord, noticeEviction, requestPersistence } from './eviction.ts';

/**
 * The local database of the signed-in user, opened on first use: RxDB and Dexie load in their own chunk, never
 * in the initial one. One database per user (named by the account id). Signing out removes it, and so does another
 * user's sign-in on this device (after a crash, say, with no sign-out): nothing of the previous user is shown or sent
 * under the new user. Their unsent actions alone are kept apart, and sent when that same user signs in again.
 * Only the leader tab replicates (RxDB leader election); the other tabs read the same IndexedDB.
 */

interface Opened {
  ownerId: string;
  db: SyncDatabase;
  engine: SyncEngine;
  stopRecord: () => void;
}

let opening: Promise<Opened> | null = null;
let openedOwner: string | null = null;
/** the database once opened (the page-lifecycle handlers below must act without waiting) */
let openedNow: Opened | null = null;
/** bumped when the database is opened anew in the same page (a resumed tab): open queries subscribe again */
let generation = 0;
const generationListeners = new Set<() => void>();
export const getDatabaseGeneration = (): number => generation;
export const subscribeDatabaseGeneration = (listener: () => void): (() => void) => {
  generationListeners.add(listener);
  return () => generationListeners.delete(listener);
};

const initialState: SyncState = { online: true, syncing: false, lastSyncedAt: null, pending: 0, initialProgress: 0 };
let syncState: SyncState = initialState;
const stateListeners = new Set<() => void>();
const setSyncState = (next: SyncState) => {
  syncState = next;
  stateListeners.forEach((listener) => listener());
};
export const getSyncState = (): SyncState => syncState;

/** When this account's device last pulled, kept across reloads (a screen opened offline says how old its data is). */
const syncedAtKey = (ownerId: string) => `vikariat.synced-at.${ownerId}`;
const rememberSyncedAt = (ownerId: string, state: SyncState) => {
  if (state.lastSyncedAt === null) return;
  try {
    // only while the account is signed in: a stopping engine's last state must not write the person back after a wipe
    if (currentOwner() !== ownerId || localStorage.getItem(syncedAtKey(ownerId)) === state.lastSyncedAt) return;
    localStorage.setItem(syncedAtKey(ownerId), state.lastSyncedAt);
  } catch {
    // no storage (private mode, a page going away): the age of the data is simply not kept
  }
};
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
  const { createSyncDatabase, createDexieStorage, startSync } = await import('@vikariat/sync/client/index');
  // under the device lock, so a wipe never interleaves with an opening: a database opened (and its stashed actions put
  // back) after the wipe read them would outlive the sign-out, and the actions would be lost with the next wipe
  const db = await withDeviceLock(async () => {
    // the session may have ended while the code loaded (a 401, a sign-out): nothing is opened for an account that left
    if (currentOwner() !== ownerId) throw new Error('signed out: no local database');
    const previous = localStorage.getItem(OWNER_KEY);
    if (previous !== ownerId) {
      // another user was here and never signed out (a crash, a closed tab): nothing of theirs may stay
      await removeDatabases({ known: previous === null ? [] : [previous], keep: ownerId, keepPending: true });
      if (previous !== null) clearUserStorage([TOKEN_KEY]);
    }
    localStorage.setItem(OWNER_KEY, ownerId);
    const existed = await databaseExisted(dbName(ownerId));
    const opened = await createSyncDatabase({ name: dbName(ownerId), storage: createDexieStorage() });
    await restoreStash(opened, ownerId);
    // the browser removed the local copy while the app was closed: say so, and which queued actions went with it
    await noticeEviction(opened, ownerId, existed, syncedAtKey(ownerId));
    return opened;
  });
  void requestPersistence();
  const stopRecord = keepQueueRecord(db, ownerId);
  const secure = window.location.protocol === 'https:';
  const engine = startSync({
    db,
    ownerId,
    deviceId: deviceId(),
    apiBase: '/api',
    fetch: (input, init) => window.fetch(input, init),
    // this account's token only: an engine still stopping when another person signs in on the device must not send
    // its owner's actions (or ask for its owner's data) under the newcomer's token
    getToken: () => (currentOwner() === ownerId ? getToken() : null),
    realtimeUrl: `${secure ? 'wss' : 'ws'}://${window.location.host}/api/realtime`,
    createSocket: (url) => new WebSocket(url) as unknown as WebSocketLike,
    waitForLeadership: true,
    // a 401 tries one renewal; a session the server refuses signs out and reloads, as every other call's 401 does
    renewToken: renewAccessToken,
    // a token the server refused; a token already gone means a sign-out is under way (this tab's or another's): the
    // engine is being stopped, and a second exit would reload the page in the middle of that wipe
    onSessionEnded: () => {
      if (currentOwner() === ownerId) void signOutAndReload();
    },
    onMismatch: (error) => {
      if (error.code === 'clientTooOld') window.dispatchEvent(new CustomEvent('vikariat:update-required'));
    },
    // the named events (NAMED_STREAM_EVENTS: updateFilesMT, updateteachers, bookingCancelled) for whichever screen cares
    onEvent: (name, data) => window.dispatchEvent(new CustomEvent(`vikariat:${name}`, { detail: data })),
    lastSyncedAt: localStorage.getItem(syncedAtKey(ownerId)),
  });
  engine.state$.subscribe((state) => {
    rememberSyncedAt(ownerId, state);
    setSyncState(state);
  });
  openedNow = { ownerId, db, engine, stopRecord };
  return openedNow;
}

/** Opens (once) the database of the given account; closes another account's first. */
export async function openDatabaseFor(ownerId: string): Promise<SyncDatabase> {
  if (opening !== null && openedOwner !== ownerId) await closeLocalDatabase();
  if (opening === null) {
    openedOwner = ownerId;
    const attempt = open(ownerId);
    opening = attempt;
    // a refused opening (the account signed out meanwhile) is not remembered: the next sign-in opens afresh
    attempt.catch(() => {
      if (opening === attempt) {
        opening = null;
        openedOwner = null;
      }
    });
  }
  return (await opening).db;
}

/** The signed-in user's database (lazy). Rejects when nobody is signed in. */
export async function getDatabase(): Promise<SyncDatabase> {
  const owner = currentOwner();
  if (owner === null) throw new Error('signed out: no local database');
  return openDatabaseFor(owner);
}

/**
 * Pulls now, if the database is open: after an online write (choosing, editing, removing) the screen shows the server's
 * new state from the replicated document without waiting for the live stream's announcement (or the minute's poll).
 */
export function pullNow(): void {
  void opening?.then(
    (opened) => opened.engine.resync(),
    () => undefined,
  );
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

/** Stops syncing and closes (a reload, or before the database is removed). */
export async function closeLocalDatabase(): Promise<void> {
  const current = opening;
  opening = null;
  openedOwner = null;
  openedNow = null;
  if (current === null) return;
  const { db, engine, stopRecord } = await current.catch(() => ({ db: null, engine: null, stopRecord: null }));
  stopRecord?.();
  await engine?.stop();
  await db?.close();
  setSyncState(initialState);
}

let deviceWork: Promise<unknown> = Promise.resolve();

/**
 * One wipe or account switch at a time: in this tab by a queue (two at once open the same database to read its pending
 * actions, and RxDB closes the first opener), across tabs by a Web Lock where the browser has them.
 */
function withDeviceLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).locks;
  // awaited: the DOM typing of `request` wraps the callback's promise in another (at run time it is one promise)
  const run = async (): Promise<T> => (locks === undefined ? work() : await locks.request('vikariat-local-data', work));
  const next = deviceWork.then(run, run);
  deviceWork = next.catch(() => undefined);
  return next;
}

/**
 * Removes everything stored on this device for its users: every local database (their pending actions kept apart for
 * the same user's next sign-in, unless `erase`: the account is gone), per-user storage keys, runtime caches, the push
 * subscription. Runs on sign-out, a 401, an expired session, and at start when nobody is signed in but data is left.
 */
export async function wipeLocalData(options: { erase?: boolean } = {}): Promise<void> {
  const owner = openedOwner ?? localStorage.getItem(OWNER_KEY);
  // the person's keys go at once (a reload mid-wipe must not keep them) and again at the end (written meanwhile)
  // (the owner's id stays until its database is gone: the start-up sweep after such a reload finds the database by it)
  clearUserStorage([OWNER_KEY]);
  await closeLocalDatabase();
  await withDeviceLock(() => removeDatabases({ known: owner === null ? [] : [owner], keepPending: options.erase !== true }));
  if (options.erase === true && owner !== null) dropStash(owner);
  clearUserStorage();
  await clearBrowserTraces().catch(() => undefined);
}

let swept = false;

/**
 * At start with nobody signed in: a database left by a session that never signed out (the tab closed mid-wipe, another
 * tab wrote after the wipe) goes, its pending actions kept apart. Once per page; the signed-in account's, if one signs
 * in meanwhile, stays.
 */
export async function sweepLeftovers(): Promise<void> {
  if (swept || currentOwner() !== null) return;
  swept = true;
  const owner = localStorage.getItem(OWNER_KEY);
  await withDeviceLock(async () => {
    const keep = currentOwner();
    await removeDatabases({ known: owner === null || owner === keep ? [] : [owner], keepPending: true, ...(keep === null ? {} : { keep }) });
  });
  if (currentOwner() === null) localStorage.removeItem(OWNER_KEY);
}

/** The signed-in user's actions not yet sent (the sign-out asks first when there are any). */
export async function pendingActionCount(): Promise<number> {
  const owner = currentOwner();
  if (owner === null) return 0;
  const db = await getDatabase();
  // find, not count: RxDB counts only over an index, and these fields have none (the queue is short)
  return (await db.outbox.find({ selector: { status: 'pending', ownerId: owner } }).exec()).filter((d) => isUserAction(d.type)).length;
}

// signing out (or an ended session) leaves nothing of the user on the device but their unsent actions
onSignOut(({ erase }) => wipeLocalData({ erase: erase === true }));

/**
 * A frozen tab (page lifecycle: a background tab on a phone) runs no code but keeps its Web Lock, and RxDB's leader
 * election is that lock: a frozen leader stopped every other tab's sync. At `freeze` it gives the leadership up at
 * once (the lock is released without waiting for the close, which finishes at `resume`); at `resume` it opens the
 * database again, as a follower until another leader goes, and the screens' queries subscribe to it anew.
 */
let frozen: Promise<void> | null = null;
if (typeof document !== 'undefined') {
  document.addEventListener('freeze', () => {
    const current = openedNow;
    if (current === null) return;
    void current.db.leaderElector().die();
    frozen = closeLocalDatabase();
  });
  // the signal is back (out of a tunnel, off a plane): sync now, not when the grown retry waits end
  window.addEventListener('online', () => openedNow?.engine.wake());
  document.addEventListener('resume', () => {
    const closing = frozen;
    frozen = null;
    void closing?.then(() => {
      const owner = currentOwner();
      if (owner === null) return;
      generation += 1;
      generationListeners.forEach((listener) => listener());
      void openDatabaseFor(owner).catch(() => undefined);
    });
  });
}
