import type { Db, Tx } from './client.ts';

/**
 * Every transaction of a request or a background task runs through `inTransaction`. Nothing waits for a lock at commit
 * (decision 040: no commit-time renumbering; before it, decision 019's lock order), so Postgres aborting one of two
 * transactions is rare: two services locking the same rows in different orders, or a row deleted under a writer.
 * What it still aborts (deadlock, serialization failure) is retried here with a short random pause, never shown to
 * the user. `work` must therefore do nothing but database work: mail, events and files come after the commit.
 */
const RETRYABLE = new Set(['40001', '40P01']); // serialization failure, deadlock detected
const MAX_ATTEMPTS = 5;

/** Whether an error, or one it was caused by, carries one of these SQLSTATE codes. */
const hasCode = (error: unknown, codes: ReadonlySet<string>): boolean => {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
  }
  return false;
};

export const isRetryable = (error: unknown): boolean => hasCode(error, RETRYABLE);

/** 25P02: a statement ran in a transaction that an earlier statement had failed. */
const IN_FAILED_TRANSACTION = new Set(['25P02']);
export const inFailedTransaction = (error: unknown): boolean => hasCode(error, IN_FAILED_TRANSACTION);

/** Per database handle: how many transactions Postgres aborted and `inTransaction` ran again. */
const retries = new WeakMap<Db, number>();

/**
 * How often a transaction on `db` was aborted (deadlock, serialization failure) and retried. The user never sees a
 * retry, so this is how a test proves that ordinary traffic does not deadlock at all (decision 019).
 */
export const retriedTransactions = (db: Db): number => retries.get(db) ?? 0;

export async function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (!isRetryable(error)) throw error;
      retries.set(db, retriedTransactions(db) + 1);
      if (attempt >= MAX_ATTEMPTS) throw error;
      // the two transactions retrying at once would meet again: one of them waits a little longer
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 20 * attempt));
    }
  }
}
