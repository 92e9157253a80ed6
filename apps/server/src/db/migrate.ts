import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.ts';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');
const MIGRATION_LOCK = 7_301_001;

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** NNNN_name.sql files in order. Numbers must be unique and increasing. */
export function readMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const migrations = readdirSync(dir)
    .filter((f) => /^\d{4}_[\w-]+\.sql$/.test(f))
    .sort()
    .map((file) => ({
      version: Number(file.slice(0, 4)),
      name: file.replace(/\.sql$/, ''),
      sql: readFileSync(path.join(dir, file), 'utf8'),
    }));
  migrations.forEach((m, i) => {
    if (i > 0 && migrations[i - 1]?.version === m.version) throw new Error(`Two migrations numbered ${m.version}`);
  });
  return migrations;
}

/**
 * Applies what is missing, each migration in its own transaction under an advisory lock, so several nodes
 * starting at once apply each file exactly once. The same SQL runs on PGlite and on Postgres.
 */
export async function migrate(database: Database, migrations = readMigrations()): Promise<number> {
  await database.execInTransaction([
    `CREATE TABLE IF NOT EXISTS schema_migrations (version integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  ]);
  for (const m of migrations) {
    await database.execInTransaction([
      `SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`,
      // DO-block keeps check-and-apply in one statement batch: skipped entirely when already applied
      `DO $migrate$ BEGIN IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE version = ${m.version}) THEN
         EXECUTE ${dollarQuote(m.sql)};
         INSERT INTO schema_migrations (version, name) VALUES (${m.version}, '${m.name}');
       END IF; END $migrate$`,
    ]);
  }
  return migrations.at(-1)?.version ?? 0;
}

function dollarQuote(text: string): string {
  let tag = 'mig';
  while (text.includes(`$${tag}$`)) tag += 'x';
  return `$${tag}$${text}$${tag}$`;
}
