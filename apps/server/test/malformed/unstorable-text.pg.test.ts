import { randomBytes } from 'node:crypto';
import { todayInFinland } from '@vikariat/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSchoolWorld, type SchoolWorld } from '../school-admin/school-world.ts';
import { substitutePayload } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * Issue 21 item 6: text Postgres cannot store — a NUL, a lone surrogate — answered 500 on every route that wrote or
 * searched it. Now each is a 400 naming the field, in the caller's language; the same request without it passes,
 * so it was refused for that character alone.
 */
let t: TestApp;
let w: SchoolWorld;
beforeAll(async () => {
  t = await createTestApp();
  w = await createSchoolWorld(t.deps);
});
afterAll(async () => {
  await t.close();
});

type Poison = (clean: string) => string;
interface Case {
  name: string;
  method: string;
  url: (w: SchoolWorld) => string;
  token?: (w: SchoolWorld) => string;
  body?: (w: SchoolWorld, bad: Poison) => Record<string, unknown>;
  field: string;
  /** the caller reads Finnish */
  fi?: boolean;
}

// Helsinki's date, as the rules read it (a UTC date is yesterday there after 22:00 UTC, and a notice cannot start then)
const inDays = (days: number) => todayInFinland(new Date(t.deps.now().getTime() + days * 86_400_000));
const endpoint = () => `https://push.example.test/${randomBytes(6).toString('hex')}`;
const keys = { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) };

const cases: Case[] = [
  {
    name: 'profile',
    method: 'POST',
    url: () => '/api/shared/saveprofile',
    token: (w) => w.substitute.token,
    body: (w, bad) => ({ section: 'basic', email: w.substitute.email, birthDate: '19900512', address: bad('Skolvägen 1') }),
    field: 'address',
  },
  {
    name: 'an unknown key of the profile',
    method: 'POST',
    url: () => '/api/shared/saveprofile',
    token: (w) => w.substitute.token,
    body: (w, bad) => ({ section: 'basic', email: w.substitute.email, birthDate: '19900512', note: { deep: [bad('x')] } }),
    field: 'note',
  },
  {
    name: 'a job',
    method: 'POST',
    url: () => '/api/teachers/addtemp',
    token: (w) => w.principalA.token,
    body: (_, bad) => ({ startDate: inDays(7), startTime: '08:00', endTime: '15:30', typeOfTemp: 1, additionalInfo: bad('Ta med gympakläder') }),
    field: 'additionalInfo',
  },
  {
    name: 'a teacher',
    method: 'POST',
    url: () => '/api/principals/teacher/add',
    token: (w) => w.principalA.token,
    body: (w, bad) => ({
      firstName: bad('Lena'),
      lastName: 'Lärare',
      email: `lena-${randomBytes(4).toString('hex')}@skola.fi`,
      school: w.schoolA,
      phone: '040 123 4567',
      password: 'Tavla-och-krita-42',
    }),
    field: 'firstName',
  },
  {
    name: 'a school code, in Finnish',
    method: 'POST',
    url: () => '/api/principals/create/code',
    token: (w) => w.principalB.token,
    body: (w, bad) => ({ code: bad(`KOODI-${randomBytes(4).toString('hex')}`), email: w.principalB.email }),
    field: 'code',
    fi: true,
  },
  {
    name: 'the default description',
    method: 'POST',
    url: () => '/api/shared/default-description',
    token: (w) => w.teacherA.token,
    body: (w, bad) => ({ email: w.teacherA.email, defaultDescription: bad('Ring mig') }),
    field: 'defaultDescription',
  },
  {
    name: 'the SOS settings',
    method: 'POST',
    url: () => '/api/principals/settings',
    token: (w) => w.principalA.token,
    body: (w, bad) => ({ email: w.principalA.email, activate: true, subjects: [bad('Matematik')], start: '08:00', end: '14:00', info: '' }),
    field: 'subjects',
  },
  {
    name: 'a support mail',
    method: 'POST',
    url: () => '/api/shared/email/support',
    token: (w) => w.substitute.token,
    body: (w, bad) => ({ email: w.substitute.email, subject: bad('Fråga'), message: 'Hej' }),
    field: 'subject',
  },
  {
    name: 'a notice',
    method: 'POST',
    url: () => '/api/admin/notices',
    token: (w) => w.admin.token,
    body: (_, bad) => ({ additionalInfo: bad('Uppdatera profilen'), additionalInfoFi: 'Päivitä profiili', startDate: inDays(1), endDate: inDays(2) }),
    field: 'additionalInfo',
  },
  {
    name: 'a new school',
    method: 'POST',
    url: () => '/api/admin/schools',
    token: (w) => w.admin.token,
    body: (_, bad) => ({ name: bad('Nya skolan'), municipality: '091' }),
    field: 'name',
  },
  {
    name: 'a school edit',
    method: 'PATCH',
    url: (w) => `/api/admin/schools/${w.schoolB}`,
    token: (w) => w.admin.token,
    body: (_, bad) => ({ address: bad('Ny gata 3') }),
    field: 'address',
  },
  {
    name: 'a registration',
    method: 'POST',
    url: () => '/api/users/register-user',
    body: (_, bad) => substitutePayload(`vera-${randomBytes(4).toString('hex')}@example.fi`, { lastName: bad('Vikström') }),
    field: 'lastName',
  },
  {
    name: 'a push subscription',
    method: 'POST',
    url: () => '/api/shared/push/subscribe',
    token: (w) => w.substitute.token,
    body: (_, bad) => ({ endpoint: bad(endpoint()), keys }),
    field: 'endpoint',
  },
  {
    name: 'a push unsubscription',
    method: 'POST',
    url: () => '/api/shared/push/unsubscribe',
    token: (w) => w.substitute.token,
    body: (_, bad) => ({ endpoint: bad(endpoint()) }),
    field: 'endpoint',
  },
];

