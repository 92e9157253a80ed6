import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { identityCookie, startTestIssuer, walkProvider, type TestIssuer } from '../helpers/oidc-issuer.ts';
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

    // the browser that started holds the key: httpOnly, Lax (the provider's redirect back carries it), Secure on https
    const setCookie = start.headers.getSetCookie().find((l) => l.startsWith('vk_identity=')) ?? '';
    expect(setCookie).toMatch(/; Path=\/api\/shared\/identity(;|$)/);
    expect(setCookie).toMatch(/; HttpOnly(;|$)/);
    expect(setCookie).toMatch(/; Secure(;|$)/);
    expect(setCookie).toMatch(/; SameSite=Lax(;|$)/);
    const cookie = identityCookie(start);

    const back = await walk(url, 'hetu-123');
    const res = await t.request('GET', callbackOf(back), { headers: { cookie } });
    // the key is spent with the request
    expect(res.headers.getSetCookie().some((l) => l.startsWith('vk_identity=;') && /Max-Age=0/.test(l))).toBe(true);
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
    const replay = await t.request('GET', callbackOf(back), { headers: { cookie } });
    expect(statusOf(replay.headers.get('location'))).toBe('error');
  });

  it('lands on the profile with an error when the person aborts, and stays unverified', async () => {
    const me = await createAccount(t.deps, { siteLang: 1 });
    const start = await t.request('GET', '/api/shared/identity/start', { token: me.token });
    const { url } = await json<{ url: string }>(start);
    const back = await walk(url, 'hetu-456', true);
    const res = await t.request('GET', callbackOf(back), { headers: { cookie: identityCookie(start) } });
    const location = res.headers.get('location');
    expect(statusOf(location)).toBe('error');
    expect(new URL(location ?? '').searchParams.get('message')).toBe('Tunnistautuminen keskeytyi tai epäonnistui.');
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.id, me.id));
    expect(row?.identityVerified).toBe(false);
  });

  it('refuses a callback in a browser that did not start it: a victim sent the link verifies nobody, in their language', async () => {
    const attacker = await createAccount(t.deps);
    const victim = await createAccount(t.deps);
    const messageOf = (res: Response) => new URL(res.headers.get('location') ?? '').searchParams.get('message');
    const attackerStart = async () => {
      const start = await t.request('GET', '/api/shared/identity/start', { token: attacker.token });
      return { cookie: identityCookie(start), url: (await json<{ url: string }>(start)).url };
    };

    // the victim opens the attacker's link, identifies with their bank and is sent back; their browser holds the key
    // of a verification of their own, not the attacker's
    const first = await attackerStart();
    const own = identityCookie(await t.request('GET', '/api/shared/identity/start', { token: victim.token }));
    const back = await walk(first.url, 'hetu-victim');
    const refused = await t.request('GET', callbackOf(back), { headers: { cookie: own } });
    expect(statusOf(refused.headers.get('location'))).toBe('error');
    expect(messageOf(refused)).toBe(
      'Identifieringen avslutades i en annan webbläsare än den där den startades, så den godkändes inte. Starta verifieringen från din egen profil och slutför den i samma webbläsare.',
    );
    // the request is spent: the attacker's own browser cannot finish it with the victim's code afterwards
    const late = await t.request('GET', callbackOf(back), { headers: { cookie: first.cookie } });
    expect(statusOf(late.headers.get('location'))).toBe('error');

    // a browser with no key at all, in Finnish (the browser's language: the account is not theirs)
    const second = await attackerStart();
    const bare = await t.request('GET', callbackOf(await walk(second.url, 'hetu-victim')), { headers: { cookie: '_lang=fi' } });
    expect(messageOf(bare)).toBe(
      'Tunnistautuminen päättyi eri selaimessa kuin se aloitettiin, joten sitä ei hyväksytty. Aloita vahvistus omasta profiilistasi ja vie se loppuun samassa selaimessa.',
    );

    const rows = await t.deps.database.db.select().from(accounts).where(eq(accounts.id, attacker.id));
    expect(rows[0]).toMatchObject({ identityVerified: false, verifiedGivenName: null, verifiedBirthDate: null });
  });

  it('refuses a forged state and a start without a token', async () => {
    const forged = await t.request('GET', '/api/shared/identity/callback?code=abc&state=forged');
    expect(statusOf(forged.headers.get('location'))).toBe('error');
    expect((await t.request('GET', '/api/shared/identity/start')).status).toBe(401);
  });
});
