import { sql } from 'drizzle-orm';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { inTransaction } from '../../src/db/transaction.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

/**
 * The app's transactions on Postgres send BEGIN and SAVEPOINT with the statement after them (`pipelinedBegin`,
 * decision 044). These hold what that must not change (postgres-js's semantics) and what it adds: a COMMIT that
 * Postgres answered with ROLLBACK is a failure, and a connection lost mid-transaction fails the transaction without
 * taking the process down or writing half of it.
 */
let t: TestDatabase;
/** A connection of its own, to cut a transaction's connection from outside as a Postgres restart would. */
let admin: postgres.Sql;
const onPglite = inject('pgAdminUrl') === '';

beforeAll(async () => {
  t = await createTestDatabase({ max: 3 });
  await t.database.db.execute(sql`CREATE TABLE pipelined_notes (id int PRIMARY KEY, note text NOT NULL)`);
  admin = postgres(t.url, { max: 1, onnotice: () => undefined });
});
afterAll(async () => {
  await admin.end({ timeout: 2 });
  await t.drop();
});

const notes = async (): Promise<number[]> => (await queryRows<{ id: number }>(t.database.db, sql`SELECT id FROM pipelined_notes ORDER BY id`)).map((r) => r.id);
const clear = () => t.database.db.execute(sql`DELETE FROM pipelined_notes`);

/** The SQLSTATE of a failure, on the error itself (postgres-js) or on what it wraps (drizzle). */
function sqlState(error: unknown): unknown {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    if ('code' in e) return e.code;
  }
  return undefined;
}
/** The backend of the transaction's own connection. */
const backendOf = async (tx: Tx): Promise<number> => (await queryRows<{ pid: number }>(tx, sql`SELECT pg_backend_pid() AS pid`))[0]?.pid ?? 0;
/** Cuts that connection from outside, as a Postgres restart would. */
const cut = async (pid: number): Promise<void> => {
  await admin`SELECT pg_terminate_backend(${pid})`;
};
const failureOf = (work: Promise<unknown>): Promise<unknown> =>
  work.then(
    () => null,
    (error: unknown) => error,
  );

describe.skipIf(onPglite)('a pipelined transaction', () => {
  it('runs its statements in one transaction and commits them', async () => {
    await clear();
    const [first, second] = await inTransaction(t.database.db, async (tx) => {
      const [a] = await queryRows<{ xid: string }>(tx, sql`SELECT txid_current()::text AS xid`);
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'one')`);
      const [b] = await queryRows<{ xid: string }>(tx, sql`SELECT txid_current()::text AS xid`);
      return [a?.xid, b?.xid];
    });
    expect(first).toBeDefined();
    expect(second).toBe(first);
    expect(await notes()).toEqual([1]);
  });

  it('statements sent together (Promise.all) run in order in the transaction', async () => {
    await clear();
    await inTransaction(t.database.db, async (tx) => {
      await Promise.all([
        tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'one')`),
        tx.execute(sql`UPDATE pipelined_notes SET note = 'changed' WHERE id = 1`),
        tx.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'two')`),
      ]);
    });
    const rows = await queryRows<{ id: number; note: string }>(t.database.db, sql`SELECT id, note FROM pipelined_notes ORDER BY id`);
    expect(rows).toEqual([
      { id: 1, note: 'changed' },
      { id: 2, note: 'two' },
    ]);
  });

  it('rolls back when the work throws', async () => {
    await clear();
    await expect(
      inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'one')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await notes()).toEqual([]);
  });

  it('a failed statement fails the transaction even when the work caught it', async () => {
    await clear();
    const failure = await failureOf(
      inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'one')`);
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'again')`).catch(() => undefined);
      }),
    );
    expect(sqlState(failure)).toBe('23505');
    expect(await notes()).toEqual([]);
  });

  it('a savepoint that fails is rolled back to; the rest commits', async () => {
    await clear();
    await inTransaction(t.database.db, async (tx) => {
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'one')`);
      await tx
        .transaction(async (savepoint) => {
          await savepoint.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'two')`);
          await savepoint.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'duplicate')`);
        })
        .catch(() => undefined);
      await tx.execute(sql`INSERT INTO pipelined_notes VALUES (3, 'three')`);
    });
    expect(await notes()).toEqual([1, 3]);
  });

  it('a statement the work did not wait for, failing, fails the commit instead of a silent rollback', async () => {
    await clear();
    const failure = await failureOf(
      inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'one')`);
        // sent, never awaited: COMMIT follows it on the connection and Postgres answers ROLLBACK
        tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'duplicate')`).catch(() => undefined);
      }),
    );
    expect(sqlState(failure)).toBe('23505');
    expect(await notes()).toEqual([]);
  });

  it('a savepoint begun in a transaction that already failed reports the statement that failed it', async () => {
    await clear();
    let inner: unknown = null;
    const failure = await failureOf(
      inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'one')`);
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'again')`).catch(() => undefined);
        inner = await failureOf(tx.transaction((savepoint) => savepoint.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'two')`)));
      }),
    );
    // the savepoint says the transaction had failed (not "no such savepoint", which a ROLLBACK TO would have caused)
    expect(sqlState(inner)).toBe('25P02');
    expect(sqlState(failure)).toBe('23505');
    expect(await notes()).toEqual([]);
  });

  it('a connection lost while a statement waits its turn on it fails the transaction instead of hanging', async () => {
    await clear();
    const failure = await failureOf(
      inTransaction(t.database.db, async (tx) => {
        const pid = await backendOf(tx);
        // a statement new to the connection is described first, so the one after it waits in the driver's queue;
        // both are sent (drizzle's queries start when awaited) before the connection is cut under the first
        const sent = Promise.allSettled([
          tx.execute(sql`SELECT pg_sleep(0.5), ${'first use'}::text AS marker`),
          tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'queued')`),
        ]);
        await new Promise((resolve) => setTimeout(resolve, 100));
        await cut(pid);
        await sent;
      }),
    );
    expect(sqlState(failure)).toBe('CONNECTION_CLOSED');
    expect(await notes()).toEqual([]);
  }, 15_000);

  it('a connection lost mid-transaction fails it, writes nothing, and the pool serves the next one', async () => {
    await clear();
    const failure = await failureOf(
      inTransaction(t.database.db, async (tx) => {
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (1, 'one')`);
        await cut(await backendOf(tx));
        // the close reaches the client between statements; postgres-js would then write to the closed socket
        for (let i = 0; i < 50; i++) await new Promise((resolve) => setTimeout(resolve, 20));
        await tx.execute(sql`INSERT INTO pipelined_notes VALUES (2, 'two')`);
      }),
    );
    expect(sqlState(failure)).toBe('CONNECTION_CLOSED');
    expect(await notes()).toEqual([]);
    // every connection of the pool still works
    await Promise.all(
      Array.from({ length: 6 }, (_, i) => inTransaction(t.database.db, (tx) => tx.execute(sql`INSERT INTO pipelined_notes VALUES (${10 + i}, 'after')`))),
    );
    expect(await notes()).toEqual([10, 11, 12, 13, 14, 15]);
  });
});
