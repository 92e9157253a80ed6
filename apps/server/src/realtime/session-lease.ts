import type { RealtimeEvent } from './realtime.ts';

/** How often an open socket re-checks its session when nothing about the account was announced. */
const SESSION_LEASE_MS = 30_000;

export interface SessionLease {
  /**
   * Delivers an event in arrival order; one about the account itself (`user:<id>`: a sign-out, revocation,
   * deactivation or deletion announces itself so) waits for a fresh check of the session first, and so does every
   * event after it. Nothing is delivered once the session has ended.
   */
  deliver(event: RealtimeEvent, send: () => void): void;
  stop(): void;
}

/**
 * Keeps an open websocket's session under a short lease: checked every `leaseMs` and at once when an event concerns the
 * account; `onEnded` runs once when the check finds the session gone. A failing check (the database unreachable) is not
 * an ended session: signing a user out over it would be wrong, so the next lease asks again.
 */
export function sessionLease(options: { accountId: string; check: () => Promise<boolean>; onEnded: () => void; leaseMs?: number }): SessionLease {
  let ended = false;
  let queue: Promise<void> = Promise.resolve();
  const recheck = async (): Promise<void> => {
    if (ended) return;
    const alive = await options.check().catch(() => true);
    if (!alive && !ended) {
      ended = true;
      options.onEnded();
    }
  };
  const enqueue = (step: () => Promise<void>) => {
    queue = queue.then(step).catch(() => undefined);
  };
  const timer = setInterval(() => enqueue(recheck), options.leaseMs ?? SESSION_LEASE_MS);
  timer.unref();
  const ownTopic = `user:${options.accountId}`;
  return {
    deliver(event, send) {
      enqueue(async () => {
        if (event.topics.includes(ownTopic)) await recheck();
        if (!ended) send();
      });
    },
    stop() {
      ended = true;
      clearInterval(timer);
    },
  };
}
