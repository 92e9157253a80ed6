import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { PUBLIC_URL } from '../helpers/accounts.ts';
import { startTestIssuer, walkProvider, type TestIssuer } from '../helpers/oidc-issuer.ts';
import { callback, finish, signInAt, SSO_CALLBACK } from '../helpers/sso-world.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createSchoolWorld, json, type SchoolWorld } from '../school-admin/school-world.ts';

/** Staff sign-in through a municipality's real OpenID Connect provider (issue 25, decision 032). */
let t: TestApp;
let w: SchoolWorld;
let idp: TestIssuer;
let providerId: string;
let teacher: TestAccount;
const SECRET = 'helsinki-client-secret-42';

beforeAll(async () => {
  idp = await startTestIssuer([
    { client_id: 'vikariat', client_secret: SECRET, redirect_uris: [SSO_CALLBACK], post_logout_redirect_uris: [`${PUBLIC_URL}/app/login`] },
    // another relying party of the same provider: its codes are not for Vikariat
    { client_id: 'other-rp', client_secret: 'other-secret', redirect_uris: [SSO_CALLBACK] },
  ]);
  t = await createTestApp({ env: { PUBLIC_URL } });
  w = await createSchoolWorld(t.deps);
  const res = await t.request('POST', '/api/admin/sso-providers', {
    token: w.admin.token,
    body: { name: 'Helsingfors stad', municipality: '091', issuer: idp.issuer, clientId: 'vikariat', clientSecret: SECRET, emailDomains: 'edu.hel.fi' },
  });
  providerId = (await json<{ provider: { id: string } }>(res)).provider.id;
  teacher = await createAccount(t.deps, { role: 'teacher', schoolId: w.schoolA, email: 'tina.teacher@edu.hel.fi' });
  idp.people.set('hel-tina', { email: 'tina.teacher@edu.hel.fi', email_verified: true, given_name: 'Tina', family_name: 'Teacher' });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});
beforeEach(() => t.clock.set(new Date()));

