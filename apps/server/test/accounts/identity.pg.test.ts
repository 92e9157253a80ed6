import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { json, PUBLIC_URL } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

const CALLBACK = `${PUBLIC_URL}/api/shared/identity/callback`;
let t: TestApp;
let server: Server;
let issuer: string;

beforeAll(async () => {
  // a real OpenID provider on a random port, standing in for a strong-identification broker
  server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'vikariat',
        client_secret: 'a-test-client-secret',
        redirect_uris: [CALLBACK],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    findAccount: (_ctx, id) => ({ accountId: id, claims: () => ({ sub: id, name: 'Vera Vikström' }) }),
    cookies: { keys: ['identity-test-cookie-key'] },
  });
  server.on('request', provider.callback());
  t = await createTestApp({
    env: { PUBLIC_URL, OIDC_ISSUER: issuer, OIDC_CLIENT_ID: 'vikariat', OIDC_CLIENT_SECRET: 'a-test-client-secret' },
  });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** A browser's walk through the provider: signs in as `subject`, consents (or aborts), returns the callback URL. */
async function walk(authorizationUrl: string, subject: string, abort = false): Promise<string> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const remember = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eqAt = pair?.indexOf('=') ?? -1;
      if (pair !== undefined && eqAt > 0) jar.set(pair.slice(0, eqAt), pair.slice(eqAt + 1));
    }
  };
  let url = authorizationUrl;
  let step = 0;
  for (let hops = 0; hops < 20; hops += 1) {
    if (url.startsWith(CALLBACK)) return url;
    const res = await fetch(url, { redirect: 'manual', headers: { cookie: cookieHeader() } });
    remember(res);
    const location = res.headers.get('location');
    if (location !== null) {
      url = new URL(location, url).href;
      continue;
    }
    // an interaction page: first the sign-in, then the consent
    const uid = /\/interaction\/([^/?#]+)/.exec(url)?.[1];
    if (uid === undefined) throw new Error(`unexpected page ${url} (${res.status})`);
    const target = abort ? `${issuer}/interaction/${uid}/abort` : `${issuer}/interaction/${uid}`;
    const body = step === 0 ? new URLSearchParams({ prompt: 'login', login: subject, password: 'x' }) : new URLSearchParams({ prompt: 'consent' });
    step += 1;
    const submitted = abort
      ? await fetch(target, { redirect: 'manual', headers: { cookie: cookieHeader() } })
      : await fetch(target, { method: 'POST', redirect: 'manual', body, headers: { cookie: cookieHeader(), 'content-type': 'application/x-www-form-urlencoded' } });
    remember(submitted);
    url = new URL(submitted.headers.get('location') ?? '', target).href;
  }
  throw new Error('too many redirects');
}

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
