import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/postgres-js';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import postgres from 'postgres';
import { pipelinedBegin } from './pipelined-transaction.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** drizzle over either driver: services never know which one they run on. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type Executor = Db | Tx;

export type Unlisten = () => Promise<void>;

/** The database plus what drizzle does not cover: raw multi-statement SQL, LISTEN/NOTIFY, closing. */
export interface Database {
  readonly kind: 'postgres' | 'pglite';
  readonly db: Db;
  /**
   * The connections of a caught-up device's pull pages, on which every statement keeps one generic plan (decision
   * 010; catching-up pages go to `db`, see `pullPool`). The same as `db` on PGlite. Only for the pull statements:
   * their filters are written so a generic plan stays indexed.
   */
  readonly pullDb: Db;
  /**
   * The notification sender's own connections (decision 038): a fan-out's claims and status updates never queue
   * behind requests on `db`, nor requests behind them. The same as `db` on PGlite.
   */
  readonly workerDb: Db;
  /** Runs a multi-statement SQL text inside one transaction (migrations). */
  execInTransaction(statements: string[]): Promise<void>;
  listen(channel: string, onPayload: (payload: string) => void): Promise<Unlisten>;
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

/** The pull pool's size: a pull is one short statement, so a few connections keep up with the main pool's ten. */
const PULL_CONNECTIONS = 6;
/** The sender's pool: one claim or one batched status update at a time per node, and a spare for a push's cleanup. */
const WORKER_CONNECTIONS = 2;

export function openPostgres(url: string, options: { max?: number } = {}): Database {
  const settings = {
    onnotice: () => undefined,
    connect_timeout: 10,
    // dates stay 'yyyy-MM-dd' strings: a job's date is a wall-clock date, never shifted by a timezone
    types: { date: { to: 1082, from: [1082], serialize: (v: string) => v, parse: (v: string) => v } },
  };
  const client = postgres(url, { ...settings, max: options.max ?? 10 });
  // A pull's statement is planned in ~2 ms and run in ~0.5: with plan_cache_mode auto Postgres re-plans it on
  // every execution (its custom plans always look cheaper), so these connections keep the first, generic plan.
  const pullClient = postgres(url, { ...settings, max: PULL_CONNECTIONS, connection: { plan_cache_mode: 'force_generic_plan' } });
  const workerClient = postgres(url, { ...settings, max: WORKER_CONNECTIONS });
  const db = drizzlePostgres(preparing(client), { schema }) as unknown as Db;
  const pullDb = drizzlePostgres(preparing(pullClient), { schema }) as unknown as Db;
  const workerDb = drizzlePostgres(preparing(workerClient), { schema }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    pullDb,
    workerDb,
    async execInTransaction(statements) {
      await client.begin(async (tx) => {
        for (const statement of statements) await tx.unsafe(statement);
      });
    },
    async listen(channel, onPayload) {
      const sub = await client.listen(channel, onPayload);
      return () => sub.unlisten();
    },
    async notify(channel, payload) {
      await client.notify(channel, payload);
    },
    async close() {
      await Promise.all([client.end({ timeout: 5 }), pullClient.end({ timeout: 5 }), workerClient.end({ timeout: 5 })]);
    },
  };
}

/**
 * drizzle sends each query as an unnamed statement, so postgres-js first asks Postgres to describe a query with
 * parameters (a round trip of its own) and Postgres parses it every time. As named (prepared) statements a query
 * costs one round trip after its first use on a connection. postgres-js recycles connections (max_lifetime),
 * which bounds the per-connection statement cache. Transactions are `pipelinedBegin`'s (decision 044), whose
 * statements are prepared too.
 */
function preparing(client: postgres.Sql): postgres.Sql {
  const begin = pipelinedBegin(client);
  return new Proxy(client, {
    get(target, key) {
      if (key === 'begin') return begin;
      const value: unknown = Reflect.get(target, key);
      if (typeof value !== 'function') return value;
      const fn = value as (...args: unknown[]) => unknown;
      if (key === 'unsafe') {
        return (query: unknown, params: unknown, options?: Record<string, unknown>) => fn.call(target, query, params, { ...options, prepare: true });
      }
      return fn.bind(target);
    },
  });
}

export async function openPglite(dataDir: string | undefined): Promise<Database> {
  if (dataDir !== undefined) mkdirSync(dataDir, { recursive: true });
  const client = dataDir === undefined ? new PGlite() : new PGlite(path.resolve(dataDir));
  await client.waitReady;
  // keep 'date' as text, as with postgres-js above
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    pullDb: db,
    workerDb: db,
    async execInTransaction(statements) {
      await client.transaction(async (tx) => {
        for (const statement of statements) await tx.exec(statement);
      });
    },
    async listen(channel, onPayload) {
      const unsub = await client.listen(channel, onPayload);
      return unsub;
    },
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await client.close();
    },
  };
}

/** The embedded database (PGlite in DATA_DIR) unless DATABASE_URL names a Postgres server. */
export async function openDatabase(options: { databaseUrl: string | undefined; dataDir: string }): Promise<Database> {
  if (options.databaseUrl !== undefined) {
    const database = openPostgres(options.databaseUrl);
    await assertReachable(database, options.databaseUrl);
    return database;
  }
  return openPglite(path.join(options.dataDir, 'pglite'));
}

async function assertReachable(database: Database, url: string): Promise<void> {
  try {
    await database.execInTransaction(['SELECT 1']);
  } catch (error) {
    await database.close().catch(() => undefined);
    const safeUrl = url.replace(/\/\/[^@/]*@/, '//***@');
    throw new Error(`DATABASE_URL: cannot reach ${safeUrl}: ${(error as Error).message}`, { cause: error });
  }
}
