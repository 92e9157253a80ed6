import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { decodeToken, getToken } from '../../../lib/session.ts';
import { useSession } from '../../../lib/use-session.ts';

/**
 * The admin notices a substitute dismissed from their open-jobs list (decision 045): per user and device, in
 * localStorage, by the notice's key (its id and a hash of what the admin can edit, `noticeKey` in local-jobs.ts), so
 * an edited notice shows again and a new one always does. A per-user storage key like every other one: sign-out wipes
 * it with the rest of the person's traces (device-wipe.ts `clearUserStorage`), so nothing of one person's reading
 * stays on a shared device for the next.
 */
const KEY_PREFIX = 'jobs-substitute.dismissed-notices.';
/** Notices are few and short-lived: the oldest dismissals beyond this are forgotten (their notices are long gone). */
export const MAX_DISMISSED = 100;

const storageKey = (userKey: string): string => `${KEY_PREFIX}${userKey}`;

const EMPTY: ReadonlySet<string> = new Set();
/** the last list read per user, so a snapshot keeps its identity while the stored text is the same */
const snapshots = new Map<string, { raw: string | null; keys: readonly string[]; set: ReadonlySet<string> }>();

function readRaw(userKey: string): string | null {
  try {
    return localStorage.getItem(storageKey(userKey));
  } catch {
    return null;
  }
}

function snapshotOf(userKey: string): { keys: readonly string[]; set: ReadonlySet<string> } {
  const raw = readRaw(userKey);
  const cached = snapshots.get(userKey);
  if (cached?.raw === raw) return cached;
  let keys: string[] = [];
  try {
    const parsed: unknown = JSON.parse(raw ?? '[]');
    if (Array.isArray(parsed)) keys = parsed.filter((k): k is string => typeof k === 'string');
  } catch {
    // a damaged entry: nothing is dismissed, every notice shows again
  }
  const next = { raw, keys, set: new Set(keys) };
  snapshots.set(userKey, next);
  return next;
}

/** The keys of the notices this user dismissed on this device. */
export const dismissedNoticeKeys = (userKey: string): ReadonlySet<string> => snapshotOf(userKey).set;

const listeners = new Set<() => void>();
const emit = (): void => listeners.forEach((listener) => listener());

function write(userKey: string, keys: readonly string[]): void {
  // only for the person signed in: a write after a sign-out (the list re-rendering as the device is wiped) or under
  // another account would leave one person's trace for the next
  const token = getToken();
  if (token === null || decodeToken(token)?.sub !== userKey) return;
  try {
    localStorage.setItem(storageKey(userKey), JSON.stringify(keys.slice(-MAX_DISMISSED)));
  } catch {
    // no storage (private mode): the notice shows again next time, nothing breaks
  }
  emit();
}

/** Hides a notice (of this version) for the user; the newest dismissals are kept. */
export function dismissNotice(userKey: string, key: string): void {
  write(userKey, [...snapshotOf(userKey).keys.filter((k) => k !== key), key]);
}

/** Shows a dismissed notice again (the undo). */
export function restoreNotice(userKey: string, key: string): void {
  write(
    userKey,
    snapshotOf(userKey).keys.filter((k) => k !== key),
  );
}

// another tab of the same person dismissing (or the wipe of a sign-out there) updates this one
const onStorage = (event: StorageEvent): void => {
  if (event.key === null || event.key.startsWith(KEY_PREFIX)) emit();
};

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The signed-in user's dismissed notices, with the means to dismiss and restore one; nothing while signed out. */
export function useDismissedNotices(): { dismissed: ReadonlySet<string>; dismiss: (key: string) => void; restore: (key: string) => void } {
  const userKey = useSession()?.sub ?? null;
  const read = useCallback(() => (userKey === null ? EMPTY : dismissedNoticeKeys(userKey)), [userKey]);
  const dismissed = useSyncExternalStore(subscribe, read, read);
  return useMemo(
    () => ({
      dismissed,
      dismiss: (key: string) => {
        if (userKey !== null) dismissNotice(userKey, key);
      },
      restore: (key: string) => {
        if (userKey !== null) restoreNotice(userKey, key);
      },
    }),
    [dismissed, userKey],
  );
}
