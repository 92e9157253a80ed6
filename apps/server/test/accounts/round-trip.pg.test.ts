import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, schoolCodes } from '../../src/db/schema/index.ts';
import { createAccount, createSchool } from '../helpers/fixtures.ts';
import { json, requestFrom } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 22 item 1: every field a registration or a profile save takes is stored and read back. A field the server
 * accepts and then drops is a silent loss (the languages picked at registration used to be stored as []).
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // 2026-11-21 12:00 in Finland
  t.clock.set(new Date('2026-11-21T10:00:00Z'));
});
afterAll(async () => t.close());

type Body = Record<string, unknown>;
const PASSWORD = 'Sommarstuga-i-Karis-2026';

/** Confirms (as the mailed link would) and signs in: the token of the new account. */
async function signIn(email: string): Promise<string> {
  await t.deps.database.db.update(accounts).set({ confirmedAt: t.deps.now(), approved: true }).where(eq(accounts.email, email));
  const res = await t.request('POST', '/api/shared/login', { body: { email, password: PASSWORD } });
  expect(res.status).toBe(200);
  return (await json<{ token: string }>(res)).token;
}

const read = async (path: string, email: string, token: string): Promise<Body> => {
  const res = await t.request('POST', path, { token, body: { email } });
  expect(res.status).toBe(200);
  return json(res);
};

const ESBO = { code: '049', name_swe: 'Esbo', namefi: 'Espoo', name_eng: 'Espoo' };
const VASA = { code: '905', name_swe: 'Vasa', namefi: 'Vaasa', name_eng: 'Vaasa' };
const SWEDISH = { name: 'Svenska', name_fi: 'Ruotsi' };
const ENGLISH = { name: 'Engelska', name_fi: 'Englanti' };
const CLASS_TEACHER = { name_swe: 'Klasslärare', name_fi: 'Luokanopettaja' };
const SUBJECT_TEACHER = { name_swe: 'Ämneslärare', name_fi: 'Aineenopettaja' };

/** What the web app's registration form sends with every field filled (a student). */
const studentForm = (email: string): Body => ({
  firstName: 'Stina',
  lastName: 'Student',
  email,
  confirmEmail: email,
  phone: '040 765 4321',
  language: 'Finska',
  status: 'student',
  otherTxt: '',
  regions: [ESBO, VASA],
  languages: [SWEDISH, ENGLISH],
  qualis: [],
  comingqualifications: [CLASS_TEACHER],
  studyYear: '3.',
  mainsubject: 'Matematik',
  education: '',
  examYear: '',
  password: PASSWORD,
  password2: PASSWORD,
  birthDate: '20010203',
  sitelang: 1,
  terms: true,
});

describe('registration round-trips every field', () => {
  it('a student substitute: native language, languages, study fields, coming qualifications, regions, site language', async () => {
    const email = 'stina@example.fi';
    const res = await t.request('POST', '/api/users/register-user', { body: studentForm(email) });
    expect(res.status).toBe(201);
    const profile = await read('/api/users/get/user', email, await signIn(email));
    expect(profile).toMatchObject({
      firstName: 'Stina',
      lastName: 'Student',
      email,
      phone: '+358407654321',
      nativeLanguage: 'Finska',
      languages: [SWEDISH, ENGLISH],
      status: 'student',
      regions: [ESBO, VASA],
      comingqualifications: [CLASS_TEACHER],
      occuGroup: { studyYear: '3.' },
      mainsubject: 'Matematik',
      birthDate: '20010203',
      age: 25,
      siteLang: 1,
    });
  });

  it('an "other" substitute: the free text, education, degree year and qualifications', async () => {
    const email = 'olle@example.fi';
    const body = {
      ...studentForm(email),
      firstName: 'Olle',
      status: 'other',
      otherTxt: 'Kantor',
      qualis: [CLASS_TEACHER, SUBJECT_TEACHER],
      comingqualifications: [],
      studyYear: '',
      mainsubject: '',
      education: 'Filosofie magister',
      examYear: '2015',
      sitelang: 2,
    };
    expect((await t.request('POST', '/api/users/register-user', { body })).status).toBe(201);
    const profile = await read('/api/users/get/user', email, await signIn(email));
    expect(profile).toMatchObject({
      status: 'other',
      otherTxt: 'Kantor',
      languages: [SWEDISH, ENGLISH],
      qualifications: [CLASS_TEACHER, SUBJECT_TEACHER],
      education: 'Filosofie magister',
      examinationYear: '2015',
      siteLang: 2,
    });
  });

  it('a teacher with a school code: name, phone, e-mail, school, site language', async () => {
    const schoolId = await createSchool(t.deps, { name: 'Kyrkoby skola' });
    const code = `KOD-${randomUUID().slice(0, 8)}`;
    await t.deps.database.db.insert(schoolCodes).values({ id: randomUUID(), schoolId, code });
    const email = 'tor@example.fi';
    const res = await requestFrom(t, '10.9.0.1', 'POST', '/api/teachers/register', {
      firstName: 'Tor',
      lastName: 'Teacher',
      email,
      confirmEmail: email,
      phone: '050 111 2222',
      school: 'Kyrkoby skola',
      code,
      password: PASSWORD,
      password2: PASSWORD,
      sitelang: 1,
    });
    expect(res.status).toBe(201);
    const profile = await read('/api/teachers/get/teacher', email, await signIn(email));
    expect(profile).toMatchObject({ firstName: 'Tor', lastName: 'Teacher', email, phone: '+358501112222', school: 'Kyrkoby skola', schoolId, siteLang: 1 });
  });

  it('a principal: name, phone, e-mail, the new school and its municipality, site language', async () => {
    const email = 'rakel@example.fi';
    const res = await t.request('POST', '/api/principals/register', {
      body: {
        firstName: 'Rakel',
        lastName: 'Rektor',
        school: 'Strandvägens skola',
        municipality: '905',
        phone: '0409876543',
        email,
        confirmEmail: email,
        password: PASSWORD,
        password2: PASSWORD,
        sitelang: 1,
      },
    });
    expect(res.status).toBe(201);
    const token = await signIn(email);
    const profile = await read('/api/principals/get/principal', email, token);
    expect(profile).toMatchObject({ firstName: 'Rakel', lastName: 'Rektor', email, phone: '+358409876543', school: 'Strandvägens skola', siteLang: 1 });
    const region = await t.request('POST', '/api/shared/get/school', { token, body: { email, school: profile['schoolId'] } });
    expect(await json(region)).toEqual({ region: VASA });
  });
});

