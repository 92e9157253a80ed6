import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../db/query.ts';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { PUBLIC_URL } from '../../test/helpers/accounts.ts';
import { startTestIssuer, type TestIssuer } from '../../test/helpers/oidc-issuer.ts';
import { callback, finish, SSO_CALLBACK } from '../../test/helpers/sso-world.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';
import { createSchoolWorld, expectRoleGuard, json, type SchoolWorld } from '../../test/school-admin/school-world.ts';

/** Admin management of organisations' providers (issue 25): add, test, disable; the secret never comes back. */
let t: TestApp;
let w: SchoolWorld;
let idp: TestIssuer;
const SECRET = 'helsinki-client-secret-42';

beforeAll(async () => {
  idp = await startTestIssuer([{ client_id: 'vikariat', client_secret: SECRET, redirect_uris: [SSO_CALLBACK] }]);
  t = await createTestApp({ env: { PUBLIC_URL } });
  w = await createSchoolWorld(t.deps);
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

const body = () => ({
  name: 'Helsingfors stad',
  municipality: '091',
  issuer: idp.issuer,
  clientId: 'vikariat',
  clientSecret: SECRET,
  emailDomains: 'edu.hel.fi, @HEL.fi',
});
const providerCount = async () => (await queryRows<{ n: number }>(t.deps.database.db, sql`SELECT count(*)::int AS n FROM sso_providers`))[0]?.n;

describe('admin: organisations’ sign-on providers', () => {
  it('adds a provider (secret sealed, never returned), tests its discovery, and disables it', async () => {
    const res = await t.request('POST', '/api/admin/sso-providers', { token: w.admin.token, body: body() });
    expect(res.status).toBe(201);
    const text = await res.text();
    expect(text).not.toContain(SECRET);
    const { provider } = JSON.parse(text) as { provider: { id: string; emailDomains: string[]; enabled: boolean; hasSecret: boolean } };
    expect(provider).toMatchObject({ emailDomains: ['edu.hel.fi', 'hel.fi'], enabled: true, hasSecret: true });
    const [stored] = await queryRows<{ client_secret_sealed: string }>(t.deps.database.db, sql`SELECT client_secret_sealed FROM sso_providers WHERE id = ${provider.id}`);
    expect(stored?.client_secret_sealed).not.toContain(SECRET);

    const list = await t.request('GET', '/api/admin/sso-providers', { token: w.admin.token });
    expect(await list.text()).not.toContain(SECRET);

    const report = await json<{ ok: boolean; issuer: string; endSessionEndpoint: string | null; pkceS256: boolean }>(
      await t.request('POST', `/api/admin/sso-providers/${provider.id}/test`, { token: w.admin.token }),
    );
    expect(report).toMatchObject({ ok: true, issuer: idp.issuer, pkceS256: true });
    expect(report.endSessionEndpoint).toMatch(new RegExp(`^${idp.issuer}/`));

    const lookup = await json<{ providers: { id: string; name: string }[] }>(await t.request('POST', '/api/shared/sso/lookup', { body: { email: 'Anna@Edu.Hel.fi' } }));
    expect(lookup.providers).toEqual([{ id: provider.id, name: 'Helsingfors stad' }]);

    const off = await t.request('PATCH', `/api/admin/sso-providers/${provider.id}`, { token: w.admin.token, body: { enabled: false } });
    expect((await json<{ provider: { enabled: boolean } }>(off)).provider.enabled).toBe(false);
    expect((await json<{ providers: unknown[] }>(await t.request('POST', '/api/shared/sso/lookup', { body: { email: 'anna@edu.hel.fi' } }))).providers).toEqual([]);
    expect((await t.request('POST', '/api/shared/sso/start', { body: { providerId: provider.id } })).status).toBe(404);
  });

  it('reports a discovery that fails without an error of its own', async () => {
    const res = await t.request('POST', '/api/admin/sso-providers', {
      token: w.admin.token,
      body: { ...body(), issuer: 'http://127.0.0.1:9', schoolId: w.schoolB, municipality: null },
    });
    const { provider } = await json<{ provider: { id: string } }>(res);
    const report = await json<{ ok: boolean; error: string }>(await t.request('POST', `/api/admin/sso-providers/${provider.id}/test`, { token: w.admin.token }));
    expect(report.ok).toBe(false);
    expect(report.error).not.toContain(SECRET);
  });

  it('refuses bad input under its fields in the user’s language and stores nothing', async () => {
    const before = await providerCount();
    const bad = await t.request('POST', '/api/admin/sso-providers', {
      token: w.admin.token,
      body: { name: '', issuer: 'ftp://x', clientId: '', clientSecret: '', emailDomains: 'not a domain', municipality: '999' },
    });
    expect(bad.status).toBe(400);
    const { fields } = await json<{ fields: Record<string, string> }>(bad);
    expect(Object.keys(fields).sort()).toEqual(['clientId', 'clientSecret', 'emailDomains', 'issuer', 'municipality', 'name']);
    expect(fields['issuer']).toBe('Ange utfärdarens https-adress');
    const both = await t.request('POST', '/api/admin/sso-providers', { token: w.admin.token, body: { ...body(), schoolId: w.schoolA } });
    expect(both.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(both)).fields['municipality']).toBe('Välj en kommun eller en skola');
    // before sign-in the language cookie decides
    const finnish = await t.request('POST', '/api/shared/sso/lookup', { body: { email: 'x' }, headers: { cookie: '_lang=fi' } });
    expect((await json<{ fields: Record<string, string> }>(finnish)).fields['email']).toBe('Virheellinen sähköpostiosoite');
    // the school for created teachers must lie inside the organisation
    const outside = await t.request('POST', '/api/admin/sso-providers', { token: w.admin.token, body: { ...body(), createTeachersSchoolId: w.schoolB } });
    expect(outside.status).toBe(400);
    expect(Object.keys((await json<{ fields: Record<string, string> }>(outside)).fields)).toEqual(['createTeachersSchoolId']);
    expect(await providerCount()).toBe(before);
    expect((await t.request('PATCH', '/api/admin/sso-providers/7a0c9a5e-0000-4000-8000-000000000000', { token: w.admin.token, body: { enabled: true } })).status).toBe(
      404,
    );
    expect((await t.request('PATCH', '/api/admin/sso-providers/nope', { token: w.admin.token, body: { enabled: true } })).status).toBe(400);
    expect((await t.request('POST', '/api/admin/sso-providers/7a0c9a5e-0000-4000-8000-000000000000/test', { token: w.admin.token })).status).toBe(404);
    expect((await t.request('POST', '/api/shared/sso/lookup', { body: { email: 'nope' } })).status).toBe(400);
    expect((await t.request('POST', '/api/shared/sso/start', { body: { providerId: 'nope' } })).status).toBe(400);
    expect((await t.request('POST', '/api/shared/sso/finish', { body: { ticket: '../x' } })).status).toBe(400);
  });

  it('lets only admins manage providers', async () => {
    const others = [w.principalA.token, w.leader.token, w.teacherA.token, w.substitute.token];
    await expectRoleGuard(t, 'GET', '/api/admin/sso-providers', undefined, others);
    await expectRoleGuard(t, 'POST', '/api/admin/sso-providers', body(), others);
    const [row] = await queryRows<{ id: string }>(t.deps.database.db, sql`SELECT id FROM sso_providers LIMIT 1`);
    await expectRoleGuard(t, 'PATCH', `/api/admin/sso-providers/${row?.id ?? ''}`, { enabled: true }, others);
    await expectRoleGuard(t, 'POST', `/api/admin/sso-providers/${row?.id ?? ''}/test`, undefined, others);
    const principal = await createAccount(t.deps, { role: 'principal', schoolId: w.schoolA });
    const res = await t.request('PATCH', `/api/admin/sso-providers/${row?.id ?? ''}`, { token: principal.token, body: { enabled: true } });
    expect(res.status).toBe(403);
    const [still] = await queryRows<{ enabled: boolean }>(t.deps.database.db, sql`SELECT enabled FROM sso_providers WHERE id = ${row?.id ?? ''}`);
    expect(still?.enabled).toBe(false);
  });

  it('finishes no sign-in from a ticket nobody was given', async () => {
    const res = await finish(t, 'a'.repeat(43));
    expect(res.status).toBe(400);
    const forged = await callback(t, `${SSO_CALLBACK}?code=abc&state=forged`);
    expect(forged.error).toBe('Inloggningen misslyckades eller avbröts. Försök igen.');
  });
});
