import type { OutboxDocType } from '@vikariat/sync/client/index';

/**
 * Unsent actions of a user whose local database was removed (sign-out, an expired session, another user's sign-in).
 * DESIGN.md: "A pending action survives reloads, crashes, closed tabs and expired sessions; it is sent after the same
 * user signs in again, and never under another user." So they are the one thing kept, apart from any database, per
 * account, and put back into that account's outbox when it opens its database again. They hold ids and flags only
 * (which job, which school), nothing read from the server.
 */
const PREFIX = 'vikariat.pending.';
const keyOf = (ownerId: string) => `${PREFIX}${ownerId}`;

export const isStashKey = (key: string): boolean => key.startsWith(PREFIX);

const isPendingAction = (value: unknown, ownerId: string): value is OutboxDocType => {
  if (typeof value !== 'object' || value === null) return false;
  const action = value as Partial<OutboxDocType>;
  return typeof action.id === 'string' && action.ownerId === ownerId && action.status === 'pending' && typeof action.type === 'string';
};

/** The stashed actions of one account, oldest first (an unreadable stash is nothing). */
export function readStash(ownerId: string): OutboxDocType[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(keyOf(ownerId)) ?? '[]');
    const actions = Array.isArray(parsed) ? parsed.filter((a) => isPendingAction(a, ownerId)) : [];
    return actions.sort((a, b) => (a.id < b.id ? -1 : 1));
  } catch {
    return [];
  }
}

/** Adds pending actions to their owners' stashes; an action stashed twice is kept once. */
export function stashActions(actions: readonly OutboxDocType[]): void {
  const byOwner = new Map<string, Map<string, OutboxDocType>>();
  for (const action of actions) {
    if (action.status !== 'pending') continue;
    let stash = byOwner.get(action.ownerId);
    if (stash === undefined) {
      stash = new Map(readStash(action.ownerId).map((a) => [a.id, a]));
      byOwner.set(action.ownerId, stash);
    }
    stash.set(action.id, action);
  }
  for (const [ownerId, stash] of byOwner) localStorage.setItem(keyOf(ownerId), JSON.stringify([...stash.values()]));
}

export function dropStash(ownerId: string): void {
  localStorage.removeItem(keyOf(ownerId));
}
