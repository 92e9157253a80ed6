import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('GET /api/shared/user-agreement.pdf', () => {
  it('answers the Swedish user policy as a PDF to anyone', async () => {
    const res = await t.request('GET', '/api/shared/user-agreement.pdf');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);
  });
});

describe('identity verification without an issuer configured', () => {
  it('answers 503 with a clear message', async () => {
    const me = await createAccount(t.deps);
    const res = await t.request('GET', '/api/shared/identity/start', { token: me.token });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ code: 'identity_unavailable', message: 'Identifiering är inte tillgänglig just nu.' });
  });
});