const patch = (changes: Record<string, unknown>) => t.request('PATCH', `/api/admin/sso-providers/${providerId}`, { token: w.admin.token, body: changes });
const links = async (accountId: string) => (await queryRows(t.deps.database.db, sql`SELECT 1 FROM sso_links WHERE account_id = ${accountId}`)).length;
const accountCount = async () => (await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM accounts`))[0]?.n;

describe('staff sign-in through the organisation’s provider', () => {
  it('links the existing account by verified e-mail, signs in, and signs out at the provider too', async () => {
    const answer = await callback(t, await signInAt(t, idp, providerId, 'hel-tina'));
    expect(answer.error).toBeNull();
    expect(answer.ticket).toMatch(/^[\w-]{40,}$/);
    const res = await finish(t, answer.ticket);
    expect(res.status).toBe(200);
    const { token } = await json<{ token: string }>(res);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub?: string; id?: string; email?: string };
    expect(claims.email).toBe(teacher.email);
    expect(await links(teacher.id)).toBe(1);
    // the ticket is one-time
    expect((await finish(t, answer.ticket)).status).toBe(400);
    // the token works, and sign-out ends the local session and names the provider's logout
    expect((await t.request('GET', '/api/shared/update/token', { token })).status).toBe(200);
    const out = await json<{ success: boolean; endSessionUrl?: string }>(await t.request('POST', '/api/shared/logout', { token }));
    const end = new URL(out.endSessionUrl ?? '');
    expect(end.origin).toBe(idp.issuer);
    expect(end.searchParams.get('post_logout_redirect_uri')).toBe(`${PUBLIC_URL}/app/login`);
    expect(end.searchParams.get('id_token_hint')).not.toBeNull();
    expect((await t.request('GET', '/api/shared/update/token', { token })).status).toBe(401);
    // a password session's sign-out has no provider to visit
    const passwordUser = await createAccount(t.deps, { role: 'principal', schoolId: w.schoolA });
    expect(await json(await t.request('POST', '/api/shared/logout', { token: passwordUser.token }))).toEqual({ success: true });
  });

  it('refuses a replayed callback and a replayed code under a fresh state', async () => {
    const back = await signInAt(t, idp, providerId, 'hel-tina');
    expect((await callback(t, back)).ticket).not.toBeNull();
    expect((await callback(t, back)).error).toBe('Inloggningen misslyckades eller avbröts. Försök igen.');
    // the same code again, now with a state of its own: the provider has spent the code
    const fresh = new URL(await signInAt(t, idp, providerId, 'hel-tina'));
    const replayed = new URL(back);
    replayed.searchParams.set('state', fresh.searchParams.get('state') ?? '');
    const answer = await callback(t, replayed.href);
    expect(answer.ticket).toBeNull();
    expect(answer.error).not.toBeNull();
  });

  it('refuses a code issued to another relying party (wrong audience)', async () => {
    const ours = new URL(await signInAt(t, idp, providerId, 'hel-tina'));
    // the other party's own authorization at the same provider, for the same person
    const foreign = new URL(`${idp.issuer}/auth`);
    const q = { client_id: 'other-rp', response_type: 'code', scope: 'openid email', redirect_uri: SSO_CALLBACK, state: 's', nonce: 'n' };
    for (const [k, v] of Object.entries(q)) foreign.searchParams.set(k, v);
    foreign.searchParams.set('code_challenge', 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM');
    foreign.searchParams.set('code_challenge_method', 'S256');
    const theirs = new URL(await walkProvider(idp.issuer, foreign.href, 'hel-tina', SSO_CALLBACK));
    ours.searchParams.set('code', theirs.searchParams.get('code') ?? '');
    const answer = await callback(t, ours.href);
    expect(answer.ticket).toBeNull();
    expect(answer.error).toBe('Inloggningen misslyckades eller avbröts. Försök igen.');
  });

  it('refuses an expired state (older than ten minutes) in the language the sign-in began in', async () => {
    const back = await signInAt(t, idp, providerId, 'hel-tina', 'fi');
    t.clock.advance(11 * 60_000);
    const answer = await callback(t, back);
    expect(answer.ticket).toBeNull();
    expect(answer.error).toBe('Kirjautuminen epäonnistui tai keskeytyi. Yritä uudelleen.');
  });

  it('links no account by an e-mail the provider does not vouch for', async () => {
    const other = await createAccount(t.deps, { role: 'teacher', schoolId: w.schoolC, email: 'olle@edu.hel.fi' });
    idp.people.set('hel-olle', { email: 'olle@edu.hel.fi', email_verified: false });
    const answer = await callback(t, await signInAt(t, idp, providerId, 'hel-olle'));
    expect(answer.ticket).toBeNull();
    expect(answer.error).toMatch(/^Din organisation har inte bekräftat din e-postadress/);
    expect(await links(other.id)).toBe(0);
  });

  it('gives an unknown person no account by default, and never takes over an account outside the organisation', async () => {
    idp.people.set('hel-new', { email: 'new.person@edu.hel.fi', email_verified: true, given_name: 'Nina', family_name: 'Ny' });
    const before = await accountCount();
    const answer = await callback(t, await signInAt(t, idp, providerId, 'hel-new'));
    expect(answer.error).toMatch(/^Det finns inget Vikariat-konto/);
    expect(await accountCount()).toBe(before);
    // a principal of Esbo (049) with the same kind of address is not Helsingfors staff
    const outsider = await createAccount(t.deps, { role: 'principal', schoolId: w.schoolB, email: 'esbo.rektor@edu.hel.fi' });
    idp.people.set('hel-esbo', { email: outsider.email, email_verified: true });
    expect((await callback(t, await signInAt(t, idp, providerId, 'hel-esbo'))).error).toMatch(/^Det finns inget Vikariat-konto/);
    expect(await links(outsider.id)).toBe(0);
  });

  it('links and creates nothing for a verified address outside the provider’s domains', async () => {
    // staff of the organisation whose address is not at edu.hel.fi: a provider whose people may set any verified
    // address must not reach it
    const colleague = await createAccount(t.deps, { role: 'teacher', schoolId: w.schoolA, email: 'colleague@private.example' });
    idp.people.set('hel-mallory', { email: 'Colleague@private.example', email_verified: true });
    const linked = await callback(t, await signInAt(t, idp, providerId, 'hel-mallory'));
    expect(linked.ticket).toBeNull();
    expect(linked.error).toBe('Organisationens inloggning gäller bara adresser på dess egna domäner. Kontakta organisationens IT-stöd.');
    expect(await links(colleague.id)).toBe(0);
    // nor, when the provider may create teachers, is an account made at a foreign address
    expect((await patch({ createTeachersSchoolId: w.schoolA })).status).toBe(200);
    idp.people.set('hel-ext', { email: 'someone@elsewhere.example', email_verified: true });
    const before = await accountCount();
    const created = await callback(t, await signInAt(t, idp, providerId, 'hel-ext', 'fi'));
    expect(created.notice).toBeNull();
    expect(created.error).toBe('Organisaation kirjautuminen koskee vain sen omien verkkotunnusten osoitteita. Ota yhteyttä organisaatiosi IT-tukeen.');
    expect(await accountCount()).toBe(before);
    expect((await patch({ createTeachersSchoolId: null })).status).toBe(200);
  });

  it('creates a teacher on first sign-in when allowed, inactive until the principal activates them', async () => {
    expect((await patch({ createTeachersSchoolId: w.schoolA })).status).toBe(200);
    idp.people.set('hel-kim', { email: 'kim.kollega@edu.hel.fi', email_verified: true, given_name: 'Kim', family_name: 'Kollega' });
    const first = await callback(t, await signInAt(t, idp, providerId, 'hel-kim'));
    expect(first.ticket).toBeNull();
    expect(first.notice).toBe('Ditt lärarkonto har skapats. Du kan logga in när din rektor har aktiverat det.');
    const [kim] = await queryRows<{ id: string; approved: boolean; school_id: string; roles: string[]; first_name: string }>(
      t.deps.database.db,
      sql`SELECT id, approved, school_id, roles, first_name FROM accounts WHERE email = 'kim.kollega@edu.hel.fi'`,
    );
    expect(kim).toMatchObject({ approved: false, school_id: w.schoolA, roles: ['teacher'], first_name: 'Kim' });
    expect((await callback(t, await signInAt(t, idp, providerId, 'hel-kim'))).error).toBe('Ditt konto väntar på att din rektor aktiverar det.');
    const listed = await t.request('POST', '/api/principals/teachers/getall', { token: w.principalA.token, body: { email: w.principalA.email } });
    const list = await json<{ teachers: { email: string; active: boolean }[] }>(listed);
    expect(listed.status, JSON.stringify(list)).toBe(200);
    expect(list.teachers.find((x) => x.email === 'kim.kollega@edu.hel.fi')?.active).toBe(false);
    expect((await t.request('POST', '/api/principals/activate/teacher', { token: w.principalA.token, body: { email: 'kim.kollega@edu.hel.fi' } })).status).toBe(200);
    const after = await callback(t, await signInAt(t, idp, providerId, 'hel-kim'));
    expect((await finish(t, after.ticket)).status).toBe(200);
    expect((await patch({ createTeachersSchoolId: null })).status).toBe(200);
  });

  it('refuses password sign-in of the organisation’s staff once it is switched off, with a clear message', async () => {
    expect((await patch({ passwordLoginDisabled: true })).status).toBe(200);
    const login = (email: string, lang = 'sv') =>
      t.request('POST', '/api/shared/login', { body: { email, password: teacher.password }, headers: { cookie: `_lang=${lang}` } });
    const refused = await login(teacher.email, 'fi');
    expect(refused.status).toBe(403);
    expect(await json(refused)).toMatchObject({ code: 'password_login_disabled', message: expect.stringMatching(/^Organisaatiosi kirjautuu/) as unknown });
    // a wrong password still says only "wrong e-mail or password" (nobody learns of the organisation)
    const wrong = await t.request('POST', '/api/shared/login', { body: { email: teacher.email, password: 'not-it-at-all' } });
    expect(wrong.status).toBe(400);
    // staff elsewhere, substitutes and admins sign in as before
    const esbo = await createAccount(t.deps, { role: 'teacher', schoolId: w.schoolB });
    expect((await login(esbo.email)).status).toBe(200);
    const sub = await createAccount(t.deps, { role: 'user' });
    expect((await login(sub.email)).status).toBe(200);
    // the provider's sign-in still works
    expect((await finish(t, (await callback(t, await signInAt(t, idp, providerId, 'hel-tina'))).ticket)).status).toBe(200);
    expect((await patch({ passwordLoginDisabled: false })).status).toBe(200);
    expect((await login(teacher.email)).status).toBe(200);
  });
});
