import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../helpers/jobs.ts';
import { json } from '../helpers/accounts.ts';
import { createAccount, createSchool, type TestAccount } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The spec's shared lookups (spec 02 §7): get/user, getschool, get/school. */
let t: TestApp;
let schoolA: string;
let schoolB: string;
let leader: TestAccount;
let teacher: TestAccount;
let substitute: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  schoolA = await createSchool(t.deps, { name: 'Solbackaskolan', municipality: '091' });
  schoolB = await createSchool(t.deps, { name: 'Esbo skola', municipality: '049' });
  leader = await createAccount(t.deps, { role: 'ledare', schoolId: schoolA, moreSchools: [schoolA, schoolB] });
  teacher = await createAccount(t.deps, { role: 'teacher', schoolId: schoolA });
  substitute = await createAccount(t.deps, { role: 'user', lastName: 'Sijainen', phone: '+358401112233', profile: { regions: ['091'] } });
});
afterAll(async () => t.close());

const post = async (url: string, token: string | undefined, body: unknown) => {
  const res = await t.request('POST', url, { body, ...(token === undefined ? {} : { token }) });
  return { status: res.status, body: await json(res) };
};

describe('POST /api/shared/get/user', () => {
  it('answers the caller’s own profile in any role, and a substitute only as the school may see them', async () => {
    expect(await post('/api/shared/get/user', teacher.token, { email: teacher.email })).toMatchObject({
      status: 200,
      body: { email: teacher.email, school: 'Solbackaskolan' },
    });
    expect(await post('/api/shared/get/user', substitute.token, { email: substitute.email })).toMatchObject({
      status: 200,
      body: { email: substitute.email, phone: '+358401112233' },
    });
    // a substitute who never applied to the school: nothing
    expect((await post('/api/shared/get/user', teacher.token, { email: substitute.email })).status).toBe(403);
    const job = await insertJob(t.deps, { schoolId: schoolA });
    await t.deps.database.db.execute(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (${randomUUID()}, ${job}, ${substitute.id})`);
    const seen = await post('/api/shared/get/user', teacher.token, { email: substitute.email });
    expect(seen).toMatchObject({ status: 200, body: { lastName: 'Sijainen' } });
    expect(seen.body).not.toHaveProperty('phone');
    // a colleague's profile, another substitute's, no token, a bad e-mail
    expect((await post('/api/shared/get/user', leader.token, { email: teacher.email })).status).toBe(403);
    expect((await post('/api/shared/get/user', substitute.token, { email: leader.email })).status).toBe(403);
    expect((await post('/api/shared/get/user', undefined, { email: teacher.email })).status).toBe(401);
    expect(await post('/api/shared/get/user', teacher.token, { email: 'no' })).toMatchObject({ status: 400, body: { fields: { email: expect.any(String) as unknown } } });
  });
});

describe('POST /api/shared/getschool', () => {
  it('answers the caller’s school and a leader’s other schools with their regions; nothing of anyone else', async () => {
    const own = await post('/api/shared/getschool', leader.token, { email: leader.email });
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ school: { id: schoolA, name: 'Solbackaskolan', region: { code: '091', name_swe: 'Helsingfors' } } });
    expect((own.body['moreSchools'] as { id: string }[]).map((s) => s.id).sort()).toEqual([schoolA, schoolB].sort());
    expect(await post('/api/shared/getschool', substitute.token, { email: substitute.email })).toEqual({ status: 200, body: { school: null, moreSchools: [] } });
    expect((await post('/api/shared/getschool', teacher.token, { email: leader.email })).status).toBe(403);
    expect((await post('/api/shared/getschool', undefined, { email: leader.email })).status).toBe(401);
    expect((await post('/api/shared/getschool', teacher.token, {})).status).toBe(400);
  });
});

describe('POST /api/shared/get/school', () => {
  it('answers the region of one of the caller’s schools only', async () => {
    expect(await post('/api/shared/get/school', leader.token, { email: leader.email, school: schoolB })).toMatchObject({
      status: 200,
      body: { region: { code: '049', name_swe: 'Esbo', namefi: 'Espoo' } },
    });
    expect((await post('/api/shared/get/school', teacher.token, { email: teacher.email, school: schoolB })).status).toBe(403);
    expect((await post('/api/shared/get/school', teacher.token, { email: leader.email, school: schoolA })).status).toBe(403);
    expect((await post('/api/shared/get/school', substitute.token, { email: substitute.email, school: schoolA })).status).toBe(403);
    expect(await post('/api/shared/get/school', teacher.token, { email: teacher.email, school: 'x' })).toMatchObject({
      status: 400,
      body: { fields: { school: 'Välj en skola' } },
    });
  });
});
