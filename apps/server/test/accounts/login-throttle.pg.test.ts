import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/app.ts';
import { forwardedClient } from '../../src/routes/client-address.ts';
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
  it('allows 10 failures of an e-mail from one address, then 429 there even with the right password; its owner elsewhere signs in', async () => {
    const account = await createAccount(t.deps);
    for (let i = 0; i < 10; i += 1) expect((await attempt('10.2.0.1', account.email, 'wrong-password-x')).status).toBe(400);
    const blocked = await attempt('10.2.0.1', account.email, TEST_PASSWORD);
    expect(blocked.status).toBe(429);
    expect(await json(blocked)).toMatchObject({ code: 'throttled', message: 'För många inloggningsförsök. Vänta en stund och försök igen.' });
    // a stranger's wrong passwords do not lock the owner out (the attacker's finding: ten requests did)
    expect((await attempt('10.2.1.1', account.email, TEST_PASSWORD)).status).toBe(200);

    t.clock.advance(16 * MINUTE);
    expect((await attempt('10.2.0.1', account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('blocks for longer each time in a row (growing delay)', async () => {
    const account = await createAccount(t.deps);
    const fail10 = async () => {
      for (let i = 0; i < 10; i += 1) await attempt('10.3.0.1', account.email, 'wrong-password-x');
    };
    await fail10();
    t.clock.advance(16 * MINUTE);
    await fail10();
    // second block: 30 minutes
    t.clock.advance(16 * MINUTE);
    expect((await attempt('10.3.0.1', account.email, TEST_PASSWORD)).status).toBe(429);
    t.clock.advance(15 * MINUTE);
    expect((await attempt('10.3.0.1', account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('one address: a few failures on other e-mails lock nobody else out there; 50 block the address, with the same answer for unknown e-mails', async () => {
    const account = await createAccount(t.deps);
    // a school behind one address: a colleague's typos do not lock the principal out
    for (let i = 0; i < 10; i += 1) expect((await attempt('10.4.0.1', `nobody${i}@example.fi`, 'wrong-password-x')).status).toBe(400);
    expect((await attempt('10.4.0.1', account.email, TEST_PASSWORD)).status).toBe(200);
    for (let i = 10; i < 50; i += 1) expect((await attempt('10.4.0.1', `nobody${i}@example.fi`, 'wrong-password-x')).status).toBe(400);
    expect((await attempt('10.4.0.1', account.email, TEST_PASSWORD)).status).toBe(429);
    expect((await attempt('10.4.0.2', account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('an e-mail guessed from many addresses is blocked everywhere after 50 failures', async () => {
    const account = await createAccount(t.deps);
    for (let i = 0; i < 50; i += 1) expect((await attempt(`10.8.0.${i}`, account.email, 'wrong-password-x')).status).toBe(400);
    expect((await attempt('10.8.1.1', account.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('counts failures spread over a quarter-hour window only', async () => {
    const account = await createAccount(t.deps);
    for (let i = 0; i < 9; i += 1) await attempt('10.5.0.1', account.email, 'wrong-password-x');
    t.clock.advance(16 * MINUTE);
    for (let i = 0; i < 9; i += 1) await attempt('10.5.0.1', account.email, 'wrong-password-x');
    expect((await attempt('10.5.0.1', account.email, TEST_PASSWORD)).status).toBe(200);
  });

  it('is shared by two server nodes on one database', async () => {
    const other: TestApp = { ...t, app: createApp({ ...t.deps }) };
    const account = await createAccount(t.deps);
    for (let i = 0; i < 5; i += 1) await attempt('10.6.0.1', account.email, 'wrong-password-x', t);
    for (let i = 5; i < 10; i += 1) await attempt('10.6.0.1', account.email, 'wrong-password-x', other);
    expect((await attempt('10.6.0.1', account.email, TEST_PASSWORD, t)).status).toBe(429);
    expect((await attempt('10.6.0.1', account.email, TEST_PASSWORD, other)).status).toBe(429);
  });

  it('counts concurrent failures exactly (row lock per key)', async () => {
    const account = await createAccount(t.deps);
    const results = await Promise.all(Array.from({ length: 10 }, () => attempt('10.7.0.1', account.email, 'wrong-password-x')));
    expect(results.every((r) => r.status === 400)).toBe(true);
    expect((await attempt('10.7.0.1', account.email, TEST_PASSWORD)).status).toBe(429);
  });

  it('behind a trusted balancer, counts the client named in X-Forwarded-For; from anyone else the header is ignored', async () => {
    const balanced: TestApp = { ...t, app: createApp({ ...t.deps, env: { ...t.deps.env, trustedProxies: ['10.9.9.9'] } }) };
    const account = await createAccount(t.deps);
    const via = (peer: string, forwardedFor: string, password: string) =>
      balanced.app.request(
        '/api/shared/login',
        { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': forwardedFor }, body: JSON.stringify({ email: account.email, password }) },
        { incoming: { socket: { remoteAddress: peer, remotePort: 40000, remoteFamily: 'IPv4' } } },
      );
    // a client's own X-Forwarded-For entry (left of the balancer's) proves nothing: the balancer's entry counts
    for (let i = 0; i < 10; i += 1) expect((await via('10.9.9.9', `1.2.3.${i}, 10.9.1.1`, 'wrong-password-x')).status).toBe(400);
    expect((await via('10.9.9.9', '10.9.1.1', TEST_PASSWORD)).status).toBe(429);
    // another client through the same balancer is not blocked with it
    expect((await via('10.9.9.9', '10.9.1.2', TEST_PASSWORD)).status).toBe(200);
    // a socket that is no balancer: its header is ignored, its own address counts
    for (let i = 0; i < 10; i += 1) await via('10.9.2.1', `10.9.3.${i}`, 'wrong-password-x');
    expect((await via('10.9.2.1', '10.9.3.99', TEST_PASSWORD)).status).toBe(429);
  });
});

describe('forwardedClient', () => {
  it('takes the nearest hop that is no balancer, and the peer when the header is missing, bogus or the peer untrusted', () => {
    expect(forwardedClient('10.0.0.1', '203.0.113.7', ['10.0.0.1'])).toBe('203.0.113.7');
    expect(forwardedClient('10.0.0.1', '198.51.100.1, 203.0.113.7, 10.0.0.2', ['10.0.0.1', '10.0.0.2'])).toBe('203.0.113.7');
    expect(forwardedClient('10.0.0.1', undefined, ['10.0.0.1'])).toBe('10.0.0.1');
    expect(forwardedClient('10.0.0.1', 'not an address', ['10.0.0.1'])).toBe('10.0.0.1');
    expect(forwardedClient('192.0.2.5', '203.0.113.7', ['10.0.0.1'])).toBe('192.0.2.5');
    expect(forwardedClient('::1', '2001:db8::1', ['::1'])).toBe('2001:db8::1');
    // a dual-stack socket's IPv4 peer is the same balancer
    expect(forwardedClient('::ffff:127.0.0.1', '203.0.113.7', ['127.0.0.1'])).toBe('203.0.113.7');
  });
});
