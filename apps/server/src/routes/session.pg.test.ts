import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, createSchool, TEST_PASSWORD } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('POST /api/shared/login', () => {
  it('signs in with the e-mail in any case and answers a token carrying what the client shows', async () => {
    const schoolId = await createSchool(t.deps, { name: 'Solbackaskolan' });
    const account = await createAccount(t.deps, { role: 'principal', schoolId, email: 'rektor@example.fi' });
    const res = await t.request('POST', '/api/shared/login', { body: { email: ' REKTOR@Example.fi ', password: TEST_PASSWORD } });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as Record<string, unknown>;
    expect(claims).toMatchObject({ sub: account.id, email: 'rektor@example.fi', typeOfUser: 'principal', school: { id: schoolId, name: 'Solbackaskolan' } });
  });

  it('gives the same answer for an unknown e-mail and a wrong password', async () => {
    const account = await createAccount(t.deps);
    const wrong = await t.request('POST', '/api/shared/login', { body: { email: account.email, password: 'nope-nope-nope' } });
    const unknown = await t.request('POST', '/api/shared/login', { body: { email: 'nobody@example.fi', password: 'nope-nope-nope' } });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    expect(await wrong.json()).toEqual(await unknown.json());
  });

  it('answers field errors under the spec names in the language of the _lang cookie', async () => {
    const res = await t.request('POST', '/api/shared/login', { body: { email: 'not-an-email', password: '' }, headers: { cookie: '_lang=fi' } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { code: string; fields: Record<string, string> };
    expect(body.code).toBe('validation');
    expect(body.fields['email']).toBe('Virheellinen sähköpostiosoite');
    expect(body.fields['password']).toBe('Anna salasanasi');
  });

  it('refuses an unconfirmed account with a clear message', async () => {
    const account = await createAccount(t.deps, { confirmedAt: null });
    const res = await t.request('POST', '/api/shared/login', { body: { email: account.email, password: TEST_PASSWORD } });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { code: string }).code).toBe('unconfirmed');
  });
});

describe('GET /api/shared/update/token', () => {
  it('renews while the session lives and refuses after sign-out', async () => {
    const account = await createAccount(t.deps);
    const renewed = await t.request('GET', '/api/shared/update/token', { token: account.token });
    expect(renewed.status).toBe(200);
    const out = await t.request('POST', '/api/shared/logout', { token: account.token });
    expect(out.status).toBe(200);
    expect((await t.request('GET', '/api/shared/update/token', { token: account.token })).status).toBe(401);
  });

  it('renews an expired access token while its session lives (decision 021), and nothing else', async () => {
    const account = await createAccount(t.deps);
    t.clock.advance(16 * 60_000);
    // every other call refuses the expired token
    expect((await t.request('POST', '/api/users/edited/profile', { token: account.token, body: { email: account.email } })).status).toBe(401);
    // a night later, the session still lives: a fresh token that the other calls take
    t.clock.advance(10 * 3_600_000);
    const renewed = await t.request('GET', '/api/shared/update/token', { token: account.token });
    expect(renewed.status).toBe(200);
    const { token } = (await renewed.json()) as { token: string };
    expect((await t.request('POST', '/api/users/edited/profile', { token, body: { email: account.email } })).status).toBe(200);
    // a revoked session renews nothing, expired token or not; nor does a missing or forged token
    await t.request('POST', '/api/shared/logout', { token });
    expect((await t.request('GET', '/api/shared/update/token', { token: account.token })).status).toBe(401);
    expect((await t.request('GET', '/api/shared/update/token')).status).toBe(401);
    expect((await t.request('GET', '/api/shared/update/token', { token: `${token.slice(0, -4)}AAAA` })).status).toBe(401);
  });

  it('refuses a token older than the session can live, and one whose session expired', async () => {
    const account = await createAccount(t.deps);
    t.clock.advance(31 * 86_400_000);
    expect((await t.request('GET', '/api/shared/update/token', { token: account.token })).status).toBe(401);
    const other = await createAccount(t.deps);
    // unused for 30 days: the sliding session ended although the token is within the tolerance
    t.clock.advance(30 * 86_400_000 + 5 * 60_000);
    expect((await t.request('GET', '/api/shared/update/token', { token: other.token })).status).toBe(401);
  });
});

describe('POST /api/shared/lastlogin', () => {
  it("refuses another user's e-mail", async () => {
    const a = await createAccount(t.deps);
    const b = await createAccount(t.deps);
    expect((await t.request('POST', '/api/shared/lastlogin', { token: a.token, body: { email: b.email } })).status).toBe(403);
    expect((await t.request('POST', '/api/shared/lastlogin', { token: a.token, body: { email: a.email } })).status).toBe(200);
  });
});
