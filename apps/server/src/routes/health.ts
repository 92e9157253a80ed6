import { sql } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../context.ts';
import { queryRows } from '../db/query.ts';

/** GET /api/health: the database answers and which migration it is on. */
export const healthRoutes = new Hono<AppEnv>().get('/health', async (c) => {
  const { database } = c.var.deps;
  try {
    const rows = await queryRows<{ version: number | null }>(database.db, sql`SELECT max(version) AS version FROM schema_migrations`);
    return c.json({ status: 'ok', database: database.kind, migration: rows[0]?.version ?? 0 });
  } catch {
    return c.json({ status: 'error', database: database.kind, migration: null }, 503);
  }
});
