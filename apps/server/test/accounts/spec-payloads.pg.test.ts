import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, schoolCodes, schools } from '../../src/db/schema/index.ts';
import { createAccount, createSchool } from '../helpers/fixtures.ts';
import { json, substitutePayload } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 22 item 16: the calls take their payloads as the spec writes them (spec 01 §3, §7), and every field error
 * is Swedish or Finnish, never zod's English.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  t.clock.set(new Date('2026-11-21T10:00:00Z'));
});
afterAll(async () => t.close());

type ErrorBody = { code: string; message: string; fields?: Record<string, string> };
const rowOf = async (email: string) => (await t.deps.database.db.select().from(accounts).where(eq(accounts.email, email)))[0];
const PASSWORD = 'Skolgården-vid-ån-77';

/** A request from one client address with its cookies (as a browser would send them back). */
function client(address: string) {
  let cookie = '';
  return async (method: string, url: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> => {
    const res = await t.app.request(
      url,
      { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}), ...headers }, body: JSON.stringify(body) },
      { incoming: { socket: { remoteAddress: address, remotePort: 40000, remoteFamily: 'IPv4' } } },
    );
    const set = res.headers.get('set-cookie');
    if (set !== null) cookie = set.split(';')[0] ?? '';
    return res;
  };
}

describe('POST /api/shared/saveprofile as the spec writes it: a flat body, no section', () => {
  it('saves the fields of both blocks in one call and checks the birth date', async () => {
    const me = await createAccount(t.deps, { siteLang: 2, profile: { birthDate: '19900101', status: 'teacher', regions: ['091'] } });
    const res = await t.request('POST', '/api/shared/saveprofile', {
      token: me.token,
      body: {
        email: me.email,
        firstName: 'Flat',
        phone: '040 555 6666',
        birthDate: '19800101',
        regions: [{ name_swe: 'Vasa', namefi: 'Vaasa' }],
        sitelang: 1,
        education: 'FM',
        examYear: '2005',
        studyYear: '2.',
        qualifications: [{ name_swe: 'Klasslärare', name_fi: 'Luokanopettaja' }],
        policeRecord: { isActive: true, expirationDate: '2027-01-01' },
      },
    });
    expect(res.status).toBe(200);
    expect(await rowOf(me.email)).toMatchObject({
      firstName: 'Flat',
      siteLang: 1,
      profile: { birthDate: '19800101', age: 46, regions: ['905'], education: 'FM', examinationYear: '2005', occuGroup: { studyYear: '2.' } },
    });

    const young = await t.request('POST', '/api/shared/saveprofile', { token: me.token, body: { email: me.email, phone: '040 123 4567', birthDate: '20150101' } });
    // answered in the language the save just chose (sitelang 1)
    expect((await json<ErrorBody>(young)).fields).toEqual({ birthDate: 'Sinun on oltava vähintään 18-vuotias. Tarkista syntymäaikasi ja yritä uudelleen.' });
  });

  it('an additional-only body neither needs nor checks the birth date', async () => {
    const me = await createAccount(t.deps, { profile: { birthDate: 'garbage' } });
    const res = await t.request('POST', '/api/shared/saveprofile', { token: me.token, body: { email: me.email, education: 'PeM' } });
    expect(res.status).toBe(200);
    expect((await rowOf(me.email))?.profile).toMatchObject({ birthDate: 'garbage', education: 'PeM' });
  });
});

