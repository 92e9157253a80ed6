import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, schoolCodes } from '../../src/db/schema/index.ts';
import { createAccount, createSchool } from '../helpers/fixtures.ts';
import { createMailingTestApp, json, PUBLIC_URL, requestFrom, substitutePayload } from '../helpers/accounts.ts';
import { linkIn, type SmtpSink } from '../helpers/smtp-sink.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, sink, close } = await createMailingTestApp());
});
afterAll(async () => close());

const accountByEmail = async (email: string) => (await t.deps.database.db.select().from(accounts).where(eq(accounts.email, email)))[0];
type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

describe('POST /api/users/register-user', () => {
  it('registers, mails a confirmation link in Swedish, and the link activates the account for sign-in', async () => {
    const email = 'vera@example.fi';
    const res = await t.request('POST', '/api/users/register-user', { body: substitutePayload('Vera@Example.fi', { confirmEmail: 'vera@example.fi' }) });
    expect(res.status).toBe(201);
    const row = await accountByEmail(email);
    expect(row).toMatchObject({ typeOfUser: 'user', roles: ['user'], confirmedAt: null, siteLang: 2, phone: '+358401234567' });
    expect(row?.profile).toMatchObject({
      birthDate: '19900512',
      status: 'teacher',
      nativeLanguage: 'Svenska',
      regions: ['091', '049'],
      qualifications: [
        { name_swe: 'Klasslärare', name_fi: 'Luokanopettaja' },
        { name_swe: 'Lärare inom småbarnspedagogik', name_fi: 'Varhaiskasvatuksen opettaja' },
      ],
    });

    // unconfirmed: no sign-in yet
    const early = await t.request('POST', '/api/shared/login', { body: { email, password: 'Sommarstuga-i-Karis-2026' } });
    expect(early.status).toBe(403);
    expect((await json<ErrorBody>(early)).code).toBe('unconfirmed');

    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe('Aktivera ditt Vikariat-konto');
    expect(mail.html).toContain(`${PUBLIC_URL}/app/confirm/`);
    const link = linkIn(mail, `${PUBLIC_URL}/app/confirm/`);
    const id = link.split('/').pop() ?? '';
    expect(Buffer.from(id, 'base64url').length).toBeGreaterThanOrEqual(16);

    const confirmed = await t.request('POST', `/api/shared/confirm/${id}`);
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toEqual({ msg: 'Ditt konto är aktiverat. Du kan nu logga in.' });
    const again = await t.request('POST', `/api/shared/confirm/${id}`);
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ code: 'invalid_link', msg: expect.any(String) as string });

    const login = await t.request('POST', '/api/shared/login', { body: { email, password: 'Sommarstuga-i-Karis-2026' } });
    expect(login.status).toBe(200);
  });

  it('mails in Finnish and answers in Finnish for a _lang=fi registration', async () => {
    const email = 'sanna@example.fi';
    const res = await t.request('POST', '/api/users/register-user', {
      body: substitutePayload(email, { status: 'Muu', otherTxt: 'Kanttori' }),
      headers: { cookie: '_lang=fi' },
    });
    expect(res.status).toBe(201);
    expect((await accountByEmail(email))?.siteLang).toBe(1);
    expect((await accountByEmail(email))?.profile).toMatchObject({ status: 'other', otherTxt: 'Kanttori' });
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe('Aktivoi Vikariat-tilisi');
    expect(mail.text).toContain('Aktivoi tili');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an invalid birth date', { birthDate: '19901332' }, 'birthDate', 'Ogiltigt födelsedatum. Vänligen kontrollera formatet ÅÅÅÅMMDD (ex. 19740514)'],
    ['someone under 18', { birthDate: '20150101' }, 'birthDate', 'Du måste vara minst 18 år gammal. Kontrollera ditt födelsedatum och försök igen.'],
    ['terms not accepted', { terms: false }, 'terms', 'Var god, godkänn användarvillkoren'],
    ['an unknown municipality', { regions: ['999'] }, 'regions', 'Okänd kommun: 999.'],
    ['no municipality', { regions: [] }, 'regions', 'Välj minst en kommun.'],
    ['a short password', { password: 'kort', password2: 'kort' }, 'password', 'Lösenordet måste innehålla minst 10 tecken.'],
    ['a common password', { password: 'password123', password2: 'password123' }, 'password', 'Lösenordet är för vanligt och lätt att gissa. Välj ett annat lösenord.'],
    ['different passwords', { password2: 'Sommarstuga-i-Karis-2027' }, 'password2', 'Lösenorden stämmer inte överens.'],
    ['a different confirmation e-mail', { confirmEmail: 'other@example.fi' }, 'confirmEmail', 'E-postadresserna stämmer inte överens.'],
    ['a bad e-mail', { email: 'not-an-email' }, 'email', 'Ogiltig e-postadress.'],
    ['no first name', { firstName: '' }, 'firstName', 'Fältet är obligatoriskt.'],
    ['no last name', { lastName: ' ' }, 'lastName', 'Fältet är obligatoriskt.'],
    ['a bad phone', { phone: 'abc' }, 'phone', 'Ogiltigt telefonnummer.'],
    ['no native language', { language: '' }, 'language', 'Välj ditt modersmål.'],
    ['an unknown status', { status: 'pilot' }, 'status', 'Välj Lärare, Studerande eller Annan.'],
    ['Annan without text', { status: 'other', otherTxt: '' }, 'otherTxt', 'Beskriv vad du gör.'],
    ['an unknown qualification', { qualis: [99] }, 'types', 'Okänd behörighet.'],
  ])('refuses %s with a field error and stores nothing', async (_label, change, field, message) => {
    const email = `bad-${randomUUID().slice(0, 8)}@example.fi`;
    const res = await t.request('POST', '/api/users/register-user', { body: substitutePayload(email, change) });
    expect(res.status).toBe(400);
    const body = await json<ErrorBody>(res);
    expect(body.code).toBe('validation');
    expect(body.fields?.[field]).toBe(message);
    expect(await accountByEmail(email)).toBeUndefined();
  });

  it('answers field errors in Finnish for a Finnish caller', async () => {
    const res = await t.request('POST', '/api/users/register-user', {
      body: substitutePayload('fi-bad@example.fi', { birthDate: '20150101', terms: false }),
      headers: { cookie: '_lang=fi' },
    });
    const body = await json<ErrorBody>(res);
    expect(body.fields?.['terms']).toBe('Ole hyvä, hyväksy ehdot');
  });

  it('refuses an e-mail that already has an account, under email', async () => {
    const existing = await createAccount(t.deps);
    const res = await t.request('POST', '/api/users/register-user', { body: substitutePayload(existing.email) });
    expect(res.status).toBe(400);
    expect((await json<ErrorBody>(res)).fields).toEqual({ email: 'Det finns redan ett konto med den här e-postadressen.' });
  });
});

