import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertJob } from '../helpers/jobs.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { json } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { profileTestApp, substituteIn } from './profile-helpers.ts';

let t: TestApp;
let schoolId: string;
let otherSchoolId: string;
beforeAll(async () => {
  ({ t, schoolId, otherSchoolId } = await profileTestApp());
});
afterAll(async () => t.close());

const substitute = () => substituteIn(t);

describe('POST /api/users/get/user', () => {
  it('answers the own profile in full, regions with their names, police record active by today', async () => {
    const me = await substitute();
    const res = await t.request('POST', '/api/users/get/user', { token: me.token, body: { email: me.email } });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({
      email: me.email,
      status: 'teacher',
      birthDate: '19880412',
      regions: [
        { code: '091', name_swe: 'Helsingfors', namefi: 'Helsinki' },
        { code: '049', name_swe: 'Esbo', namefi: 'Espoo' },
      ],
      policeRecord: { isActive: true, expirationDate: '2027-01-01' },
      sendEmail: true,
    });
  });

  it('counts the own age from the birth date where no age was stored (registration stores none)', async () => {
    // the clock is at 2026-11-21: the day before the 38th birthday
    const me = await createAccount(t.deps, { profile: { birthDate: '19881122', status: 'Lärare', regions: ['091'] } });
    const res = await t.request('POST', '/api/users/get/user', { token: me.token, body: { email: me.email } });
    expect((await json(res)).age).toBe(37);
  });

  it('lets a school read a substitute only while they applied there, are on its favourites or are booked; contact details only once booked', async () => {
    const sub = await substitute();
    const readers = await Promise.all((['principal', 'teacher', 'ledare'] as const).map((role) => createAccount(t.deps, { role, schoolId })));
    const other = await createAccount(t.deps, { role: 'principal', schoolId: otherSchoolId });
    const read = async (token: string) => {
      const res = await t.request('POST', '/api/users/get/user', { token, body: { email: sub.email } });
      return { status: res.status, body: await json(res) };
    };
    // never applied, not a favourite: nothing, as for an unknown e-mail
    for (const reader of readers) expect(await read(reader.token)).toEqual({ status: 403, body: expect.objectContaining({ code: 'forbidden' }) as unknown });

    const job = await insertJob(t.deps, { schoolId });
    const application = randomUUID();
    await t.deps.database.db.execute(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (${application}, ${job}, ${sub.id})`);
    for (const reader of readers) {
      const { status, body } = await read(reader.token);
      expect(status).toBe(200);
      expect(body).toMatchObject({ email: sub.email, education: 'PeM', policeRecord: { expirationDate: '2027-01-01' }, age: 38 });
      for (const field of ['regions', 'siteLang', 'sendEmail', 'phone', 'address', 'birthDate']) expect(body).not.toHaveProperty(field);
      expect(body['policeRecord']).not.toHaveProperty('isActive');
    }
    // another school sees nothing
    expect((await read(other.token)).status).toBe(403);

    // booked: phone, address and birth date too
    await t.deps.database.db.execute(sql`UPDATE jobs SET chosen_id = ${sub.id} WHERE id = ${job}`);
    expect((await read(readers[0]?.token ?? '')).body).toMatchObject({ phone: '+358401234567', birthDate: '19880412' });

    // a substitute who blocked the school and is not booked there: nothing, though they applied
    await t.deps.database.db.execute(sql`UPDATE jobs SET chosen_id = NULL WHERE id = ${job}`);
    await t.deps.database.db.execute(sql`INSERT INTO school_blocks (account_id, school_id) VALUES (${sub.id}, ${schoolId})`);
    expect((await read(readers[0]?.token ?? '')).status).toBe(403);
    await t.deps.database.db.execute(sql`DELETE FROM school_blocks WHERE account_id = ${sub.id}`);

    // a withdrawn application: nothing again, unless the school keeps the person on its preferred list
    await t.deps.database.db.execute(sql`UPDATE applications SET active = false WHERE id = ${application}`);
    expect((await read(readers[0]?.token ?? '')).status).toBe(403);
    await t.deps.database.db.execute(sql`INSERT INTO school_preferred (school_id, account_id, position) VALUES (${schoolId}, ${sub.id}, 1)`);
    for (const reader of readers) expect((await read(reader.token)).status).toBe(200);
  });

  it('never shows a school a substitute whose account is not activated', async () => {
    const sub = await createAccount(t.deps, { confirmedAt: null });
    const job = await insertJob(t.deps, { schoolId });
    await t.deps.database.db.execute(sql`INSERT INTO applications (id, job_id, applicant_id) VALUES (${randomUUID()}, ${job}, ${sub.id})`);
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    expect((await t.request('POST', '/api/users/get/user', { token: principal.token, body: { email: sub.email } })).status).toBe(403);
  });

  it("refuses another substitute's e-mail (403), a colleague's profile (403), an unknown e-mail (403), no token (401)", async () => {
    const a = await substitute();
    const b = await substitute();
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    expect((await t.request('POST', '/api/users/get/user', { token: a.token, body: { email: b.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/users/get/user', { token: a.token, body: { email: 'ghost@example.fi' } })).status).toBe(403);
    expect((await t.request('POST', '/api/users/get/user', { token: principal.token, body: { email: teacher.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/users/get/user', { token: principal.token, body: { email: 'ghost@example.fi' } })).status).toBe(403);
    expect((await t.request('POST', '/api/users/get/user', { body: { email: a.email } })).status).toBe(401);
    expect((await t.request('POST', '/api/users/get/user', { token: a.token, body: { email: 'bad' } })).status).toBe(400);
  });
});

describe('POST /api/teachers/get/teacher and /api/principals/get/principal', () => {
  it('answers the own staff profile; the principal one with moreSchools, defaults and grade', async () => {
    const leader = await createAccount(t.deps, {
      role: 'ledare',
      schoolId,
      moreSchools: [schoolId, otherSchoolId],
      profile: { grade: ['1', '2'] },
      defaults: { start: '08:00', end: '15:30', info: 'SOS', subjects: ['Matematik'] },
    });
    const res = await t.request('POST', '/api/principals/get/principal', { token: leader.token, body: { email: leader.email } });
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body).toMatchObject({ school: 'Solbackaskolan', grade: ['1', '2'], defaults: { start: '08:00', end: '15:30', info: 'SOS', subjects: ['Matematik'] } });
    expect(body['moreSchools']).toEqual(
      expect.arrayContaining([
        { id: schoolId, name: 'Solbackaskolan' },
        { id: otherSchoolId, name: 'Norrby skola' },
      ]),
    );

    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    const own = await t.request('POST', '/api/teachers/get/teacher', { token: teacher.token, body: { email: teacher.email } });
    expect(await json(own)).toMatchObject({ email: teacher.email, school: 'Solbackaskolan', schoolId });
  });

  it('refuses the wrong role (403), another e-mail (403) and no token (401)', async () => {
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const sub = await substitute();
    expect((await t.request('POST', '/api/principals/get/principal', { token: teacher.token, body: { email: teacher.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/teachers/get/teacher', { token: sub.token, body: { email: sub.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/teachers/get/teacher', { token: principal.token, body: { email: teacher.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/principals/get/principal', { body: { email: principal.email } })).status).toBe(401);
  });
});
