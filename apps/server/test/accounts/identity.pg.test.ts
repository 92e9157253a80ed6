import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { startTestIssuer, walkProvider, type TestIssuer } from '../helpers/oidc-issuer.ts';
import { json, PUBLIC_URL } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CALLBACK = `${PUBLIC_URL}/api/shared/identity/callback`;
let t: TestApp;
let idp: TestIssuer;
let issuer: string;

beforeAll(async () => {
  // a real OpenID provider on a random port, standing in for a strong-identification broker
  idp = await startTestIssuer([{ client_id: 'vikariat', client_secret: 'a-test-client-secret', redirect_uris: [CALLBACK] }]);
  issuer = idp.issuer;
  t = await createTestApp({
    env: { PUBLIC_URL, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'vikariat', OIDC_CLIENT_SECRET: 'a-test-client-secret' },
  });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const walk = (authorizationUrl: string, subject: string, abort = false) => walkProvider(issuer, authorizationUrl, subject, CALLBACK, abort);

const callbackOf = (url: string) => url.slice(PUBLIC_URL.length);
const statusOf = (location: string | null) => new URL(location ?? '').searchParams.get('status');

describe('identity verification through OpenID Connect', () => {
  it('start → provider sign-in → callback marks the account verified and lands on the profile with success', async () => {
    const me = await createAccount(t.deps);
    const start = await t.request('GET', '/api/shared/identity/start', { token: me.token });
    expect(start.status).toBe(200);
    const { url } = await json<{ url: string }>(start);
    const auth = new URL(url);
    expect(auth.origin).toBe(issuer);
    expect(auth.searchParams.get('code_challenge_method')).toBe('S256');
    expect(auth.searchParams.get('redirect_uri')).toBe(CALLBACK);

    const back = await walk(url, 'hetu-123');
    const res = await t.request('GET', callbackOf(back));
    expect(res.status).toBe(302);
    const location = res.headers.get('location') ?? '';
    expect(location.startsWith(`${PUBLIC_URL}/app/profile?`)).toBe(true);
    expect(statusOf(location)).toBe('success');
    expect(new URL(location).searchParams.get('message')).toBe('Din identitet är verifierad.');
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.id, me.id));
    expect(row?.identityVerified).toBe(true);
    const renewed = await json<{ token: string }>(await t.request('GET', '/api/shared/update/token', { token: me.token }));
    expect(JSON.parse(Buffer.from(renewed.token.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({ identityVerified: true });

    // the state is single-use
    const replay = await t.request('GET', callbackOf(back));
    expect(statusOf(replay.headers.get('location'))).toBe('error');
  });

  it('lands on the profile with an error when the person aborts, and stays unverified', async () => {
    const me = await createAccount(t.deps, { siteLang: 1 });
    const { url } = await json<{ url: string }>(await t.request('GET', '/api/shared/identity/start', { token: me.token }));
    const back = await walk(url, 'hetu-456', true);
    const res = await t.request('GET', callbackOf(back));
    const location = res.headers.get('location');
    expect(statusOf(location)).toBe('error');
    expect(new URL(location ?? '').searchParams.get('message')).toBe('Tunnistautuminen keskeytyi tai epäonnistui.');
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.id, me.id));
    expect(row?.identityVerified).toBe(false);
  });

  it('refuses a forged state and a start without a token', async () => {
    const forged = await t.request('GET', '/api/shared/identity/callback?code=abc&state=forged');
    expect(statusOf(forged.headers.get('location'))).toBe('error');
    expect((await t.request('GET', '/api/shared/identity/start')).status).toBe(401);
  });
});
