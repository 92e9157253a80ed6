import type { Db, Tx } from '../../db/client.ts';

/**
 * Lock order in every job transaction: row locks first (the substitute's account row, then the job row),
 * then writes. The first write to a replicated table takes the global seq lock of the 0003 trigger (held to
 * commit), so the seq lock always comes LAST and stays held only for the short write tail: reads and checks
 * of unrelated choices run in parallel. A deadlock with some other area's transaction that takes the seq
 * lock before a row lock is detected by Postgres; the loser here is retried.
 * Account rows are locked FOR NO KEY UPDATE (they serialise with each other all the same): the foreign-key
 * checks of other transactions' rows that point at an account (the notification rows a new job writes for
 * every substitute of its regions, while holding the seq lock) pass that lock instead of deadlocking on it.
 */
const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const MAX_ATTEMPTS = 5;

export const isRetryable = (error: unknown): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && RETRYABLE.has(code)) return true;
  }
  return false;
};

/** Runs `work` in one transaction; retried on deadlock / serialization failure. */
export async function inJobTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}