describe('teacher registration with a school code', () => {
  const teacherPayload = (email: string, code: string) => ({
    firstName: 'Tina',
    lastName: 'Teacher',
    email,
    confirmEmail: email,
    phone: '0501234567',
    school: 'whatever the client shows',
    code,
    password: 'Skolgården-vid-ån-77',
    password2: 'Skolgården-vid-ån-77',
  });
  async function newCode(name = 'Kungsvägens skola'): Promise<{ schoolId: string; code: string }> {
    const schoolId = await createSchool(t.deps, { name });
    const code = `KOD-${randomUUID().slice(0, 8)}`;
    await t.deps.database.db.insert(schoolCodes).values({ id: randomUUID(), schoolId, code });
    return { schoolId, code };
  }

  it('answers the school of an unused code and codenotfound otherwise', async () => {
    const { schoolId, code } = await newCode('Kungsvägens skola');
    const ok = await requestFrom(t, '10.0.0.1', 'POST', '/api/teachers/securitycode', { code });
    expect(await json(ok)).toEqual({ school: 'Kungsvägens skola', schoolId });
    const missing = await requestFrom(t, '10.0.0.1', 'POST', '/api/teachers/securitycode', { code: 'NOPE-123' });
    expect(missing.status).toBe(400);
    expect((await json<ErrorBody>(missing)).fields).toHaveProperty('codenotfound');
    const empty = await requestFrom(t, '10.0.0.1', 'POST', '/api/teachers/securitycode', { code: '' });
    expect((await json<ErrorBody>(empty)).fields).toEqual({ code: 'Ange skolkoden.' });
  });

  it('throttles code guessing per address', async () => {
    for (let i = 0; i < 10; i += 1) await requestFrom(t, '10.0.0.9', 'POST', '/api/teachers/securitycode', { code: `GUESS-${i}` });
    const { code } = await newCode();
    expect((await requestFrom(t, '10.0.0.9', 'POST', '/api/teachers/securitycode', { code })).status).toBe(429);
    expect((await requestFrom(t, '10.0.0.10', 'POST', '/api/teachers/securitycode', { code })).status).toBe(200);
  });

  it('registers the teacher at the code school and spends the code', async () => {
    const { schoolId, code } = await newCode();
    const res = await requestFrom(t, '10.0.1.1', 'POST', '/api/teachers/register', teacherPayload('tina@example.fi', code));
    expect(res.status).toBe(201);
    const row = await accountByEmail('tina@example.fi');
    expect(row).toMatchObject({ typeOfUser: 'teacher', roles: ['teacher'], schoolId, confirmedAt: null });
    const [spent] = await t.deps.database.db.select().from(schoolCodes).where(eq(schoolCodes.code, code));
    expect(spent).toMatchObject({ used: true, usedBy: row?.id });
    await sink.waitFor('tina@example.fi');
    const again = await requestFrom(t, '10.0.1.1', 'POST', '/api/teachers/register', teacherPayload('tina2@example.fi', code));
    expect(again.status).toBe(400);
    expect(await accountByEmail('tina2@example.fi')).toBeUndefined();
  });

  it('refuses bad input under the spec names and stores nothing', async () => {
    const { code } = await newCode();
    const res = await requestFrom(t, '10.0.1.2', 'POST', '/api/teachers/register', { ...teacherPayload('x@example.fi', code), confirmEmail: 'y@example.fi', phone: '' });
    expect(res.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(res)).fields ?? {}).sort()).toEqual(['confirmEmail', 'phone']);
    const res2 = await requestFrom(t, '10.0.1.2', 'POST', '/api/teachers/register', { ...teacherPayload('x@example.fi', code), confirmEmail: 'y@example.fi' });
    expect((await json<ErrorBody>(res2)).fields).toHaveProperty('confirmEmail');
    expect(await accountByEmail('x@example.fi')).toBeUndefined();
  });

  it('of 50 concurrent registrations with one code, exactly one succeeds', async () => {
    const { code } = await newCode();
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) => requestFrom(t, `10.1.0.${i}`, 'POST', '/api/teachers/register', teacherPayload(`race${i}@example.fi`, code))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 400)).toBe(true);
    const rows = await t.deps.database.db.select().from(accounts);
    expect(rows.filter((r) => r.email.startsWith('race'))).toHaveLength(1);
  }, 120_000);
});

