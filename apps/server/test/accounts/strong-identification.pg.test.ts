import { sql } from 'drizzle-orm';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query.ts';
import { pullCollection } from '../../src/sync/sync-service.ts';
import { PUBLIC_URL } from '../helpers/accounts.ts';
import type { TestAccount } from '../helpers/fixtures.ts';
import { signedInCaller } from '../helpers/jobs.ts';
import { identityCookie, startTestIssuer, walkProvider, type TestIssuer } from '../helpers/oidc-issuer.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';
import { applyDirect, createJob, createSubstitute, createWorld, jobsClock, type World } from '../jobs/fixtures.ts';
import { json } from '../school-admin/school-world.ts';

/**
 * Strong identification (issue 25): the verified name and birth date are stored (nothing else of the claims), schools
 * see "identity verified on D", and a profile that differs from them blocks applying, online and through the outbox.
 */
const CALLBACK = `${PUBLIC_URL}/api/shared/identity/callback`;
let t: TestApp;
let w: World;
let idp: TestIssuer;

beforeAll(async () => {
  idp = await startTestIssuer([{ client_id: 'vikariat', client_secret: 'broker-secret', redirect_uris: [CALLBACK] }]);
  t = await createTestApp({ clock: jobsClock(), env: { PUBLIC_URL, OIDC_ISSUER: idp.issuer, OIDC_CLIENT_ID: 'vikariat', OIDC_CLIENT_SECRET: 'broker-secret' } });
  w = await createWorld(t.deps);
  idp.people.set('hetu-vera', { given_name: 'Vera Maria', family_name: 'Vikström', birthdate: '1990-01-01', email: 'vera@broker.example', name: 'Vera Maria Vikström' });
});
afterAll(async () => {
  await t.close();
  await idp.close();
});

async function verify(me: TestAccount, subject: string): Promise<void> {
  const start = await t.request('GET', '/api/shared/identity/start', { token: me.token });
  const { url } = await json<{ url: string }>(start);
  const back = await walkProvider(idp.issuer, url, subject, CALLBACK);
  const res = await t.request('GET', back.slice(PUBLIC_URL.length), { headers: { cookie: identityCookie(start) } });
  expect(new URL(res.headers.get('location') ?? '').searchParams.get('status')).toBe('success');
}
const apply = (me: TestAccount, jobId: string) => t.request('POST', '/api/users/add/applicant', { token: me.token, body: { uniqueId: jobId } });
const applications = async (me: TestAccount) => (await queryRows(t.deps.database.db, sql`SELECT 1 FROM applications WHERE applicant_id = ${me.id} AND active`)).length;