describe('registration as the spec writes it', () => {
  it('takes regions as municipality objects with name_swe and namefi (no code), and names', async () => {
    const email = 'spec-regions@example.fi';
    const res = await t.request('POST', '/api/users/register-user', {
      body: substitutePayload(email, { regions: [{ name_swe: 'Vasa', namefi: 'Vaasa' }, { name_swe: 'Närpes', namefi: 'Närpiö' }, 'Esbo'] }),
    });
    expect(res.status).toBe(201);
    expect((await rowOf(email))?.profile).toMatchObject({ regions: ['905', '545', '049'] });
  });

  it('a wrong region is refused in the caller language, naming it, never "Invalid input"', async () => {
    const bodies = [{ regions: [{ name_swe: 'Atlantis', namefi: 'Atlantis' }] }, { regions: [42] }, { regions: 'Vasa' }];
    for (const change of bodies) {
      const sv = await json<ErrorBody>(await t.request('POST', '/api/users/register-user', { body: substitutePayload('x1@example.fi', change) }));
      const fi = await json<ErrorBody>(
        await t.request('POST', '/api/users/register-user', { body: substitutePayload('x1@example.fi', change), headers: { cookie: '_lang=fi' } }),
      );
      expect(sv.fields?.['regions']).toMatch(/^(Okänd kommun|Välj minst en kommun)/);
      expect(fi.fields?.['regions']).toMatch(/^(Tuntematon kunta|Valitse vähintään yksi kunta)/);
    }
    const named = await json<ErrorBody>(await t.request('POST', '/api/users/register-user', { body: substitutePayload('x1@example.fi', bodies[0]) }));
    expect(named.fields?.['regions']).toBe('Okänd kommun: Atlantis.');
  });

  it('a teacher sends the school name the code gave, not the code: the server takes the code it checked', async () => {
    const schoolId = await createSchool(t.deps, { name: 'Kyrkoby skola' });
    const code = `KOD-${randomUUID().slice(0, 8)}`;
    await t.deps.database.db.insert(schoolCodes).values({ id: randomUUID(), schoolId, code });
    const browser = client('10.7.0.1');
    const teacher = (email: string, school: string) => ({
      firstName: 'Tor',
      lastName: 'T',
      email,
      confirmEmail: email,
      phone: '0501112222',
      school,
      password: PASSWORD,
      password2: PASSWORD,
    });

    // no code checked yet: a clear message under code, nothing stored
    const early = await browser('POST', '/api/teachers/register', teacher('tor@example.fi', 'Kyrkoby skola'));
    expect(early.status).toBe(400);
    expect((await json<ErrorBody>(early)).fields).toEqual({ code: 'Ange skolkoden först: den visar vilken skola du registrerar dig till.' });

    expect(await json(await browser('POST', '/api/teachers/securitycode', { code }))).toEqual({ school: 'Kyrkoby skola', schoolId });
    const other = await browser('POST', '/api/teachers/register', teacher('tor@example.fi', 'Norrby skola'), { cookie: `_lang=fi; vk_school_code=${code}` });
    expect((await json<ErrorBody>(other)).fields).toEqual({ school: 'Antamasi koodi kuuluu toiseen kouluun. Anna koodi uudelleen.' });
    const res = await browser('POST', '/api/teachers/register', teacher('tor@example.fi', 'Kyrkoby skola'));
    expect(res.status).toBe(201);
    expect(await rowOf('tor@example.fi')).toMatchObject({ typeOfUser: 'teacher', schoolId });
    expect((await t.deps.database.db.select().from(schoolCodes).where(eq(schoolCodes.code, code)))[0]?.used).toBe(true);
  });

  it('a principal without a municipality: the one of an existing school of that name, else a field error', async () => {
    await createSchool(t.deps, { name: 'Vasa övningsskola', municipality: '905' });
    const principal = (email: string, school: string) => ({
      firstName: 'Pia',
      lastName: 'P',
      school,
      phone: '0409876543',
      email,
      password: PASSWORD,
      password2: PASSWORD,
    });
    const res = await t.request('POST', '/api/principals/register', { body: principal('pia@example.fi', 'vasa övningsskola ') });
    expect(res.status).toBe(201);
    const row = await rowOf('pia@example.fi');
    const [school] = await t.deps.database.db
      .select()
      .from(schools)
      .where(eq(schools.id, row?.schoolId ?? ''));
    expect(school?.municipality).toBe('905');

    const unknown = await t.request('POST', '/api/principals/register', { body: principal('pelle@example.fi', 'Helt ny skola'), headers: { cookie: '_lang=fi' } });
    expect(unknown.status).toBe(400);
    expect((await json<ErrorBody>(unknown)).fields).toEqual({ municipality: 'Valitse kunta, jossa koulu sijaitsee.' });
    expect(await rowOf('pelle@example.fi')).toBeUndefined();
  });
});

describe('no English zod message reaches a user', () => {
  it.each<[string, string, Record<string, unknown>, string]>([
    ['a staff age that is no number', 'teacher', { section: 'basic', age: 'fyrtio' }, 'age'],
    ['a site language 3', 'user', { section: 'basic', birthDate: '19900101', sitelang: 3 }, 'sitelang'],
    ['a study year 7.', 'user', { section: 'additional', studyYear: '7.' }, 'studyYear'],
    ['a qualification that is no qualification', 'user', { section: 'additional', qualifications: ['x'] }, 'qualifications'],
    ['grades that are no list', 'teacher', { section: 'additional', grade: 'sju' }, 'grade'],
    ['an empty language', 'user', { section: 'basic', birthDate: '19900101', languages: [''] }, 'languages'],
  ])('%s', async (_label, role, change, field) => {
    const schoolId = await createSchool(t.deps);
    const me = await createAccount(t.deps, { role: role as 'user' | 'teacher', schoolId });
    for (const [cookie, pattern] of [
      ['_lang=sv', /^[^|]*$/],
      ['_lang=fi', /^[^|]*$/],
    ] as const) {
      const res = await t.request('POST', '/api/shared/saveprofile', { token: me.token, body: { email: me.email, ...change }, headers: { cookie } });
      expect(res.status).toBe(400);
      const message = (await json<ErrorBody>(res)).fields?.[field] ?? '';
      expect(message).toMatch(pattern);
      expect(message).not.toMatch(/Invalid|expected|Too (small|big)/);
    }
  });
});
