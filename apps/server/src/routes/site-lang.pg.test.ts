import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../test/helpers/fixtures.ts';
import { createTestApp, type TestApp } from '../../test/helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { siteLang: number };

describe('POST /api/shared/sitelang', () => {
  it('stores the language and answers a token carrying it; later answers come in that language', async () => {
    const account = await createAccount(t.deps, { siteLang: 2 });
    const res = await t.request('POST', '/api/shared/sitelang', { token: account.token, body: { siteLang: 1 } });
    expect(res.status).toBe(200);
    const { token } = (await res.json()) as { token: string };
    expect(claimsOf(token).siteLang).toBe(1);
    const bad = await t.request('POST', '/api/shared/sitelang', { token, body: { siteLang: 3 } });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string> }).fields['siteLang']).toBe('Valitse kieli');
  });

  it('needs a signed-in caller', async () => {
    expect((await t.request('POST', '/api/shared/sitelang', { body: { siteLang: 1 } })).status).toBe(401);
  });
});
