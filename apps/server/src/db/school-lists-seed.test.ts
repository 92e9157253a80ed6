import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPglite, type Database } from './client.ts';
import { migrate, readMigrations } from './migrate.ts';
import { queryRows } from './query.ts';

/**
 * Migration 0025 (issue 23): the staff's favourites seed their schools' preferred lists — own and linked schools, in
 * the order added, a person several members remembered at their earliest place, only substitutes — and the column is
 * emptied (one concept). Run on PGlite from the state before it, with favourites in the old column.
 */
let database: Database;
const ids = { a: randomUUID(), b: randomUUID(), principal: randomUUID(), leader: randomUUID(), teacher: randomUUID() };
const subs = ['anna', 'bo', 'cia'].map((name) => ({ id: randomUUID(), email: `${name}@x.fi` }));

beforeAll(async () => {
  database = await openPglite(undefined);
  const all = readMigrations();
  await migrate(
    database,
    all.filter((m) => m.version < 25),
  );
  const db = database.db;
  for (const school of [ids.a, ids.b]) await db.execute(sql`INSERT INTO schools (id, name, municipality) VALUES (${school}, ${school.slice(0, 6)}, '091')`);
  const account = (id: string, email: string, role: string, school: string | null, remembered: string[]) =>
    db.execute(sql`INSERT INTO accounts (id, email, password_hash, first_name, last_name, type_of_user, roles, school_id, remembered_users)
      VALUES (${id}, ${email}, 'x', 'T', ${role}, ${role}, ARRAY[${role}], ${school}, ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(remembered)}::jsonb)))`);
  for (const sub of subs) await account(sub.id, sub.email, 'user', null, []);
  await account(ids.principal, 'p@x.fi', 'principal', ids.a, ['cia@x.fi', 'anna@x.fi', 'p@x.fi', 'gone@x.fi']);
  await account(ids.teacher, 't@x.fi', 'teacher', ids.a, ['bo@x.fi', 'cia@x.fi']);
  await account(ids.leader, 'l@x.fi', 'ledare', ids.b, ['bo@x.fi']);
  await db.execute(sql`INSERT INTO principal_schools (account_id, school_id) VALUES (${ids.leader}, ${ids.a})`);
  await migrate(database, all);
});
afterAll(async () => {
  await database.close();
});

describe('migration 0025 seeds the preferred lists from the favourites', () => {
  it('per school, in order, substitutes only, and empties the old column', async () => {
    const rows = await queryRows<{ school_id: string; email: string; position: number }>(
      database.db,
      sql`SELECT l.school_id, p.email, l.position FROM school_preferred l JOIN accounts p ON p.id = l.account_id ORDER BY l.school_id, l.position`,
    );
    const of = (school: string) => rows.filter((r) => r.school_id === school).map((r) => [r.email, Number(r.position)]);
    // school A: the principal's cia (1) and anna (2), the teacher's bo (1) and cia (2), the linked leader's bo (1):
    // bo and cia both first (by e-mail), anna second; the principal's own e-mail and an unknown one are no substitutes
    expect(of(ids.a)).toEqual([
      ['bo@x.fi', 1],
      ['cia@x.fi', 2],
      ['anna@x.fi', 3],
    ]);
    expect(of(ids.b)).toEqual([['bo@x.fi', 1]]);
    const left = await queryRows<{ n: number }>(database.db, sql`SELECT count(*)::int AS n FROM accounts WHERE cardinality(remembered_users) > 0`);
    expect(Number(left[0]?.n)).toBe(0);
  });
});