const POISONS: [string, Poison][] = [
  ['a NUL', (s) => `${s}\u0000`],
  ['a lone high surrogate', (s) => `${s}\ud800`],
  ['a lone low surrogate', (s) => `\udc00${s}`],
];
const MESSAGE = { sv: 'Texten innehåller otillåtna tecken', fi: 'Tekstissä on merkkejä, joita ei sallita' };

async function send(c: Case, bad: Poison): Promise<Response> {
  const token = c.token?.(w);
  return t.request(c.method, c.url(w), { ...(token === undefined ? {} : { token }), ...(c.body === undefined ? {} : { body: c.body(w, bad) }) });
}

describe('text Postgres cannot store', () => {
  for (const c of cases) {
    it.each(POISONS)(`in ${c.name}: %s is a 400 naming the field`, async (_, poison) => {
      const res = await send(c, poison);
      const body = (await res.json()) as { code: string; fields?: Record<string, string> };
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(body.code).toBe('validation');
      expect(body.fields?.[c.field]).toBe(MESSAGE[c.fi === true ? 'fi' : 'sv']);
      const clean = await send(c, (s) => s);
      expect(clean.status, await clean.text()).toBeLessThan(300);
    });
  }

  it.each([
    ['the delivery log', '/api/admin/deliveries?email=', 'email'],
    ['the sync log', '/api/admin/sync-log?device=', 'device'],
    ['the sync log statistics', '/api/admin/sync-log/stats?collection=', 'collection'],
  ])('in a search of %s: a NUL is a 400 naming the parameter', async (_, url, field) => {
    const res = await t.request('GET', `${url}a%00b`, { token: w.admin.token });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { fields: Record<string, string> }).fields[field]).toBe(MESSAGE.sv);
    expect((await t.request('GET', `${url}ab`, { token: w.admin.token })).status).toBe(200);
  });
});
