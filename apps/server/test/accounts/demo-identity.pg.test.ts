import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { demoIdentityWanted, startDemoIdentity, type DemoIdentity } from '../../src/demo/demo-identity.ts';
import { parseEnv } from '../../src/env.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { json, PUBLIC_URL } from '../helpers/accounts.ts';
import { identityCookie } from '../helpers/oidc-issuer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

/** Demo mode's local identification provider: started only in demo mode, labelled as a demo, vouching for demo accounts. */
const CALLBACK = `${PUBLIC_URL}/api/shared/identity/callback`;
let t: TestApp;
let demo: DemoIdentity;

beforeAll(async () => {
  const started = await startDemoIdentity(parseEnv({ PUBLIC_URL, DEMO: '1' }), pino({ level: 'silent' }));
  if (started === null) throw new Error('demo provider did not start');
  demo = started;
  const { OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } = demo.env;
  t = await createTestApp({ env: { PUBLIC_URL, OIDC_ISSUER: OIDC_ISSUER ?? '', OIDC_CLIENT_ID: OIDC_CLIENT_ID ?? '', OIDC_CLIENT_SECRET: OIDC_CLIENT_SECRET ?? '' } });
  t.deps.env.identityDemo = true;
  demo.attach(t.deps);
});
afterAll(async () => {
  await t.close();
  await demo.close();
});

/** A browser on the demo provider: its sign-in page, the typed e-mail, then back to the callback. */
async function signInAtDemo(authorizationUrl: string, email: string): Promise<{ html: string; back: string }> {
  const jar = new Map<string, string>();
  const cookie = () => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  const go = async (url: string, init: RequestInit = {}) => {
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), cookie: cookie() } });
    for (const line of res.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      jar.set(pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1));
    }
    return res;
  };
  let url = authorizationUrl;
  let html = '';
  for (let hops = 0; hops < 20 && !url.startsWith(CALLBACK); hops += 1) {
    const res = await go(url);
    const location = res.headers.get('location');
    if (location !== null) {
      url = new URL(location, url).href;
      continue;
    }
    html = await res.text();
    const submitted = await go(url, { method: 'POST', body: new URLSearchParams({ email }), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    url = new URL(submitted.headers.get('location') ?? '', url).href;
  }
  return { html, back: url };
}

describe('demo mode’s identification provider', () => {
  it('starts only in demo mode and only without OIDC_ISSUER', async () => {
    expect(demoIdentityWanted(parseEnv({}))).toBe(true);
    expect(demoIdentityWanted(parseEnv({ DEMO: '0' }))).toBe(false);
    expect(demoIdentityWanted(parseEnv({ DATABASE_URL: 'postgres://h/db', NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) }))).toBe(false);
    expect(demoIdentityWanted(parseEnv({ OIDC_ISSUER: 'https://broker.example.com' }))).toBe(false);
    expect(await startDemoIdentity(parseEnv({ DEMO: '0' }), pino({ level: 'silent' }))).toBeNull();
  });

  it('says it is a demo, vouches for the demo account’s name and birth date, and the admin sees it as the demo', async () => {
    const me = await createAccount(t.deps, { firstName: 'Vera', lastName: 'Vikarie', email: 'vera.demo@test.example', profile: { birthDate: '19910215' } });
    const admin = await createAccount(t.deps, { role: 'admin' });
    expect(await json(await t.request('GET', '/api/admin/identity-broker', { token: admin.token }))).toMatchObject({ source: 'demo', issuer: demo.env.OIDC_ISSUER });

    const start = await t.request('GET', '/api/shared/identity/start', { token: me.token });
    const { url } = await json<{ url: string }>(start);
    const { html, back } = await signInAtDemo(url, 'Vera.Demo@test.example');
    expect(html).toContain('Endast för demo');
    expect(html).toContain('Vain demoa varten');
    const res = await t.request('GET', back.slice(PUBLIC_URL.length), { headers: { cookie: identityCookie(start) } });
    expect(new URL(res.headers.get('location') ?? '').searchParams.get('status')).toBe('success');
    const [row] = await t.deps.database.db.select().from(accounts).where(eq(accounts.id, me.id));
    expect(row).toMatchObject({ identityVerified: true, verifiedGivenName: 'Vera', verifiedFamilyName: 'Vikarie', verifiedBirthDate: '1991-02-15' });
  });
});