describe('principal registration and approval', () => {
  const payload = (email: string) => ({
    firstName: 'Rut',
    lastName: 'Rektor',
    school: 'Nya skolan',
    municipality: '091',
    phone: '0409876543',
    email,
    password: 'Rektorns-långa-lösen-9',
    password2: 'Rektorns-långa-lösen-9',
  });

  it('waits for an admin before signing in; the admin lists, approves, and the principal signs in', async () => {
    const email = 'rut@example.fi';
    expect((await t.request('POST', '/api/principals/register', { body: payload(email) })).status).toBe(201);
    const mail = await sink.waitFor(email);
    const id = linkIn(mail, `${PUBLIC_URL}/app/confirm/`).split('/').pop() ?? '';
    expect((await t.request('POST', `/api/shared/confirm/${id}`)).status).toBe(200);
    const refused = await t.request('POST', '/api/shared/login', { body: { email, password: 'Rektorns-långa-lösen-9' } });
    expect(refused.status).toBe(403);
    expect((await json<ErrorBody>(refused)).code).toBe('not_approved');

    const admin = await createAccount(t.deps, { role: 'admin' });
    const principal = await accountByEmail(email);
    const pending = await json<{ accounts: { id: string; school: string }[] }>(await t.request('GET', '/api/admin/principals/pending', { token: admin.token }));
    expect(pending.accounts).toContainEqual(expect.objectContaining({ id: principal?.id, school: 'Nya skolan' }));

    const since = sink.mails.length;
    expect((await t.request('POST', `/api/admin/principals/${principal?.id}/approve`, { token: admin.token })).status).toBe(200);
    expect((await sink.waitFor(email, { since })).subject).toBe('Ditt Vikariat-konto är godkänt');
    const login = await t.request('POST', '/api/shared/login', { body: { email, password: 'Rektorns-långa-lösen-9' } });
    expect(login.status).toBe(200);
  });

  it('admin routes: 401 without a token, 403 for every other role', async () => {
    const target = randomUUID();
    expect((await t.request('GET', '/api/admin/principals/pending')).status).toBe(401);
    expect((await t.request('POST', `/api/admin/principals/${target}/approve`)).status).toBe(401);
    const schoolId = await createSchool(t.deps);
    for (const role of ['user', 'teacher', 'principal', 'ledare'] as const) {
      const caller = await createAccount(t.deps, { role, schoolId });
      expect((await t.request('GET', '/api/admin/principals/pending', { token: caller.token })).status).toBe(403);
      expect((await t.request('POST', `/api/admin/principals/${target}/approve`, { token: caller.token })).status).toBe(403);
    }
  });

  it('refuses a principal registration without school or municipality and stores nothing', async () => {
    const res = await t.request('POST', '/api/principals/register', { body: { ...payload('p2@example.fi'), school: '', municipality: 'x' } });
    expect(res.status).toBe(400);
    expect(Object.keys((await json<ErrorBody>(res)).fields ?? {}).sort()).toEqual(['municipality', 'school']);
    expect(await accountByEmail('p2@example.fi')).toBeUndefined();
  });
});
