import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { queryRows } from '../../src/db/query.ts';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { json, PUBLIC_URL } from '../helpers/accounts.ts';
import { identityCookie, startTestIssuer, walkProvider, type TestIssuer } from '../helpers/oidc-issuer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** The substitutes' strong-identification broker, configured on the admin screen; OIDC_ISSUER only while there is none. */
const CALLBACK = `${PUBLIC_URL}/api/shared/identity/callback`;
const SECRET = 'broker-secret-7';
let t: TestApp;
let envIdp: TestIssuer;
let broker: TestIssuer;
let admin: TestAccount;
let adminFi: TestAccount;

beforeAll(async () => {
  envIdp = await startTestIssuer([{ client_id: 'vikariat', client_secret: 'env-secret', redirect_uris: [CALLBACK] }]);
  // a broker that names the claims its own way
  broker = await startTestIssuer([{ client_id: 'vik-broker', client_secret: SECRET, redirect_uris: [CALLBACK] }], ['fi_first_names', 'fi_surname', 'fi_birth']);
  t = await createTestApp({ env: { PUBLIC_URL, OIDC_ISSUER: envIdp.issuer, OIDC_CLIENT_ID: 'vikariat', OIDC_CLIENT_SECRET: 'env-secret' } });
  admin = await createAccount(t.deps, { role: 'admin' });
  adminFi = await createAccount(t.deps, { role: 'admin', siteLang: 1 });
});
afterAll(async () => {
  await t.close();
  await envIdp.close();
  await broker.close();
});

const startUrl = async (token: string) => new URL((await json<{ url: string }>(await t.request('GET', '/api/shared/identity/start', { token }))).url);
const saved = async () => queryRows<{ client_secret_sealed: string; enabled: boolean }>(t.deps.database.db, sql`SELECT * FROM identity_broker`);
const good = { issuer: '', clientId: 'vik-broker', clientSecret: SECRET, givenNameClaim: 'fi_first_names', familyNameClaim: 'fi_surname', birthDateClaim: 'fi_birth' };

