import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';

/**
 * postgres-js 3.4.9 keeps the error a dying backend sent for a statement in flight ("terminating connection due to
 * administrator command", 57P01) past the connection's close, and reads it as the answer to the first statement on
 * the reconnected connection (porsager/postgres#1223). After a Postgres restart or failover, one request per pooled
 * connection would then fail for nothing. `patches/postgres+3.4.9.patch` (applied by `postinstall`) clears it on
 * close; this holds that the patch is in place and does what it says.
 */
let t: TestDatabase;
/** A connection of its own, to cut one from outside as a Postgres restart would. */
let admin: postgres.Sql;
const onPglite = inject('pgAdminUrl') === '';

beforeAll(async () => {
  t = await createTestDatabase({ max: 1 });
  admin = postgres(t.url, { max: 1, onnotice: () => undefined });
});
afterAll(async () => {
  await admin?.end({ timeout: 2 });
  await t.drop();
});

describe.skipIf(onPglite)('a pooled connection lost under a statement', () => {
  it('fails that statement, and the next one runs on a fresh connection', async () => {
    // one connection only, so the next statement must go through the reconnected one
    const pool = postgres(t.url, { max: 1, onnotice: () => undefined });
    try {
      const backend = async (): Promise<number> => (await pool<{ pid: number }[]>`SELECT pg_backend_pid() AS pid`)[0]?.pid ?? 0;
      const pid = await backend();
      const sleeping = pool`SELECT pg_sleep(5)`.then(
        () => null,
        (error: { code?: string }) => error.code,
      );
      await new Promise((resolve) => setTimeout(resolve, 100));
      await admin`SELECT pg_terminate_backend(${pid})`;
      expect(await sleeping).toBe('CONNECTION_CLOSED');

      expect(await backend()).not.toBe(pid);
    } finally {
      await pool.end({ timeout: 2 });
    }
  }, 15_000);
});