describe('strong identification of substitutes', () => {
  it('stores only the verified name and birth date, and blocks applying while the profile differs', async () => {
    const vera = await createSubstitute(t.deps, ['091']);
    await verify(vera, 'hetu-vera');
    const [row] = await queryRows<Record<string, unknown>>(
      t.deps.database.db,
      sql`SELECT verified_given_name, verified_family_name, verified_birth_date::text AS born, identity_verified, email FROM accounts WHERE id = ${vera.id}`,
    );
    expect(row).toEqual({ verified_given_name: 'Vera Maria', verified_family_name: 'Vikström', born: '1990-01-01', identity_verified: true, email: vera.email });

    // the phone holds the verified identity in its profile document, to warn before the person taps
    const pulled = await pullCollection(t.deps, await signedInCaller(t.deps, vera.id), 'profile', { checkpoint: null, limit: 10, deviceId: 'vera-phone' });
    if (pulled.kind !== 'ok') throw new Error(pulled.kind);
    expect(pulled.response.documents[0]?.['verifiedIdentity']).toMatchObject({ givenName: 'Vera Maria', familyName: 'Vikström', birthDate: '1990-01-01' });

    // the profile says "Test user": applying is refused with the reason, online and through the outbox
    const job = await createJob(t.deps, { schoolId: w.schoolA });
    const refused = await apply(vera, job);
    expect(refused.status).toBe(409);
    expect(await json(refused)).toMatchObject({ code: 'identity_mismatch', message: expect.stringMatching(/^Namnet i din profil stämmer inte/) as unknown });
    const row2 = {
      id: uuidv7(),
      ownerId: vera.id,
      deviceId: 'vera-phone',
      type: 'apply',
      payload: { jobId: job },
      createdAt: t.deps.now().toISOString(),
      status: 'pending',
    };
    const pushed = await t.request('POST', '/api/sync/outbox/push', { token: vera.token, body: { deviceId: 'vera-phone', rows: [{ newDocumentState: row2 }] } });
    expect(pushed.status).toBe(200);
    const [verdict] = await queryRows<{ status: string; code: string }>(t.deps.database.db, sql`SELECT status, code FROM sync_outbox_ledger WHERE id = ${row2.id}`);
    expect(verdict).toEqual({ status: 'rejected', code: 'identity_mismatch' });
    expect(await applications(vera)).toBe(0);

    // fixed (the calling name is one of the given names): she applies
    await t.deps.database.db.execute(sql`UPDATE accounts SET first_name = 'Vera', last_name = 'Vikström' WHERE id = ${vera.id}`);
    expect((await apply(vera, job)).status).toBe(200);
    expect(await applications(vera)).toBe(1);
  });

  it('blocks on a differing birth date too, and leaves substitutes verified without a name alone', async () => {
    const born = await createSubstitute(t.deps, ['091'], { birthDate: '19910101' });
    await t.deps.database.db.execute(sql`UPDATE accounts SET first_name = 'Vera', last_name = 'Vikström' WHERE id = ${born.id}`);
    await verify(born, 'hetu-vera');
    const job = await createJob(t.deps, { schoolId: w.schoolA });
    expect(await json(await apply(born, job))).toMatchObject({ code: 'identity_mismatch', message: expect.stringMatching(/^Födelsedatumet/) as unknown });

    idp.people.set('hetu-anon', {});
    const anon = await createSubstitute(t.deps, ['091']);
    await verify(anon, 'hetu-anon');
    expect((await apply(anon, job)).status).toBe(200);
  });

  it('shows a school "identity verified on D", never the verified name or birth date', async () => {
    const vera = await createSubstitute(t.deps, ['091']);
    await t.deps.database.db.execute(sql`UPDATE accounts SET first_name = 'Vera', last_name = 'Vikström' WHERE id = ${vera.id}`);
    await verify(vera, 'hetu-vera');
    const job = await createJob(t.deps, { schoolId: w.schoolA });
    await applyDirect(t.deps, job, vera.id);
    const res = await t.request('POST', '/api/users/get/user', { token: w.principalA.token, body: { email: vera.email } });
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ identityVerified: true, identityVerifiedOn: '2030-03-04' });
    expect(text).not.toContain('Vera Maria');
    // the profile screen's call says the same
    const shared = await t.request('POST', '/api/shared/get/user', { token: w.principalA.token, body: { email: vera.email } });
    const sharedText = await shared.text();
    expect(JSON.parse(sharedText)).toMatchObject({ identityVerifiedOn: '2030-03-04' });
    expect(sharedText).not.toContain('Vera Maria');
    // another school's principal, with no application of hers, sees nothing
    expect((await t.request('POST', '/api/users/get/user', { token: w.principalB.token, body: { email: vera.email } })).status).toBe(403);
  });

  it('shows a school no "identity verified" once the profile differs from what was verified', async () => {
    const vera = await createSubstitute(t.deps, ['091']);
    await t.deps.database.db.execute(sql`UPDATE accounts SET first_name = 'Vera', last_name = 'Vikström' WHERE id = ${vera.id}`);
    await verify(vera, 'hetu-vera');
    const job = await createJob(t.deps, { schoolId: w.schoolA });
    await applyDirect(t.deps, job, vera.id);
    const seen = async () => {
      const profile = await json<{ identityVerified: boolean; identityVerifiedOn: string | null }>(
        await t.request('POST', '/api/users/get/user', { token: w.principalA.token, body: { email: vera.email } }),
      );
      const board = await json<{ applicants: Array<{ email: string; identityVerified: boolean }> }>(
        await t.request('POST', '/api/teachers/showapplicants', { token: w.principalA.token, body: { id: job } }),
      );
      const pulled = await pullCollection(t.deps, await signedInCaller(t.deps, w.principalA.id), 'jobs', { checkpoint: null, limit: 100, deviceId: 'school-tablet' });
      if (pulled.kind !== 'ok') throw new Error(pulled.kind);
      const doc = pulled.response.documents.find((d) => d['id'] === job) as unknown as { applicants: Array<{ accountId: string; identityVerified: boolean }> };
      return {
        profile: [profile.identityVerified, profile.identityVerifiedOn],
        board: board.applicants.find((a) => a.email === vera.email)?.identityVerified,
        replicated: doc.applicants.find((a) => a.accountId === vera.id)?.identityVerified,
      };
    };
    expect(await seen()).toEqual({ profile: [true, '2030-03-04'], board: true, replicated: true });

    // renamed after the identification: the badge goes with it, on every school view
    await t.deps.database.db.execute(sql`UPDATE accounts SET first_name = 'Maria', last_name = 'Virtanen' WHERE id = ${vera.id}`);
    expect(await seen()).toEqual({ profile: [false, null], board: false, replicated: false });
    // back to the verified name (the calling name): verified again
    await t.deps.database.db.execute(sql`UPDATE accounts SET first_name = 'Maria', last_name = 'Vikström' WHERE id = ${vera.id}`);
    expect(await seen()).toEqual({ profile: [true, '2030-03-04'], board: true, replicated: true });
    // another birth date than the verified one
    await t.deps.database.db.execute(sql`UPDATE accounts SET profile = profile || '{"birthDate": "19900102"}' WHERE id = ${vera.id}`);
    expect(await seen()).toEqual({ profile: [false, null], board: false, replicated: false });
  });

  it('shows a school no "identity verified" when the identification vouched for no name', async () => {
    idp.people.set('hetu-nameless', {});
    const anon = await createSubstitute(t.deps, ['091']);
    await verify(anon, 'hetu-nameless');
    const job = await createJob(t.deps, { schoolId: w.schoolA });
    await applyDirect(t.deps, job, anon.id);
    const res = await t.request('POST', '/api/users/get/user', { token: w.principalA.token, body: { email: anon.email } });
    expect(await json(res)).toMatchObject({ identityVerified: false, identityVerifiedOn: null });
  });
});
