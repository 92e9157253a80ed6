import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { queryRows } from '../../src/db/query.ts';

/**
 * Counts the rows every statement actually inserts, updates or deletes, per table, with a row trigger on each table
 * of the test database (a statement that changes nothing, or a rolled-back transaction, counts nothing). Tables a
 * refused request may rightly write (throttles, the sync log) are left out.
 */
export async function watchWrites(database: Database, ignore: readonly string[]): Promise<() => Promise<Map<string, number>>> {
  const { db } = database;
  await database.execInTransaction([
    `CREATE TABLE IF NOT EXISTS test_writes (tbl text PRIMARY KEY, n bigint NOT NULL)`,
    `CREATE OR REPLACE FUNCTION test_count_write() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      INSERT INTO test_writes VALUES (TG_TABLE_NAME, 1) ON CONFLICT (tbl) DO UPDATE SET n = test_writes.n + 1;
      RETURN NULL;
    END $$`,
  ]);
  const tables = await queryRows<{ name: string }>(db, sql`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'test_writes'`);
  await database.execInTransaction(
    tables
      .filter(({ name }) => !ignore.includes(name))
      .map(({ name }) => `CREATE TRIGGER test_count_write AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION test_count_write()`),
  );
  return async () => {
    const rows = await queryRows<{ tbl: string; n: string }>(db, sql`SELECT tbl, n::text AS n FROM test_writes`);
    return new Map(rows.map((r) => [r.tbl, Number(r.n)]));
  };
}

/** The tables whose count moved between two readings. */
export function changedTables(before: Map<string, number>, after: Map<string, number>): string[] {
  return [...after].filter(([table, n]) => (before.get(table) ?? 0) !== n).map(([table]) => table);
}

/**
 * The text and jsonb columns holding a U+FFFD: what a lone surrogate becomes when it reaches Postgres as text (the
 * driver writes UTF-8), so an accepted one shows here.
 */
export async function replacementCharacters(database: Database, ignore: readonly string[]): Promise<string[]> {
  const columns = await queryRows<{ tbl: string; col: string }>(
    database.db,
    sql`SELECT table_name AS tbl, column_name AS col FROM information_schema.columns
        WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY') AND table_name <> 'test_writes'`,
  );
  const found: string[] = [];
  for (const { tbl, col } of columns) {
    if (ignore.includes(tbl)) continue;
    const rows = await queryRows<{ n: number }>(database.db, sql.raw(`SELECT count(*)::int AS n FROM "${tbl}" WHERE "${col}"::text LIKE '%' || chr(65533) || '%'`));
    if ((rows[0]?.n ?? 0) > 0) found.push(`${tbl}.${col}`);
  }
  return found;
}
