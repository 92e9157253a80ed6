import { createHash, randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { PUBLIC_URL } from '../helpers/accounts.ts';
import { createAccount, type TestAccount } from '../helpers/fixtures.ts';
import { startTestIssuer, walkProvider, type TestIssuer } from '../helpers/oidc-issuer.ts';
import { callback, finish, signInAt, SSO_CALLBACK } from '../helpers/sso-world.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { createSchoolWorld, json } from '../school-admin/school-world.ts';

/**
 * An ID token the organisation's own provider signed for another of its clients (aud = other-rp) is refused, even
 * when it arrives in answer to Vikariat's own code exchange. The provider issues it; the test issuer only hands it over.
 */
let t: TestApp;
let idp: TestIssuer;
let providerId: string;
let teacher: TestAccount;

beforeAll(async () => {
  idp = await startTestIssuer([
    { client_id: 'vikariat', client_secret: 'vik-secret', redirect_uris: [SSO_CALLBACK] },
    { client_id: 'other-rp', client_secret: 'other-secret', redirect_uris: [SSO_CALLBACK] },
  ]);
  t = await createTestApp({ env: { PUBLIC_URL } });
  const w = await createSchoolWorld(t.deps);
  const res = await t.request('POST', '/api/admin/sso-providers', {
    token: w.admin.token,
    body: { name: 'Helsingfors stad', municipality: '091', issuer: idp.issuer, clientId: 'vikariat', clientSecret: 'vik-secret', emailDomains: 'edu.hel.fi' },
  });
  providerId = (await json<{ provider: { id: string } }>(res)).provider.id;
  teacher = await createAccount(t.deps, { role: 'teacher', schoolId: w.schoolA, email: 'tina.teacher@edu.hel.fi' });
  idp.people.set('hel-tina', { email: 'tina.teacher@edu.hel.fi', email_verified: true });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

/** The other client's own sign-in and code exchange at the provider → the ID token it was given (aud other-rp). */
async function otherClientsIdToken(nonce: string): Promise<string> {
  const verifier = randomBytes(32).toString('base64url');
  const auth = new URL(`${idp.issuer}/auth`);
  const q = { client_id: 'other-rp', response_type: 'code', scope: 'openid email', redirect_uri: SSO_CALLBACK, state: 'their-state', nonce };
  for (const [k, v] of Object.entries(q)) auth.searchParams.set(k, v);
  auth.searchParams.set('code_challenge', createHash('sha256').update(verifier).digest('base64url'));
  auth.searchParams.set('code_challenge_method', 'S256');
  const back = new URL(await walkProvider(idp.issuer, auth.href, 'hel-tina', SSO_CALLBACK));
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code: back.searchParams.get('code') ?? '',
    redirect_uri: SSO_CALLBACK,
    code_verifier: verifier,
    client_id: 'other-rp',
    client_secret: 'other-secret',
  });
  const res = await fetch(`${idp.issuer}/token`, { method: 'POST', body });
  const { id_token } = (await res.json()) as { id_token: string };
  return id_token;
}

const audOf = (jwt: string) => (JSON.parse(Buffer.from(jwt.split('.')[1] ?? '', 'base64url').toString()) as { aud: unknown }).aud;

describe('an ID token for another audience', () => {
  it('is refused: no ticket, no link, no session', async () => {
    const ours = await signInAt(t, idp, providerId, 'hel-tina');
    // the nonce Vikariat sent, so only the audience differs from what Vikariat expects
    const [request] = await queryRows<{ nonce: string }>(t.deps.database.db, sql`SELECT nonce FROM sso_requests LIMIT 1`);
    const foreign = await otherClientsIdToken(request?.nonce ?? 'n');
    expect(audOf(foreign)).toBe('other-rp');
    idp.swapNextIdToken = foreign;
    const answer = await callback(t, ours);
    expect(idp.swapNextIdToken).toBeNull(); // the token endpoint was reached and answered with the foreign token
    expect(answer.ticket).toBeNull();
    expect(answer.error).toBe('Inloggningen misslyckades eller avbröts. Försök igen.');
    expect(await queryRows(t.deps.database.db, sql`SELECT 1 FROM sso_links WHERE account_id = ${teacher.id}`)).toHaveLength(0);
    expect(await queryRows(t.deps.database.db, sql`SELECT 1 FROM sso_sessions`)).toHaveLength(0);
  });

  it('while the same sign-in with the provider’s own token succeeds (the test can fail for the right reason only)', async () => {
    const answer = await callback(t, await signInAt(t, idp, providerId, 'hel-tina'));
    expect(answer.error).toBeNull();
    expect((await finish(t, answer.ticket)).status).toBe(200);
  });
});
