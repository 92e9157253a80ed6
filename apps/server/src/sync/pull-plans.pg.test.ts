import { eq, sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Role } from '@vikariat/domain';
import { PULL_MAX, PULL_MIN, REPLICATED_COLLECTIONS, type PageOptions } from '@vikariat/sync';
import { createAccount, createSchool } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { sessions } from '../db/schema/index.ts';
import { queryRows } from '../db/query.ts';
import { callerRowSql } from '../services/auth/sessions.ts';
import { pullPool, pullSourceFor } from './sync-service.ts';
import type { SyncReader } from './reader.ts';

/**
 * Decision 010: the pull statements run on connections that keep one generic plan per statement. A generic plan
 * knows no parameter values, so these tests hold that for every collection and reader role the generic plan
 * still finds changed jobs through an index, never by reading the whole table.
 */
const onPglite = inject('pgAdminUrl') === '';
const JOBS = 3_000;

let t: TestApp;
let schoolId: string;
beforeAll(async () => {
  t = await createTestApp();
  schoolId = await createSchool(t.deps);
  const owner = await createAccount(t.deps, { role: 'principal', schoolId });
  // enough rows that reading the whole table costs more than an index: the planner then shows its choice
  await t.deps.database.db.execute(sql`INSERT INTO jobs (id, owner_id, school_id, start_date, end_date, start_time, end_time, expire, type_of_temp, region)
    SELECT gen_random_uuid(), ${owner.id}, ${schoolId}, '2099-06-01', '2099-06-01', '08:00', '15:30', '2100-01-01T00:00:00Z', 1, ARRAY['091'] FROM generate_series(1, ${JOBS})`);
  await t.deps.database.db.execute(sql`ANALYZE`);
});
afterAll(async () => {
  await t.close();
});

/** The SQL text and parameters a pull page of `collection` sends for the account's session (as pullForToken builds it). */
async function pullStatement(accountId: string, role: Role, collection: (typeof REPLICATED_COLLECTIONS)[number], options: PageOptions) {
  const [session] = await t.deps.database.db.select().from(sessions).where(eq(sessions.accountId, accountId));
  const callerRow = callerRowSql(session?.id ?? '', accountId, t.deps.now(), true);
  const reader: SyncReader = { id: accountId, role, schoolIds: [], regions: [], blockedSchoolIds: [], blockedBySchoolIds: [], callerRow };
  let statement: { sql: string; params: unknown[] } | undefined;
  const capture = { execute: (query: SQL) => ((statement = new PgDialect().sqlToQuery(query)), Promise.resolve([])) };
  await pullSourceFor(capture as never, reader, collection).changesSince(10, 500, options);
  return statement;
}

const literal = (value: unknown) => {
  if (value === null) return 'NULL';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return `'${value.replace(/'/g, "''")}'`;
  throw new Error(`no literal for ${typeof value}`);
};

/** Every relation the generic plan of a statement reads in full. */
async function seqScannedRelations(statement: { sql: string; params: unknown[] }): Promise<string[]> {
  const client = postgres(t.db.url, { max: 1, onnotice: () => undefined, connection: { plan_cache_mode: 'force_generic_plan' } });
  try {
    await client.unsafe(`PREPARE pull_plan AS ${statement.sql}`).simple();
    const [row] = await client.unsafe(`EXPLAIN (FORMAT JSON) EXECUTE pull_plan(${statement.params.map(literal).join(', ')})`).simple();
    const scanned: string[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Node Type'] === 'Seq Scan') scanned.push(String(node['Relation Name']));
      for (const child of (node['Plans'] as Array<Record<string, unknown>> | undefined) ?? []) walk(child);
    };
    walk(((row?.['QUERY PLAN'] as Array<{ Plan: Record<string, unknown> }>)[0] ?? { Plan: {} }).Plan);
    return scanned;
  } finally {
    await client.end({ timeout: 5 });
  }
}

describe.skipIf(onPglite)('pull statements on generic plans', () => {
  it('keeps the pull connections on generic plans and the others as Postgres chooses', async () => {
    const setting = async (db: typeof t.deps.database.db) => (await queryRows<{ mode: string }>(db, sql`SELECT current_setting('plan_cache_mode') AS mode`))[0]?.mode;
    expect(await setting(t.deps.database.pullDb)).toBe('force_generic_plan');
    expect(await setting(t.deps.database.db)).toBe('auto');
  });

  it('reads a catching-up page (from zero, or bigger than a caught-up page) with plans for its parameters', () => {
    const { db, pullDb } = t.deps.database;
    const at = { seq: 10, scope: 's' };
    expect(pullPool(t.deps.database, { checkpoint: at, limit: PULL_MIN, deviceId: 'd' })).toBe(pullDb);
    expect(pullPool(t.deps.database, { checkpoint: at, limit: 20, deviceId: 'd' })).toBe(pullDb);
    expect(pullPool(t.deps.database, { checkpoint: at, limit: PULL_MAX, deviceId: 'd' })).toBe(db);
    expect(pullPool(t.deps.database, { checkpoint: null, limit: PULL_MIN, deviceId: 'd' })).toBe(db);
  });

  for (const role of ['user', 'teacher', 'principal'] as const) {
    it(`never reads all jobs in a ${role}'s pull of any collection`, async () => {
      const account = await createAccount(t.deps, { role, schoolId: role === 'user' ? null : schoolId, profile: { regions: ['091'] } });
      // an incremental pull, one after a paged first sync (quietTo), and a pull from zero asking for the ids in view
      // (each its own prepared statement)
      for (const options of [
        { tombstones: true, viewIds: false },
        { tombstones: true, quietTo: 20, viewIds: false },
        { tombstones: false, viewIds: true },
      ]) {
        for (const collection of REPLICATED_COLLECTIONS) {
          const statement = await pullStatement(account.id, role, collection, options);
          if (statement === undefined) continue; // nothing to read for this role: no statement
          expect([collection, options, (await seqScannedRelations(statement)).filter((name) => name === 'jobs')]).toEqual([collection, options, []]);
        }
      }
    });
  }
});
