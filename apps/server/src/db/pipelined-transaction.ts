import type postgres from 'postgres';

/**
 * Transactions on postgres-js whose BEGIN and SAVEPOINT go out with the statement after them (decision 044).
 *
 * postgres-js's own `begin` waits for BEGIN's answer before it runs the work, and its `savepoint` for SAVEPOINT's: a
 * round trip each, on every transaction and every notification recorded in one. Postgres runs a connection's
 * statements in the order they arrive, so nothing needs that answer first: here the transaction reserves a connection
 * and writes BEGIN, and the first statement joins it in the same packet (postgres-js pipelines what is queued on one
 * connection). The semantics are postgres-js's: a statement that failed fails its scope even if the work caught it;
 * a savepoint's scope that fails is rolled back to the savepoint; the top scope commits or rolls back.
 *
 * What this adds over postgres-js: a COMMIT that Postgres answered with ROLLBACK (a statement still in flight failed)
 * is an error, not a success; and once the connection is lost nothing more is written to it. postgres-js would write
 * a later statement to the closed socket and throw outside any promise, taking the process down; the connection is
 * then never handed back to the pool, which reconnects it.
 */

/** The part of a postgres-js connection this relies on (also what its own `begin` uses: `onexecute`, `onclose`). */
interface Connection {
  onclose: ((error: Error) => void) | null;
}

type Params = Parameters<postgres.Sql['unsafe']>[1];
type Options = Parameters<postgres.Sql['unsafe']>[2];
type Pending = ReturnType<postgres.Sql['unsafe']>;

/** What drizzle's postgres-js session calls on a transaction's client. */
export interface TransactionClient {
  unsafe(query: string, params?: Params, options?: Options): Pending;
  savepoint<T>(work: (client: TransactionClient) => T | Promise<T>): Promise<T>;
}

const lostError = (cause: Error): Error => Object.assign(new Error('the database connection was lost during the transaction', { cause }), { code: 'CONNECTION_CLOSED' });

/** A query-like answer for a statement that is never sent: a rejected promise that drizzle may call `.values()` on. */
function refused(error: Error): Pending {
  const answer = Promise.reject(error) as Promise<never> & { values(): unknown };
  answer.values = () => answer;
  return answer as unknown as Pending;
}

const sqlState = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

class Transaction {
  /** Set when the connection closed under the transaction: no statement may be written to it again. */
  lost: Error | null = null;
  /**
   * Rejects when the connection closes. A statement still queued on the reserved connection (not yet written) is never
   * settled then, so whatever waits for the database races this (as postgres-js's own begin races its scope).
   */
  readonly whenLost: Promise<never>;
  private loseConnection: (error: Error) => void = () => undefined;
  private savepoints = 0;

  constructor(readonly reserved: postgres.ReservedSql) {
    this.whenLost = new Promise<never>((_, reject) => {
      this.loseConnection = reject;
    });
    this.whenLost.catch(() => undefined);
  }

  send(query: string, params?: Params, options?: Options): Pending {
    if (this.lost !== null) return refused(lostError(this.lost));
    return this.reserved.unsafe(query, params, options);
  }

  /** `work`, or the connection's loss, whichever comes first. */
  orLost<T>(work: PromiseLike<T>): Promise<T> {
    return Promise.race([work, this.whenLost]);
  }

  begin(): Pending {
    // onexecute runs when the connection takes BEGIN (as in postgres-js's own begin): from then on a close is heard
    return this.send('begin', [], {
      onexecute: (connection: Connection) => {
        connection.onclose = (error) => {
          this.lost = error;
          this.loseConnection(lostError(error));
        };
        return true;
      },
    } as Options);
  }

  nextSavepoint(): string {
    return `s${this.savepoints++}`;
  }
}

class Scope {
  /** The first statement of this scope that failed: the scope fails with it even if the work caught it. */
  private failure: { error: unknown } | null = null;
  /** A savepoint's own SAVEPOINT failed (the transaction had already failed): there is nothing to roll back to. */
  private opened = true;
  readonly client: TransactionClient;

  constructor(
    private readonly tx: Transaction,
    private readonly savepointName: string | null,
  ) {
    this.client = {
      unsafe: (query, params, options) => this.track(this.tx.send(query, params, { ...options, prepare: true })),
      savepoint: (work) => {
        const inner = new Scope(this.tx, this.tx.nextSavepoint());
        // SAVEPOINT goes out with the savepoint's first statement; if it fails, so does the savepoint's scope
        inner.track(this.tx.send(`savepoint ${inner.savepointName}`)).catch(() => {
          inner.opened = false;
        });
        return inner.run(work);
      },
    };
  }

  /** Hands the statement back; its failure is remembered as the scope's (the catch only observes). */
  track(statement: Pending): Pending {
    statement.catch((error: unknown) => {
      this.failure ??= { error };
    });
    return statement;
  }

  async run<T>(work: (client: TransactionClient) => T | Promise<T>): Promise<T> {
    let result: T;
    try {
      result = await this.tx.orLost(Promise.resolve(work(this.client)));
      if (this.failure !== null) throw this.failure.error;
    } catch (error) {
      if (this.tx.lost === null) {
        if (this.savepointName === null) await this.tx.orLost(this.tx.send('rollback')).catch(() => undefined);
        else if (this.opened) await this.tx.orLost(this.tx.send(`rollback to ${this.savepointName}`));
      }
      if (this.tx.lost !== null) throw lostError(this.tx.lost);
      // as postgres-js: "the transaction is aborted" (25P02) is reported as the statement that aborted it
      throw sqlState(error) === '25P02' && this.failure !== null ? this.failure.error : error;
    }
    if (this.savepointName === null) await this.commit();
    return result;
  }

  private async commit(): Promise<void> {
    // Postgres answers COMMIT with ROLLBACK when the transaction had failed: a statement the work did not wait for
    const answer = (await this.tx.orLost(this.tx.send('commit'))) as unknown as { command?: string };
    if (this.failure !== null) throw this.failure.error;
    if (answer.command === 'ROLLBACK') throw Object.assign(new Error('the transaction was rolled back at commit'), { code: '25P02' });
  }
}

/** `begin(work)` for drizzle's postgres-js session: BEGIN and SAVEPOINT pipelined (see above). */
export function pipelinedBegin(client: postgres.Sql): <T>(work: (client: TransactionClient) => T | Promise<T>) => Promise<T> {
  return async (work) => {
    const tx = new Transaction(await client.reserve());
    const top = new Scope(tx, null);
    void top.track(tx.begin());
    try {
      return await top.run(work);
    } finally {
      // a lost connection is the pool's to reconnect; handed back, it would be given out with no socket
      if (tx.lost === null) tx.reserved.release();
    }
  };
}
