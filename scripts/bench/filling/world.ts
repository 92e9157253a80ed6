/**
 * The municipality of the morning-rush simulation, drawn from a seeded PRNG and written with SQL (the server owns the
 * schema; only columns of the numbered migrations): schools with one principal each, substitutes with a Monday
 * availability pattern, each school's preferred list and the substitutes who worked there before. The same seed
 * gives the same world in both runs, so waves and broadcast are compared on identical people.
 */
import { randomUUID } from 'node:crypto';
import type { Sql } from 'postgres';
import { insertAccounts, insertSchool } from '../lib/seed.ts';
import { prng } from './fill-stats.ts';
import type { TokenSubject } from './sim-server.ts';

export interface FillingScale {
  schools: number;
  substitutes: number;
  absences: number;
}

/** The share of substitutes with each Monday answer, and each school's list sizes (docs/benchmarks.md). */
export const WORLD = { freeShare: 0.45, notFreeShare: 0.1, preferredPerSchool: 5, workedBeforePerSchool: 10 } as const;

export type Availability = 'yes' | 'no' | 'unknown';

export interface Substitute extends TokenSubject {
  index: number;
  availability: Availability;
  /** preferred by at least one school / worked at one before: the groups of "equally eligible" peers */
  preferred: boolean;
  workedBefore: boolean;
}

export interface School {
  id: string;
  name: string;
  principal: TokenSubject;
}

export interface FillingWorld {
  schools: School[];
  substitutes: Substitute[];
}

async function sessionFor(sql: Sql, accountId: string): Promise<string> {
  const id = randomUUID();
  await sql`INSERT INTO sessions (id, account_id, expires_at) VALUES (${id}, ${accountId}, '2100-01-01T00:00:00Z')`;
  return id;
}

export async function seedWorld(sql: Sql, scale: FillingScale, seed: number, waveSosMinutes: number): Promise<FillingWorld> {
  const random = prng(seed);
  const schools: School[] = [];
  for (let i = 0; i < scale.schools; i += 1) {
    const name = `Skola ${i + 1}`;
    const id = await insertSchool(sql, name);
    await sql`UPDATE schools SET wave_sos_minutes = ${waveSosMinutes} WHERE id = ${id}`;
    const [account] = await insertAccounts(sql, 1, 'principal', id);
    if (account === undefined) throw new Error('no principal');
    const school = { id, name };
    schools.push({ ...school, principal: { ...account, sessionId: await sessionFor(sql, account.id), role: 'principal', school } });
  }
  const accounts = await insertAccounts(sql, scale.substitutes, 'user', null);
  const substitutes: Substitute[] = [];
  for (const [index, account] of accounts.entries()) {
    const draw = random();
    const availability: Availability = draw < WORLD.freeShare ? 'yes' : draw < WORLD.freeShare + WORLD.notFreeShare ? 'no' : 'unknown';
    if (availability !== 'unknown') {
      const free = availability === 'yes';
      // ISO weekday 1: the simulated morning is a Monday
      await sql`INSERT INTO availability_patterns (account_id, weekday, morning, afternoon) VALUES (${account.id}, 1, ${free}, ${free})`;
    }
    const sessionId = await sessionFor(sql, account.id);
    substitutes.push({ ...account, index, sessionId, role: 'user', school: null, availability, preferred: false, workedBefore: false });
  }
  const pick = (n: number) => {
    const chosen = new Set<Substitute>();
    while (chosen.size < Math.min(n, substitutes.length)) {
      const s = substitutes[Math.floor(random() * substitutes.length)];
      if (s !== undefined) chosen.add(s);
    }
    return [...chosen];
  };
  for (const school of schools) {
    for (const [position, s] of pick(WORLD.preferredPerSchool).entries()) {
      await sql`INSERT INTO school_preferred (school_id, account_id, position) VALUES (${school.id}, ${s.id}, ${position + 1})`;
      s.preferred = true;
    }
    // one ended job each, chosen: the school's history of who worked there
    for (const s of pick(WORLD.workedBeforePerSchool)) {
      await sql`INSERT INTO jobs (id, owner_id, school_id, start_date, end_date, start_time, end_time, expire, type_of_temp, region, chosen_id)
        VALUES (${randomUUID()}, ${school.principal.id}, ${school.id}, '2026-12-01', '2026-12-01', '08:00', '14:00', '2026-12-01T12:00:00Z', 1, '{905}', ${s.id})`;
      s.workedBefore = true;
    }
  }
  await sql`ANALYZE`;
  return { schools, substitutes };
}
