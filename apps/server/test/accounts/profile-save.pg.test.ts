import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import type { RealtimeEvent } from '../../src/realtime/realtime.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { json } from '../helpers/accounts.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { accountRow, claimsOf, profileTestApp, substituteIn, type Body } from './profile-helpers.ts';

/** Saving the own profile and switching the account type (spec 01 §7); reading profiles is profile.pg.test.ts. */

let t: TestApp;
let schoolId: string;
beforeAll(async () => {
  ({ t, schoolId } = await profileTestApp());
});
afterAll(async () => t.close());

const rowOf = (id: string) => accountRow(t, id);
const substitute = () => substituteIn(t);

describe('POST /api/shared/saveprofile', () => {
  it('saves the basic block of a substitute with the birth-date rules, marks edited, renumbers and answers a token', async () => {
    const me = await substitute();
    const before = await rowOf(me.id);
    const events: RealtimeEvent[] = [];
    const unsubscribe = t.deps.realtime.subscribe((e) => events.push(e));
    const res = await t.request('POST', '/api/shared/saveprofile', {
      token: me.token,
      body: {
        section: 'basic',
        email: me.email,
        firstName: 'Veronika',
        phone: '050 111 2222',
        birthDate: '19900101',
        regions: [{ code: '638' }],
        languages: ['Engelska', { name: 'Tyska', name_fi: 'Saksa' }],
        status: 'Studerande',
        sitelang: 1,
      },
    });
    expect(res.status).toBe(200);
    const { token } = await json<{ token: string }>(res);
    expect(claimsOf(token)).toMatchObject({ firstName: 'Veronika', hasEdited: true, siteLang: 1 });
    const after = await rowOf(me.id);
    expect(after).toMatchObject({ firstName: 'Veronika', phone: '+358501112222', hasEdited: true, siteLang: 1 });
    expect(after?.profile).toMatchObject({
      birthDate: '19900101',
      age: 36,
      regions: ['638'],
      status: 'student',
      education: 'PeM',
      languages: [
        { name: 'Engelska', name_fi: 'Engelska' },
        { name: 'Tyska', name_fi: 'Saksa' },
      ],
    });
    expect(after?.seq).toBeGreaterThan(before?.seq ?? Infinity);
    // the person's other devices are told to pull their profile (by the database, at commit)
    await expect
      .poll(() => events)
      .toContainEqual(
        expect.objectContaining({ topics: expect.arrayContaining([`user:${me.id}`]) as unknown, collections: expect.arrayContaining(['profile']) as unknown }),
      );
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
    await t.deps.database.db
      .update(accounts)
      .set({ profile: { birthDate: 'garbage', regions: ['091'] } })
      .where(eq(accounts.id, me.id));
    const ok = await t.request('POST', '/api/shared/saveprofile', {
      token: me.token,
      body: {
        section: 'additional',
        email: me.email,
        birthDate: '20200101',
        education: 'FM',
        examYear: '2015',
        studyYear: '2.',
        points: '120',
        qualifications: [2],
        refs: ['Vikarie 2020'],
        policeRecord: { expirationDate: '2026-11-21' },
      },
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
    const past = await t.request('POST', '/api/shared/saveprofile', {
      token: me.token,
      body: { section: 'additional', email: me.email, policeRecord: { expirationDate: '2026-11-20' } },
    });
    expect(past.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(past)).fields).toEqual({ policeRecord: 'Utgångsdatumet kan inte vara tidigare än i dag.' });
  });

  it('refuses a police record valid more than six months ahead (an extract is valid six months), in both languages', async () => {
    const me = await substitute();
    const save = (expirationDate: string) =>
      t.request('POST', '/api/shared/saveprofile', { token: me.token, body: { section: 'additional', email: me.email, policeRecord: { expirationDate } } });
    const far = await save('9999-12-31');
    expect(far.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(far)).fields).toEqual({
      policeRecord: 'Ett utdrag ur straffregistret gäller sex månader, så utgångsdatumet kan vara högst sex månader fram i tiden.',
    });
    expect((await rowOf(me.id))?.profile).not.toMatchObject({ policeRecord: { expirationDate: '9999-12-31' } });
    await t.deps.database.db.update(accounts).set({ siteLang: 1 }).where(eq(accounts.id, me.id));
    const fi = await save('2027-05-22');
    expect((await json<{ fields: Record<string, string> }>(fi)).fields).toEqual({
      policeRecord: 'Rikosrekisteriote on voimassa kuusi kuukautta, joten viimeinen voimassaolopäivä voi olla enintään kuuden kuukauden päässä.',
    });
    expect((await save('2027-05-21')).status).toBe(200);
  });

  it("saves a teacher's basic block without birth-date rules", async () => {
    const teacher = await createAccount(t.deps, { role: 'teacher', schoolId });
    const res = await t.request('POST', '/api/shared/saveprofile', {
      token: teacher.token,
      body: { section: 'basic', email: teacher.email, age: 45, nativeLanguage: 'Finska' },
    });
    expect(res.status).toBe(200);
    const extra = await t.request('POST', '/api/shared/saveprofile', {
      token: teacher.token,
      body: { section: 'additional', email: teacher.email, grade: ['7', '8'], teacherType: 'Ämneslärare' },
    });
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