describe('saveprofile round-trips every field of both sections', () => {
  const save = async (token: string, body: Body) => {
    const res = await t.request('POST', '/api/shared/saveprofile', { token, body });
    expect(res.status, JSON.stringify(await res.clone().json())).toBe(200);
  };

  it('a substitute', async () => {
    const me = await createAccount(t.deps, { profile: { birthDate: '19900101', age: 36, status: 'teacher', regions: ['091'] } });
    await save(me.token, {
      section: 'basic',
      email: me.email,
      firstName: 'Saga',
      lastName: 'Sparad',
      phone: '040 222 3333',
      address: 'Strandgatan 1, Vasa',
      birthDate: '19850607',
      nativeLanguage: 'Engelska',
      languages: [ENGLISH, { name: 'Somali', name_fi: 'Somali' }],
      sitelang: 1,
      status: 'other',
      otherTxt: 'Fritidsledare',
      regions: [VASA],
    });
    await save(me.token, {
      section: 'additional',
      email: me.email,
      education: 'Pedagogie kandidat',
      examYear: '2012',
      studies: '60 sp pedagogik',
      points: '180',
      studyFocus: 'Specialpedagogik',
      school: 'Åbo Akademi',
      studyYear: '>5.',
      mainsubject: 'Historia',
      secondsubject: 'Svenska',
      qualifications: [SUBJECT_TEACHER],
      comingqualifications: [CLASS_TEACHER],
      refs: ['Vasa övningsskola 2019-2021', 'Sommarläger'],
      policeRecord: { expirationDate: '2027-03-01' },
    });
    const profile = await read('/api/users/get/user', me.email, me.token);
    expect(profile).toMatchObject({
      firstName: 'Saga',
      lastName: 'Sparad',
      phone: '+358402223333',
      address: 'Strandgatan 1, Vasa',
      birthDate: '19850607',
      age: 41,
      nativeLanguage: 'Engelska',
      languages: [ENGLISH, { name: 'Somali', name_fi: 'Somali' }],
      siteLang: 1,
      status: 'other',
      otherTxt: 'Fritidsledare',
      regions: [VASA],
      education: 'Pedagogie kandidat',
      examinationYear: '2012',
      occuGroup: { school: 'Åbo Akademi', studies: '60 sp pedagogik', points: '180', studyFocus: 'Specialpedagogik', studyYear: '>5.' },
      mainsubject: 'Historia',
      secondsubject: 'Svenska',
      qualifications: [SUBJECT_TEACHER],
      comingqualifications: [CLASS_TEACHER],
      experience: ['Vasa övningsskola 2019-2021', 'Sommarläger'],
      policeRecord: { isActive: true, expirationDate: '2027-03-01' },
    });
  });

  it('a teacher', async () => {
    const schoolId = await createSchool(t.deps, { name: 'Solbackaskolan' });
    const me = await createAccount(t.deps, { role: 'teacher', schoolId });
    await save(me.token, {
      section: 'basic',
      email: me.email,
      firstName: 'Tea',
      lastName: 'Lärare',
      phone: '050 333 4444',
      address: 'Skolvägen 2',
      age: 45,
      nativeLanguage: 'Svenska',
      languages: [SWEDISH],
      sitelang: 1,
    });
    await save(me.token, { section: 'additional', email: me.email, grade: ['1', '2', 'daghem'], teacherType: 'Klasslärare', teacherOther: 'Speciallärare' });
    const profile = await read('/api/teachers/get/teacher', me.email, me.token);
    expect(profile).toMatchObject({
      firstName: 'Tea',
      lastName: 'Lärare',
      phone: '+358503334444',
      address: 'Skolvägen 2',
      age: 45,
      nativeLanguage: 'Svenska',
      languages: [SWEDISH],
      siteLang: 1,
      grade: ['1', '2', 'daghem'],
      teacherType: 'Klasslärare',
      teacherOther: 'Speciallärare',
      school: 'Solbackaskolan',
    });
  });
});
