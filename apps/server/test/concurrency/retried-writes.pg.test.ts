import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Tx } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';
import { inTransaction, retriedTransactions } from '../../src/db/transaction.ts';
import { createAccount, createSchool, type TestAccount } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createJob } from '../jobs/fixtures.ts';

/**
 * What Postgres still aborts is retried, never answered (decisions 019 and 040, issue 21 item 13). Each case makes one
 * deadlock happen on purpose: another transaction (`holder`) locks a row the request will need, the request takes
 * its own first lock and waits, and the holder then asks for that lock. Postgres aborts the request (its deadlock
 * check runs first: the holder's waits three seconds before checking). Before these writes went through
 * `inTransaction` each answered 500; now the request runs again once the holder has committed, and both succeed.
 */
let t: TestApp;
// PGlite is one connection: concurrent transactions need the real server (CI has it)
const onPglite = inject('pgAdminUrl') === '';
let school: string;
let admin: TestAccount;
let principal: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  school = await createSchool(t.deps);
  admin = await createAccount(t.deps, { role: 'admin', schoolId: await createSchool(t.deps, { isAdmin: true }) });
  principal = await createAccount(t.deps, { role: 'principal', schoolId: school });
});
afterAll(async () => {
  await t.close();
});

/** Until some transaction of this database waits for a row lock. */
async function someoneWaits(): Promise<void> {
  for (let i = 0; i < 250; i++) {
    const [row] = await queryRows<{ n: number }>(
      t.deps.database.db,
      sql`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'`,
    );
    if ((row?.n ?? 0) > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the request never waited for the holder');
}

async function deadlocked(first: SQL, second: SQL, request: () => Promise<Response>): Promise<{ status: number; holder: string }> {
  let locked!: () => void;
  const firstLocked = new Promise<void>((resolve) => (locked = resolve));
  let release!: () => void;
  const mayGoOn = new Promise<void>((resolve) => (release = resolve));
  const holder = t.deps.database.db.transaction(async (tx: Tx) => {
    await tx.execute(sql`SET LOCAL deadlock_timeout = '3s'`);
    await tx.execute(first);
    locked();
    await mayGoOn;
    await tx.execute(second);
  });
  await firstLocked;
  const answer = request();
  await someoneWaits();
  release();
  const [res, held] = await Promise.allSettled([answer, holder]);
  return {
    status: res.status === 'fulfilled' ? res.value.status : 0,
    holder: held.status === 'fulfilled' ? 'committed' : String((held.reason as Error).cause ?? held.reason),
  };
}

describe.skipIf(onPglite)('a write Postgres aborts in a deadlock', () => {
  it('is counted and run again by inTransaction (two transactions locking two rows in opposite orders)', async () => {
    const [a, b] = [await createSchool(t.deps), await createSchool(t.deps)];
    const db = t.deps.database.db;
    const before = retriedTransactions(db);
    let bothLocked = 0;
    let ready!: () => void;
    const firstLocksTaken = new Promise<void>((resolve) => (ready = resolve));
    const crosswise = (first: string, second: string) =>
      inTransaction(db, async (tx) => {
        await tx.execute(sql`SELECT 1 FROM schools WHERE id = ${first} FOR UPDATE`);
        if (++bothLocked === 2) ready();
        await firstLocksTaken;
        await tx.execute(sql`SELECT 1 FROM schools WHERE id = ${second} FOR UPDATE`);
      });
    await Promise.all([crosswise(a, b), crosswise(b, a)]);
    // once, or more when the retry takes its first lock again before the survivor does (a second deadlock)
    expect(retriedTransactions(db) - before).toBeGreaterThanOrEqual(1);
  });

  it('answers an admin’s school edit (which rewrites every job of the school), not a 500', async () => {
    const job = await createJob(t.deps, { schoolId: school });
    const result = await deadlocked(sql`SELECT 1 FROM jobs WHERE id = ${job} FOR UPDATE`, sql`SELECT 1 FROM schools WHERE id = ${school} FOR UPDATE`, () =>
      t.request('PATCH', `/api/admin/schools/${school}`, { token: admin.token, body: { address: 'Omvägen 1' } }),
    );
    expect(result).toEqual({ status: 200, holder: 'committed' });
  });

  it('answers a teacher’s deactivation without waiting for a lock on the school (since 0036 no update locks what it references)', async () => {
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId: school });
    let release!: () => void;
    const mayEnd = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const schoolLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.deps.database.db.transaction(async (tx: Tx) => {
      await tx.execute(sql`SELECT 1 FROM schools WHERE id = ${school} FOR UPDATE`);
      locked();
      await mayEnd;
    });
    await schoolLocked;
    try {
      const answer = t.request('POST', '/api/principals/deactivate/teacher', { token: principal.token, body: { email: teacher.email } });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const waited = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error('the deactivation waited for the school')), 5_000)));
      expect((await Promise.race([answer, waited])).status).toBe(200);
      clearTimeout(timer);
    } finally {
      release();
      await holder;
    }
  });

  it('answers a teacher’s removal (their jobs lose their owner), not a 500', async () => {
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId: school });
    const job = await createJob(t.deps, { schoolId: school, ownerId: teacher.id });
    const result = await deadlocked(sql`SELECT 1 FROM jobs WHERE id = ${job} FOR UPDATE`, sql`SELECT 1 FROM accounts WHERE id = ${teacher.id} FOR KEY SHARE`, () =>
      t.request('DELETE', `/api/principals/remove/${encodeURIComponent(teacher.email)}`, { token: principal.token }),
    );
    expect(result).toEqual({ status: 200, holder: 'committed' });
  });
});
