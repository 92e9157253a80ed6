import { isUserAction, type OutboxActionType } from '@vikariat/domain';
import type { SyncDatabase } from '@vikariat/sync/client/index';

/**
 * A browser may remove a site's IndexedDB while the app is closed (storage pressure, Safari's seven days without a
 * visit). The app then starts on an empty database: it must say so rather than show an empty list as if nothing
 * were there, sync again, and name the queued actions that went with it (issue 27, phones item 2). So beside the
 * database it keeps, in localStorage, a small record of the person's pending actions (what, when, which job): the
 * one part of the device that a re-sync cannot bring back. localStorage is often evicted with IndexedDB; then
 * nothing can be named, and nothing is claimed.
 */
export interface LostAction {
  id: string;
  type: OutboxActionType;
  createdAt: string;
  /** the job's school and first day, as the device knew them */
  job: { schoolName: string; startDate: string } | null;
}
export interface EvictionNotice {
  /** when the app found its local copy gone */
  at: string;
  lost: LostAction[];
}

const RECORD_PREFIX = 'vikariat.queued.';
const NOTICE_PREFIX = 'vikariat.evicted.';

const read = <T>(key: string, fallback: T): T => {
  try {
    const value = localStorage.getItem(key);
    return value === null ? fallback : (JSON.parse(value) as T);
  } catch {
    return fallback;
  }
};
const write = (key: string, value: unknown): void => {
  try {
    localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or gone: the record is a help, not a requirement
  }
};

/** Keeps the record of the person's pending actions up to date with the outbox; returns the stop. */
export function keepQueueRecord(db: SyncDatabase, ownerId: string): () => void {
  const subscription = db.outbox.find({ selector: { status: 'pending', ownerId } }).$.subscribe((docs) => {
    const actions = docs.filter((d) => isUserAction(d.type));
    const jobIds = actions.map((a) => a.payload['jobId']).filter((id): id is string => typeof id === 'string');
    const known = db.jobs.findByIds(jobIds).exec();
    void known
      .then(
        (found) =>
          new Map([...found].map(([id, job]): [string, { schoolName: string; startDate: string }] => [id, { schoolName: job.schoolName, startDate: job.startDate }])),
      )
      .catch(() => new Map<string, { schoolName: string; startDate: string }>())
      .then((jobs) => {
        // a database closed meanwhile (a sign-out's wipe) writes nothing back
        if (db.closed) return;
        const record: LostAction[] = actions.map((a) => {
          const jobId = a.payload['jobId'];
          return { id: a.id, type: a.type, createdAt: a.createdAt, job: (typeof jobId === 'string' ? jobs.get(jobId) : undefined) ?? null };
        });
        write(`${RECORD_PREFIX}${ownerId}`, record);
      });
  });
  return () => subscription.unsubscribe();
}

/** Whether the account's database was on the device before it was opened (undefined: the browser cannot list them). */
export async function databaseExisted(name: string): Promise<boolean | undefined> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return undefined;
  const listed = await indexedDB.databases().catch(() => undefined);
  return listed?.some((db) => (db.name ?? '').startsWith(`rxdb-dexie-${name}--`));
}

/**
 * Called with the database just opened, before its sync starts: when the device had synced this account (or had its
 * actions recorded) and its database is gone, the browser removed it. The notice names the recorded actions the
 * outbox no longer holds; the remembered sync time goes (nothing of it is on the device now).
 */
export async function noticeEviction(db: SyncDatabase, ownerId: string, existed: boolean | undefined, syncedAtKey: string): Promise<void> {
  const record = read<LostAction[]>(`${RECORD_PREFIX}${ownerId}`, []);
  const synced = localStorage.getItem(syncedAtKey) !== null;
  if (!synced && record.length === 0) return;
  // without the browser's list: a synced device always holds its profile, so an empty one was emptied
  const gone = existed === undefined ? (await db.profile.count().exec()) === 0 : !existed;
  if (!gone) return;
  const held = new Set((await db.outbox.find().exec()).map((d) => d.id));
  const lost = record.filter((a) => !held.has(a.id));
  const earlier = read<EvictionNotice | null>(`${NOTICE_PREFIX}${ownerId}`, null);
  write(`${NOTICE_PREFIX}${ownerId}`, { at: new Date().toISOString(), lost: [...(earlier?.lost ?? []), ...lost] } satisfies EvictionNotice);
  localStorage.removeItem(syncedAtKey);
  noticeListeners.forEach((listener) => listener());
}

const noticeListeners = new Set<() => void>();
let cached: { key: string; raw: string | null; notice: EvictionNotice | null } | null = null;

/** The account's eviction notice until the person has read it (stable between changes, for useSyncExternalStore). */
export function evictionNotice(ownerId: string | null): EvictionNotice | null {
  if (ownerId === null) return null;
  const key = `${NOTICE_PREFIX}${ownerId}`;
  const raw = localStorage.getItem(key);
  if (cached?.key !== key || cached.raw !== raw) cached = { key, raw, notice: read<EvictionNotice | null>(key, null) };
  return cached.notice;
}
export function dismissEvictionNotice(ownerId: string): void {
  localStorage.removeItem(`${NOTICE_PREFIX}${ownerId}`);
  noticeListeners.forEach((listener) => listener());
}
export function subscribeEvictionNotice(listener: () => void): () => void {
  noticeListeners.add(listener);
  return () => noticeListeners.delete(listener);
}

/**
 * Asks the browser to keep the app's storage (navigator.storage.persist): granted, it is not evicted under pressure.
 * Once per page; the answer is what settings show. Undefined where the browser has no such API.
 */
let persistence: Promise<boolean | undefined> | undefined;
export function requestPersistence(): Promise<boolean | undefined> {
  const storage = typeof navigator === 'undefined' ? undefined : (navigator as Partial<Navigator>).storage;
  if (typeof storage?.persist !== 'function') return Promise.resolve(undefined);
  persistence ??= storage
    .persisted()
    .then((already) => (already ? true : storage.persist()))
    .catch(() => undefined);
  return persistence;
}
