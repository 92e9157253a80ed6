import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import type { RealtimeEvent } from '../../src/realtime/realtime.ts';
import { insertJob } from '../../src/sync/test-jobs.ts';
import { createAccount, createSchool } from '../helpers/fixtures.ts';
import { json } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let schoolId: string;
let otherSchoolId: string;
beforeAll(async () => {
  t = await createTestApp();
  // 2026-11-21 12:00 in Finland
  t.clock.set(new Date('2026-11-21T10:00:00Z'));
  schoolId = await createSchool(t.deps, { name: 'Solbackaskolan' });
  otherSchoolId = await createSchool(t.deps, { name: 'Norrby skola' });
});
afterAll(async () => t.close());

type Body = Record<string, unknown>;
const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Body;
const rowOf = async (id: string) => (await t.deps.database.db.select().from(accounts).where(eq(accounts.id, id)))[0];
const substitute = () =>
  createAccount(t.deps, {
    phone: '+358401234567',
    profile: {
      birthDate: '19880412',
      age: 38,
      status: 'Lärare',
      otherTxt: '',
      regions: ['091', '049'],
      policeRecord: { isActive: true, expirationDate: '2027-01-01' },
      education: 'PeM',
    },
  });

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

    // a withdrawn application: nothing again, unless the school keeps the person on its favourites
    await t.deps.database.db.execute(sql`UPDATE applications SET active = false WHERE id = ${application}`);
    expect((await read(readers[0]?.token ?? '')).status).toBe(403);
    await t.deps.database.db.execute(sql`UPDATE accounts SET remembered_users = ARRAY[${sub.email}] WHERE id = ${readers[0]?.id ?? ''}`);
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
    expect(body['moreSchools']).toEqual(expect.arrayContaining([{ id: schoolId, name: 'Solbackaskolan' }, { id: otherSchoolId, name: 'Norrby skola' }]));

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

describe('POST /api/shared/saveprofile', () => {
  it('saves the basic block of a substitute with the birth-date rules, marks edited, renumbers and answers a token', async () => {
    const me = await substitute();
    const before = await rowOf(me.id);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe((e) => events.push(e));
    const res = await t.request('POST', '/api/shared/saveprofile', {
      token: me.token,
      body: { section: 'basic', email: me.email, firstName: 'Veronika', phone: '050 111 2222', birthDate: '19900101', regions: [{ code: '638' }], languages: ['Engelska', { name: 'Tyska', name_fi: 'Saksa' }], status: 'Studerande', sitelang: 1 },
    });
    expect(res.status).toBe(200);
    const { token } = await json<{ token: string }>(res);
    expect(claimsOf(token)).toMatchObject({ firstName: 'Veronika', hasEdited: true, siteLang: 1 });
    const after = await rowOf(me.id);
    expect(after).toMatchObject({ firstName: 'Veronika', phone: '+358501112222', hasEdited: true, siteLang: 1 });
    expect(after?.profile).toMatchObject({ birthDate: '19900101', age: 36, regions: ['638'], status: 'student', education: 'PeM', languages: [{ name: 'Engelska', name_fi: 'Engelska' }, { name: 'Tyska', name_fi: 'Saksa' }] });
    expect(after?.seq).toBeGreaterThan(before?.seq ?? Infinity);
    // the person's other devices are told to pull their profile (by the database, at commit)
    await expect
      .poll(() => events)
      .toContainEqual(expect.objectContaining({ topics: expect.arrayContaining([`user:${me.id}`]) as unknown, collections: expect.arrayContaining(['profile']) as unknown }));
    unsubscribe();
    const edited = await t.request('POST', '/api/users/edited/profile', { token, body: { email: me.email } });
    expect(await json(edited)).toEqual({ hasEdited: true });
  });

  it.each<[string, Body, string, string]>([
    ['a malformed birth date', { birthDate: '1990-01-01' }, 'birthDate', 'Ogiltigt födelsedatum. Vänligen kontrollera formatet ÅÅÅÅMMDD (ex. 19740514)'],
    ['someone under 18', { birthDate: '20100101' }, 'birthDate', 'Du måste vara minst 18 år gammal. Kontrollera ditt födelsedatum och försök igen.'],
    ['no birth date', {}, 'birthDate', 'Något gick fel, vänligen kontrollera och försök igen.'],
    ['an unknown municipality', { birthDate: '19900101', regions: ['000'] }, 'regions', 'Okänd kommun: 000.'],
    ['Annan without text', { birthDate: '19900101', status: 'Annan' }, 'otherTxt', 'Beskriv vad du gör.'],
  ])('refuses a basic save with %s and changes nothing', async (_label, change, field, message) => {
    const me = await substitute();
    const before = await rowOf(me.id);
    const res = await t.request('POST', '/api/shared/saveprofile', { token: me.token, body: { section: 'basic', email: me.email, firstName: 'Changed', ...change } });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields[field]).toBe(message);
    expect(await rowOf(me.id)).toEqual(before);
  });

  it('does not check or change the birth date on the additional save; police record from today on', async () => {
    const me = await substitute();
    await t.deps.database.db.update(accounts).set({ profile: { birthDate: 'garbage', regions: ['091'] } }).where(eq(accounts.id, me.id));
    const ok = await t.request('POST', '/api/shared/saveprofile', {
      token: me.token,
      body: { section: 'additional', email: me.email, birthDate: '20200101', education: 'FM', examYear: '2015', studyYear: '2.', points: '120', qualifications: [2], refs: ['Vikarie 2020'], policeRecord: { expirationDate: '2026-11-21' } },
    });
    expect(ok.status).toBe(200);
    const row = await rowOf(me.id);
    expect(row?.profile).toMatchObject({
      birthDate: 'garbage',
      education: 'FM',
      examinationYear: '2015',
      occuGroup: { studyYear: '2.', points: '120' },
      qualifications: [{ name_swe: 'Ämneslärare', name_fi: 'Aineenopettaja' }],
      experience: ['Vikarie 2020'],
      policeRecord: { expirationDate: '2026-11-21', isActive: true },
    });
    const past = await t.request('POST', '/api/shared/saveprofile', { token: me.token, body: { section: 'additional', email: me.email, policeRecord: { expirationDate: '2026-11-20' } } });
    expect(past.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(past)).fields).toEqual({ policeRecord: 'Utgångsdatumet kan inte vara tidigare än i dag.' });
  });

  it("saves a teacher's basic block without birth-date rules", async () => {
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    const res = await t.request('POST', '/api/shared/saveprofile', { token: teacher.token, body: { section: 'basic', email: teacher.email, age: 45, nativeLanguage: 'Finska' } });
    expect(res.status).toBe(200);
    const extra = await t.request('POST', '/api/shared/saveprofile', { token: teacher.token, body: { section: 'additional', email: teacher.email, grade: ['7', '8'], teacherType: 'Ämneslärare' } });
    expect(extra.status).toBe(200);
    expect((await rowOf(teacher.id))?.profile).toMatchObject({ age: 45, nativeLanguage: 'Finska', grade: ['7', '8'], teacherType: 'Ämneslärare' });
  });

  it("refuses another user's e-mail (403), no token (401), an unknown section (400)", async () => {
    const me = await substitute();
    const other = await substitute();
    const principal = await createAccount(t.deps, { role: 'principal', schoolId });
    const body = { section: 'additional', email: other.email, education: 'X' };
    expect((await t.request('POST', '/api/shared/saveprofile', { token: me.token, body })).status).toBe(403);
    expect((await t.request('POST', '/api/shared/saveprofile', { token: principal.token, body })).status).toBe(403);
    expect((await t.request('POST', '/api/shared/saveprofile', { body })).status).toBe(401);
    expect((await t.request('POST', '/api/shared/saveprofile', { token: me.token, body: { section: 'x', email: me.email, education: 'X' } })).status).toBe(400);
    expect((await rowOf(other.id))?.profile['education']).toBe('PeM');
  });
});

