import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import type { Tx } from '../db/client.ts';
import { queryRows } from '../db/query.ts';
import { insertJob } from '../../test/helpers/jobs.ts';

/**
 * The commit-time renumbering of 0003 held the change-number lock while it rewrote each row's number, and that
 * rewrite re-ran the row's foreign-key checks, which lock the referenced rows FOR KEY SHARE. Whoever held such a
 * row FOR UPDATE (or deleted it) and then committed waited for the change-number lock while the renumbering waited
 * for them: a deadlock at commit, answered as a 500 (issue 21 item 13). Since 0036 (decision 040) nothing runs at
 * commit at all; these cases stay to keep it so. Each case below is one foreign key of a replicated table: `holder`
 * locks the referenced row as some service might, `writer` changes the child row (not its key) and commits, then
 * `holder` writes a replicated row and commits. Both must succeed.
 */
let t: TestApp;
// PGlite is one connection: concurrent transactions need the real server (CI has it)
const onPglite = inject('pgAdminUrl') === '';

const REPLICATED = ['accounts', 'jobs', 'applications', 'job_user_state', 'sync_outbox_ledger', 'availability_patterns', 'availability_days'];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

interface World {
  schoolId: string;
  teacherId: string;
  substituteId: string;
  jobId: string;
}

async function world(): Promise<World> {
  const schoolId = await createSchool(t.deps);
  const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
  const substitute = await createAccount(t.deps, { profile: { regions: ['091'] } });
  const jobId = await insertJob(t.deps, { schoolId, ownerId: teacher.id, chosenId: substitute.id });
  await t.deps.database.db.execute(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (gen_random_uuid(), ${jobId}, ${substitute.id})`);
  await t.deps.database.db.execute(sql`INSERT INTO job_user_state (job_id, account_id, viewed_at) VALUES (${jobId}, ${substitute.id}, now())`);
  await t.deps.database.db.execute(sql`INSERT INTO availability_patterns (account_id, weekday, morning) VALUES (${substitute.id}, 1, true)`);
  await t.deps.database.db.execute(sql`INSERT INTO availability_days (account_id, date, morning) VALUES (${substitute.id}, '2030-01-07', true)`);
  return { schoolId, teacherId: teacher.id, substituteId: substitute.id, jobId };
}

interface Case {
  /** table.column → parent */
  fk: string;
  lockParent: (w: World) => SQL;
  /** a replicated write of the holder's own, after its lock */
  holderWrite: (w: World) => SQL;
  writeChild: (w: World) => SQL;
}

const cases: Case[] = [
  {
    fk: 'jobs.owner_id → accounts',
    lockParent: (w) => sql`SELECT 1 FROM accounts WHERE id = ${w.teacherId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE accounts SET phone = '+358401234567' WHERE id = ${w.teacherId}`,
    writeChild: (w) => sql`UPDATE jobs SET additional_info = 'edited by the principal' WHERE id = ${w.jobId}`,
  },
  {
    fk: 'jobs.chosen_id → accounts',
    lockParent: (w) => sql`SELECT 1 FROM accounts WHERE id = ${w.substituteId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE accounts SET phone = '+358401234568' WHERE id = ${w.substituteId}`,
    writeChild: (w) => sql`UPDATE jobs SET additional_info = 'edited again' WHERE id = ${w.jobId}`,
  },
  {
    fk: 'jobs.school_id → schools',
    lockParent: (w) => sql`SELECT 1 FROM schools WHERE id = ${w.schoolId} FOR UPDATE`,
    // (not the school itself: its edit rewrites the school's jobs, a row-lock order of its own, see decision 019)
    holderWrite: (w) => sql`UPDATE accounts SET phone = '+358401234569' WHERE id = ${w.teacherId}`,
    writeChild: (w) => sql`UPDATE jobs SET regarding = 'edited while the admin edits the school' WHERE id = ${w.jobId}`,
  },
  {
    fk: 'applications.job_id → jobs',
    lockParent: (w) => sql`SELECT 1 FROM jobs WHERE id = ${w.jobId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE jobs SET chosen_at = now() WHERE id = ${w.jobId}`,
    writeChild: (w) => sql`UPDATE applications SET active = false WHERE job_id = ${w.jobId}`,
  },
  {
    fk: 'applications.applicant_id → accounts',
    lockParent: (w) => sql`SELECT 1 FROM accounts WHERE id = ${w.substituteId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE accounts SET address = 'Gatan 2' WHERE id = ${w.substituteId}`,
    writeChild: (w) => sql`UPDATE applications SET active = true WHERE job_id = ${w.jobId}`,
  },
  {
    fk: 'job_user_state.job_id → jobs',
    lockParent: (w) => sql`SELECT 1 FROM jobs WHERE id = ${w.jobId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE jobs SET additional_info = 'x' WHERE id = ${w.jobId}`,
    writeChild: (w) => sql`UPDATE job_user_state SET hidden = true WHERE job_id = ${w.jobId}`,
  },
  {
    fk: 'job_user_state.account_id → accounts',
    lockParent: (w) => sql`SELECT 1 FROM accounts WHERE id = ${w.substituteId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE accounts SET address = 'Gatan 3' WHERE id = ${w.substituteId}`,
    writeChild: (w) => sql`UPDATE job_user_state SET inactive = true WHERE job_id = ${w.jobId}`,
  },
  {
    fk: 'availability_patterns.account_id → accounts',
    lockParent: (w) => sql`SELECT 1 FROM accounts WHERE id = ${w.substituteId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE accounts SET address = 'Gatan 4' WHERE id = ${w.substituteId}`,
    writeChild: (w) => sql`UPDATE availability_patterns SET afternoon = false WHERE account_id = ${w.substituteId}`,
  },
  {
    fk: 'availability_days.account_id → accounts',
    lockParent: (w) => sql`SELECT 1 FROM accounts WHERE id = ${w.substituteId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE accounts SET address = 'Gatan 5' WHERE id = ${w.substituteId}`,
    writeChild: (w) => sql`UPDATE availability_days SET afternoon = false WHERE account_id = ${w.substituteId}`,
  },
  {
    fk: 'accounts.school_id → schools',
    lockParent: (w) => sql`SELECT 1 FROM schools WHERE id = ${w.schoolId} FOR UPDATE`,
    holderWrite: (w) => sql`UPDATE schools SET phone = '+35891234567' WHERE id = ${w.schoolId}`,
    writeChild: (w) => sql`UPDATE accounts SET first_name = 'Edited' WHERE id = ${w.teacherId}`,
  },
];

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a commit never waits for a row lock', () => {
  it.skipIf(onPglite).each(cases)('$fk: a locked parent and a committing child write both succeed', async (c) => {
    const w = await world();
    const db = t.deps.database.db;
    let release!: () => void;
    const holderMayGoOn = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const parentLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx: Tx) => {
      await tx.execute(c.lockParent(w));
      locked();
      await holderMayGoOn;
      await tx.execute(c.holderWrite(w));
    });
    await parentLocked;
    const writer = db.transaction(async (tx: Tx) => {
      await tx.execute(c.writeChild(w));
    });
    // the writer gets as far as it can (before 0007: into its commit, holding the change-number lock)
    await pause(150);
    release();
    const results = await Promise.allSettled([holder, writer]);
    expect(results.map((r) => (r.status === 'rejected' ? String((r.reason as Error).cause ?? r.reason) : 'ok'))).toEqual(['ok', 'ok']);
  });

  it('nothing runs at the commit of a replicated write, and every foreign key of a replicated table has its case above', async () => {
    const db = t.deps.database.db;
    const replicated = sql.join(
      REPLICATED.map((name) => sql`${name}`),
      sql`, `,
    );
    // a deferred trigger runs at commit, where a wait for a row lock or for a lock of everyone's serialised the commits
    const deferred = await queryRows<{ name: string }>(
      db,
      sql`SELECT tgname AS name FROM pg_trigger WHERE tgdeferrable AND tgrelid::regclass::text IN (${replicated}) AND NOT tgname LIKE 'RI_%'`,
    );
    expect(deferred).toEqual([]);
    const keys = await queryRows<{ fk: string }>(
      db,
      sql`SELECT c.conrelid::regclass::text || '.' || a.attname || ' → ' || c.confrelid::regclass::text AS fk
        FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = c.conkey[1]
        WHERE c.contype = 'f' AND c.conrelid::regclass::text IN (${replicated})`,
    );
    // every one of them but the ledger's (its rows are only inserted: an insert's key check locks while the
    // transaction works) has its case above
    const cased = new Set(cases.map((c) => c.fk));
    expect(keys.map((r) => r.fk).filter((fk) => !cased.has(fk))).toEqual(['sync_outbox_ledger.account_id → accounts']);
  });
});