describe('the identification broker on the admin screen', () => {
  it('uses OIDC_ISSUER until an admin saves a broker, then the admin’s, with its claim names', async () => {
    const me = await createAccount(t.deps);
    expect((await startUrl(me.token)).origin).toBe(envIdp.issuer);
    expect(await json(await t.request('GET', '/api/admin/identity-broker', { token: admin.token }))).toEqual({ source: 'env', issuer: envIdp.issuer, saved: null });

    const put = await t.request('PUT', '/api/admin/identity-broker', { token: admin.token, body: { ...good, issuer: broker.issuer } });
    expect(put.status).toBe(200);
    const view = await json<{ broker: Record<string, unknown> }>(put);
    expect(view.broker).toMatchObject({ source: 'admin', issuer: broker.issuer, saved: { clientId: 'vik-broker', givenNameClaim: 'fi_first_names', hasSecret: true } });
    expect(JSON.stringify(view)).not.toContain(SECRET);
    expect((await saved())[0]?.client_secret_sealed).not.toContain(SECRET);

    const test = await json<{ ok: boolean; issuer: string; pkceS256: boolean }>(await t.request('POST', '/api/admin/identity-broker/test', { token: admin.token }));
    expect(test).toMatchObject({ ok: true, issuer: broker.issuer, pkceS256: true });

    broker.people.set('hetu-broker', { fi_first_names: 'Anna Maria', fi_surname: 'Virtanen', fi_birth: '1990-04-01' });
    const start = await t.request('GET', '/api/shared/identity/start', { token: me.token });
    const url = new URL((await json<{ url: string }>(start)).url);
    expect(url.origin).toBe(broker.issuer);
    const back = await walkProvider(broker.issuer, url.href, 'hetu-broker', CALLBACK);
    const res = await t.request('GET', back.slice(PUBLIC_URL.length), { headers: { cookie: identityCookie(start) } });
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('status')).toBe('success');
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.id, me.id));
    expect(row).toMatchObject({ identityVerified: true, verifiedGivenName: 'Anna Maria', verifiedFamilyName: 'Virtanen' });
    expect(String(row?.verifiedBirthDate)).toContain('1990');
  });

  it('keeps the secret when a save sends none, and a disabled broker switches verification off (no fallback)', async () => {
    const before = (await saved())[0]?.client_secret_sealed;
    const { clientSecret: _omit, ...withoutSecret } = { ...good, issuer: broker.issuer };
    const off = await t.request('PUT', '/api/admin/identity-broker', { token: admin.token, body: { ...withoutSecret, enabled: false } });
    expect(off.status).toBe(200);
    expect((await saved())[0]).toMatchObject({ client_secret_sealed: before, enabled: false });
    const me = await createAccount(t.deps);
    const start = await t.request('GET', '/api/shared/identity/start', { token: me.token });
    expect(start.status).toBe(503);
    // the report is shown to the admin as it is: in their language
    expect(await json(await t.request('POST', '/api/admin/identity-broker/test', { token: admin.token }))).toEqual({
      ok: false,
      error: 'ingen identifieringstjänst är i bruk',
    });
    await t.request('PUT', '/api/admin/identity-broker', { token: admin.token, body: { ...withoutSecret, enabled: true } });
    expect((await startUrl(me.token)).origin).toBe(broker.issuer);
  });

  it('refuses other roles', async () => {
    const teacher = await createAccount(t.deps, { role: 'teacher' });
    const principal = await createAccount(t.deps, { role: 'principal' });
    const substitute = await createAccount(t.deps);
    const body = { ...good, issuer: 'https://evil.example.com' };
    for (const [method, url] of [
      ['GET', '/api/admin/identity-broker'],
      ['PUT', '/api/admin/identity-broker'],
      ['POST', '/api/admin/identity-broker/test'],
    ] as const) {
      const withBody = method === 'GET' ? {} : { body };
      expect((await t.request(method, url, withBody)).status).toBe(401);
      for (const who of [teacher, principal, substitute]) expect((await t.request(method, url, { ...withBody, token: who.token })).status).toBe(403);
    }
    expect((await saved())[0]?.enabled).toBe(true);
    expect((await startUrl(substitute.token)).origin).toBe(broker.issuer);
  });

  it('refuses bad input under its fields in the admin’s language and changes nothing', async () => {
    const before = await saved();
    const bad = await t.request('PUT', '/api/admin/identity-broker', {
      token: adminFi.token,
      body: { issuer: 'http://broker.example.com', clientId: '', givenNameClaim: 'has space', enabled: 'yes' },
    });
    expect(bad.status).toBe(400);
    const { fields } = await json<{ fields: Record<string, string> }>(bad);
    expect(Object.keys(fields).sort()).toEqual(['clientId', 'enabled', 'givenNameClaim', 'issuer']);
    expect(fields['issuer']).toBe('Anna myöntäjän https-osoite');
    expect(fields['givenNameClaim']).toBe('Anna väitteen nimi (esim. given_name)');
    expect(await saved()).toEqual(before);
  });
});

describe('a first save', () => {
  it('needs a client secret', async () => {
    const t2 = await createTestApp({ env: { PUBLIC_URL } });
    try {
      const fi = await createAccount(t2.deps, { role: 'admin', siteLang: 1 });
      const res = await t2.request('PUT', '/api/admin/identity-broker', { token: fi.token, body: { issuer: 'https://broker.example.com', clientId: 'x' } });
      expect(res.status).toBe(400);
      expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual({ clientSecret: 'Anna asiakassalaisuus' });
      expect((await queryRows(t2.deps.database.db, sql`SELECT 1 FROM identity_broker`)).length).toBe(0);
      expect(await json(await t2.request('GET', '/api/admin/identity-broker', { token: fi.token }))).toEqual({ source: 'none', issuer: null, saved: null });
    } finally {
      await t2.close();
    }
  });
});