describe('POST /api/users/edited/profile', () => {
  it("answers false before an edit; refuses another user's e-mail and no token", async () => {
    const me = await createAccount(t.deps, { hasEdited: false });
    const other = await createAccount(t.deps);
    expect(await json(await t.request('POST', '/api/users/edited/profile', { token: me.token, body: { email: me.email } }))).toEqual({ hasEdited: false });
    expect((await t.request('POST', '/api/users/edited/profile', { token: me.token, body: { email: other.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/users/edited/profile', { body: { email: me.email } })).status).toBe(401);
  });
});

describe('POST /api/shared/change/type', () => {
  it('switches between roles the account holds and answers a token with the new type', async () => {
    const both = await createAccount(t.deps, { role: 'principal', roles: ['principal', 'teacher'], schoolId });
    const res = await t.request('POST', '/api/shared/change/type', { token: both.token, body: { email: both.email, type: 'teacher' } });
    expect(res.status).toBe(200);
    expect(claimsOf((await json<{ token: string }>(res)).token)).toMatchObject({ typeOfUser: 'teacher' });
    expect((await rowOf(both.id))?.typeOfUser).toBe('teacher');
  });

  it('never lets a substitute make itself teacher or principal', async () => {
    const sub = await substitute();
    for (const type of ['teacher', 'principal', 'ledare', 'admin']) {
      const res = await t.request('POST', '/api/shared/change/type', { token: sub.token, body: { email: sub.email, type } });
      expect(res.status).toBe(403);
    }
    expect((await rowOf(sub.id))?.typeOfUser).toBe('user');
  });

  it("refuses another user's e-mail, no token and an unknown type", async () => {
    const both = await createAccount(t.deps, { role: 'principal', roles: ['principal', 'teacher'], schoolId });
    const other = await createAccount(t.deps, { role: 'principal', roles: ['principal', 'teacher'], schoolId });
    expect((await t.request('POST', '/api/shared/change/type', { token: both.token, body: { email: other.email, type: 'teacher' } })).status).toBe(403);
    expect((await t.request('POST', '/api/shared/change/type', { body: { email: both.email, type: 'teacher' } })).status).toBe(401);
    expect((await t.request('POST', '/api/shared/change/type', { token: both.token, body: { email: both.email, type: 'king' } })).status).toBe(400);
    expect((await rowOf(other.id))?.typeOfUser).toBe('principal');
  });
});
