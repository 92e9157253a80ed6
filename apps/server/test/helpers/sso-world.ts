import { expect } from 'vitest';
import { PUBLIC_URL } from './accounts.ts';
import type { TestApp } from './test-app.ts';
import { walkProvider, type TestIssuer } from './oidc-issuer.ts';

/** Shared steps of the sign-on tests: the app's callback, a sign-in through the provider, what the callback answered. */
export const SSO_CALLBACK = `${PUBLIC_URL}/api/shared/sso/callback`;

export interface CallbackAnswer {
  ticket: string | null;
  error: string | null;
  notice: string | null;
  location: string;
}

export async function callback(t: TestApp, url: string, cookie?: string): Promise<CallbackAnswer> {
  const res = await t.request('GET', url.slice(PUBLIC_URL.length), cookie === undefined ? {} : { headers: { cookie } });
  expect(res.status).toBe(302);
  const location = res.headers.get('location') ?? '';
  expect(location.startsWith(`${PUBLIC_URL}/app/login?`)).toBe(true);
  const q = new URL(location).searchParams;
  return { ticket: q.get('sso'), error: q.get('ssoError'), notice: q.get('ssoNotice'), location };
}

/** start → the provider's sign-in as `subject` → the callback URL the browser would open (not yet opened). */
export async function signInAt(t: TestApp, issuer: TestIssuer, providerId: string, subject: string, lang: 'sv' | 'fi' = 'sv'): Promise<string> {
  const start = await t.request('POST', '/api/shared/sso/start', { body: { providerId }, headers: { cookie: `_lang=${lang}` } });
  expect(start.status).toBe(200);
  const { url } = (await start.json()) as { url: string };
  return walkProvider(issuer.issuer, url, subject, SSO_CALLBACK);
}

export async function finish(t: TestApp, ticket: string | null): Promise<Response> {
  return t.request('POST', '/api/shared/sso/finish', { body: { ticket } });
}
