import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { createAccount, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { json, requestFrom } from '../helpers/accounts.ts';
import { createTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const MINUTE = 60_000;
const attempt = (address: string, email: string, password: string, app: TestApp = t) => requestFrom(app, address, 'POST', '/api/shared/login', { email, password });

describe('sign-in throttling', () => {
  it('allows 10 failures per account, then answers 429 with the clear message, even with the right password', async () => {
    const account = await createAccount(t.deps);
    for (let i = 0; i < 10; i += 1) {
      // a new address each time: the account's own limit is what bites
      expect((await attempt(`10.2.0.${i}`, account.email, 'wrong-password-x')).status).toBe(400);
    }
    const blocked = await attempt('10.2.1.1', account.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toMatchObject({ code: 'throttled', message: 'För många inloggningsförsök. Vänta en stund och försök igen.' });

    t.clock.advance(16 * MINUTE);
    expect((await attempt('10.2.1.1', account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('blocks for longer each time in a row (growing delay)', async () => {
    const account = await createAccount(t.deps);
    const fail10 = async () => {
      for (let i = 0; i < 10; i += 1) await attempt(`10.3.0.${i}`, account.email, 'wrong-password-x');
    };
    await fail10();
    t.clock.advance(16 * MINUTE);
    await fail10();
    // second block: 30 minutes
    t.clock.advance(16 * MINUTE);
    expect((await attempt('10.3.1.1', account.email, TEST_PASSWORD)).status).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await attempt('10.3.1.1', account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('limits one address across many accounts, with the same answer for unknown e-mails', async () => {
    for (let i = 0; i < 10; i += 1) {
      const res = await attempt('10.4.0.1', `nobody${i}@example.fi`, 'wrong-password-x');
      expect(res.status).toBe(400);
    }
    const account = await createAccount(t.deps);
    expect((await attempt('10.4.0.1', account.email, TEST_PASSWORD)).status).toBe(429);
    expect((await attempt('10.4.0.2', account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('counts failures spread over a quarter-hour window only', async () => {
    const account = await createAccount(t.deps);
    for (let i = 0; i < 9; i += 1) await attempt(`10.5.0.${i}`, account.email, 'wrong-password-x');
    t.clock.advance(16 * MINUTE);
    for (let i = 0; i < 9; i += 1) await attempt(`10.5.1.${i}`, account.email, 'wrong-password-x');
    expect((await attempt('10.5.2.1', account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('is shared by two server nodes on one database', async () => {
    const other: TestApp = { ...t, app: createApp({ ...t.deps }) };
    const account = await createAccount(t.deps);
    for (let i = 0; i < 5; i += 1) await attempt(`10.6.0.${i}`, account.email, 'wrong-password-x', t);
    for (let i = 5; i < 10; i += 1) await attempt(`10.6.0.${i}`, account.email, 'wrong-password-x', other);
    expect((await attempt('10.6.1.1', account.email, TEST_PASSWORD, t)).status).toBe(429);
    expect((await attempt('10.6.1.1', account.email, TEST_PASSWORD, other)).status).toBe(429);
  });

  it('counts concurrent failures exactly (row lock per key)', async () => {
    const account = await createAccount(t.deps);
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => attempt(`10.7.0.${i}`, account.email, 'wrong-password-x')));
    expect(results.every((r) => r.status === 400)).toBe(true);
    expect((await attempt('10.7.1.1', account.email, TEST_PASSWORD)).status).toBe(429);
  });
});
