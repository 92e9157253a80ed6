import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Database } from '../../src/db/client.ts';
import { migrate } from '../../src/db/migrate.ts';

export interface TestDatabase {
  database: Database;
  /** The database's own URL ('' on PGlite), e.g. for a second server node. */
  url: string;
  drop(): Promise<void>;
}

/** A fresh, migrated database for one test file. */
export async function createTestDatabase(options: { max?: number } = {}): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  if (adminUrl === '') {
    const database = await openPglite(undefined);
    await migrate(database);
    return { database, url: '', drop: () => database.close() };
  }
  const name = `vk_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(adminUrl, { max: 1, onnotice: () => undefined });
  await admin.unsafe(`CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString(), { max: options.max ?? 20 });
  await migrate(database);
  return {
    database,
    url: url.toString(),
    async drop() {
      await database.close();
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end({ timeout: 2 });
    },
  };
}
