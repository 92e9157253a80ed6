import type { SQL } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** Raw SQL rows from either driver (postgres-js answers an array, PGlite `{rows}`). */
export async function queryRows<T extends Record<string, unknown>>(db: Executor, query: SQL): Promise<T[]> {
  const result: unknown = await db.execute(query);
  if (Array.isArray(result)) return result as T[];
  return (result as { rows: T[] }).rows;
}
