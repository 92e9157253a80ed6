import { randomUUID } from 'node:crypto';
import { personAccess, personAccessOfLevel, type SchoolTies } from '@vikariat/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSchool } from '../../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app.ts';
import { queryRows } from '../../db/query.ts';
import { insertJob } from '../../../test/helpers/jobs.ts';

/**
 * The SQL `person_access` (migration 0008) and the domain's `personAccess` are one rule written twice: on every
 * combination of ties with two schools (and on the edge cases below) they must answer the same.
 */
let t: TestApp;
let schools: [string, string];

beforeAll(async () => {
  t = await createTestApp();
  schools = [await createSchool(t.deps), await createSchool(t.deps)];
});
afterAll(async () => {
  await t.close();
});

const KEYS = ['blocked', 'booked', 'applied', 'favourite'] as const;
const tiesOf = (bits: number): SchoolTies => ({ blocked: (bits & 1) !== 0, booked: (bits & 2) !== 0, applied: (bits & 4) !== 0, favourite: (bits & 8) !== 0 });

async function tie(person: { id: string; email: string }, school: 0 | 1, ties: SchoolTies): Promise<void> {
  const db = t.deps.database.db;
  const schoolId = schools[school];
  if (ties.blocked) await db.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${person.id}, ${schoolId})`);
  if (ties.booked) await insertJob(t.deps, { schoolId, chosenId: person.id });
  if (ties.applied) {
    const jobId = await insertJob(t.deps, { schoolId });
    await db.execute(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (${randomUUID()}, ${jobId}, ${person.id})`);
  }
  // a place on the school's preferred list (the staff's favourites became it: migration 0025)
  if (ties.favourite) await db.execute(sql`INSERT INTO school_preferred (school_id, account_id, position) VALUES (${schoolId}, ${person.id}, 1)`);
}

async function sqlAccess(readerSchools: string[], personId: string): Promise<string> {
  const [row] = await queryRows<{ level: number }>(
    t.deps.database.db,
    sql`SELECT person_access(ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(readerSchools)}::jsonb)::uuid), ${personId}::uuid) AS level`,
  );
  return personAccessOfLevel(Number(row?.level));
}

describe('person_access equals the domain rule', () => {
  it('on every combination of ties at two schools, for a reader of either or both', async () => {
    const mismatches: string[] = [];
    for (let a = 0; a < 16; a++) {
      for (let b = 0; b < 16; b++) {
        const person = await createAccount(t.deps, { role: 'user' });
        const ties: [SchoolTies, SchoolTies] = [tiesOf(a), tiesOf(b)];
        await tie(person, 0, ties[0]);
        await tie(person, 1, ties[1]);
        for (const reader of [[0], [1], [0, 1]] as const) {
          const expected = personAccess({ activeSubstitute: true, schools: reader.map((i) => ties[i]) });
          const actual = await sqlAccess(
            reader.map((i) => schools[i]),
            person.id,
          );
          if (actual !== expected)
            mismatches.push(
              `${KEYS.filter((_, k) => (a >> k) & 1).join('+')} | ${KEYS.filter((_, k) => (b >> k) & 1).join('+')} as ${reader.join(',')}: ${actual} ≠ ${expected}`,
            );
        }
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('sees nothing of an unconfirmed substitute or of staff, whatever their ties', async () => {
    const unconfirmed = await createAccount(t.deps, { role: 'user', confirmedAt: null });
    await tie(unconfirmed, 0, { blocked: false, booked: true, applied: true, favourite: true });
    expect(await sqlAccess([schools[0]], unconfirmed.id)).toBe('none');
    const colleague = await createAccount(t.deps, { role: 'teacher', schoolId: schools[0] });
    await tie(colleague, 0, { blocked: false, booked: false, applied: true, favourite: true });
    expect(await sqlAccess([schools[0]], colleague.id)).toBe('none');
    expect(await sqlAccess([schools[0]], randomUUID())).toBe('none');
  });

  it('counts only an active application to a live job, and a leader’s favourites for each of their schools', async () => {
    const db = t.deps.database.db;
    const person = await createAccount(t.deps, { role: 'user' });
    const withdrawn = await insertJob(t.deps, { schoolId: schools[0] });
    await db.execute(sql`INSERT INTO applications (id, job_id, applicant_id, active) VALUES (${randomUUID()}, ${withdrawn}, ${person.id}, false)`);
    const deleted = await insertJob(t.deps, { schoolId: schools[0], deletedAt: new Date() });
    await db.execute(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (${randomUUID()}, ${deleted}, ${person.id})`);
    expect(await sqlAccess([schools[0]], person.id)).toBe('none');
    await createAccount(t.deps, { role: 'ledare', schoolId: schools[0], moreSchools: [schools[1]], rememberedUsers: [person.email] });
    expect(await sqlAccess([schools[1]], person.id)).toBe('profile');
  });

  it('counts a place on the school’s block list as a place on its lists (the school must see whom it blocked)', async () => {
    const person = await createAccount(t.deps, { role: 'user' });
    expect(await sqlAccess([schools[0]], person.id)).toBe('none');
    await t.deps.database.db.execute(sql`INSERT INTO school_blocked (school_id, account_id) VALUES (${schools[0]}, ${person.id})`);
    expect([await sqlAccess([schools[0]], person.id), await sqlAccess([schools[1]], person.id)]).toEqual(['profile', 'none']);
  });
});
