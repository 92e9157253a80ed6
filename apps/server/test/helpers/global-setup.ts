import postgres from 'postgres';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A Postgres URL with rights to CREATE DATABASE, or '' when tests fall back to PGlite. */
    pgAdminUrl: string;
  }
}

const DEFAULT_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Server tests use the Postgres server in DATABASE_URL (CI: the local one), each test file in its own fresh
 * database; with no server reachable they fall back to an in-memory PGlite.
 */
export default async function setup(project: TestProject): Promise<void> {
  // the one place outside env.ts that reads the environment: the test runner's own configuration
  const url = process.env['DATABASE_URL'] ?? DEFAULT_URL;
  let reachable = false;
  const sql = postgres(url, { max: 1, connect_timeout: 3, onnotice: () => undefined });
  try {
    await sql`SELECT 1`;
    reachable = true;
  } catch {
    const where = url.replace(/\/\/[^@/]*@/, '//***@');
    // CI must never pass with the Postgres-only suites (concurrency, fault injection, change order) skipped
    if (process.env['CI'] === 'true') throw new Error(`[tests] CI needs Postgres at ${where}: the Postgres-only suites would be skipped`);
    console.warn(`[tests] no Postgres at ${where}: using PGlite`);
  } finally {
    await sql.end({ timeout: 1 });
  }
  project.provide('pgAdminUrl', reachable ? url : '');
}
