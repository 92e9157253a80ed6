import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, TEST_PASSWORD } from '../helpers/fixtures.ts';
import { createMailingTestApp, json, PUBLIC_URL } from '../helpers/accounts.ts';
import { linkIn, type SmtpSink } from '../helpers/smtp-sink.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, sink, close } = await createMailingTestApp());
});
afterAll(async () => close());

const NEW_PASSWORD = 'Ny-sommar-i-Borgå-2027';
const login = (email: string, password: string) => t.request('POST', '/api/shared/login', { body: { email, password } });
/** The account's calendar feed: its path, which answers 200 while the feed lives. */
async function feedOf(token: string): Promise<string> {
  const { url } = await json<{ url: string }>(await t.request('POST', '/api/calendar/feed', { token }));
  const path = new URL(url).pathname;
  expect((await t.app.request(path)).status).toBe(200);
  return path;
}
async function resetTokenFor(email: string): Promise<string> {
  const since = sink.mails.length;
  expect((await t.request('POST', '/api/shared/forgot', { body: { email } })).status).toBe(200);
  return (
    linkIn(await sink.waitFor(email, { since }), `${PUBLIC_URL}/app/reset/`)
      .split('/')
      .pop() ?? ''
  );
}

describe('password reset by mail', () => {
  it('forgot → mail → reset → sign in with the new password; the link works once and every session and the calendar feed end', async () => {
    const account = await createAccount(t.deps, { siteLang: 1 });
    const feed = await feedOf(account.token);
    const token = await resetTokenFor(account.email);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(sink.mails.at(-1)?.subject).toBe('Vikariat-salasanan palauttaminen');

    const res = await t.request('POST', `/api/shared/reset/${token}`, { body: { password: NEW_PASSWORD, password2: NEW_PASSWORD, resetToken: token } });
    expect(res.status).toBe(200);
    expect((await t.request('GET', '/api/shared/update/token', { token: account.token })).status).toBe(401);
    expect((await t.app.request(feed)).status).toBe(404);
    expect((await login(account.email, TEST_PASSWORD)).status).toBe(400);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);

    const reuse = await t.request('POST', `/api/shared/reset/${token}`, { body: { password: 'Tredje-lösenordet-99', password2: 'Tredje-lösenordet-99' } });
    expect(reuse.status).toBe(400);
    expect((await json(reuse)).code).toBe('invalid_link');
    expect((await login(account.email, 'Tredje-lösenordet-99')).status).toBe(400);
  });

  it('answers the same for an unknown e-mail and mails nothing', async () => {
    const account = await createAccount(t.deps);
    const since = sink.mails.length;
    const known = await json(await t.request('POST', '/api/shared/forgot', { body: { email: account.email } }));
    await sink.waitFor(account.email, { since });
    const before = sink.mails.length;
    const unknown = await json(await t.request('POST', '/api/shared/forgot', { body: { email: 'ghost@example.fi' } }));
    expect(unknown).toEqual(known);
    await new Promise((r) => setTimeout(r, 200));
    expect(sink.mails.length).toBe(before);
  });

  it('expires after 30 minutes', async () => {
    const account = await createAccount(t.deps);
    const token = await resetTokenFor(account.email);
    t.clock.advance(31 * 60_000);
    const res = await t.request('POST', `/api/shared/reset/${token}`, { body: { password: NEW_PASSWORD, password2: NEW_PASSWORD } });
    expect(res.status).toBe(400);
  });

  it('refuses a weak or mismatched password and changes nothing', async () => {
    const account = await createAccount(t.deps);
    const token = await resetTokenFor(account.email);
    const weak = await t.request('POST', `/api/shared/reset/${token}`, { body: { password: 'qwertyuiop', password2: 'qwertyuiop' } });
    expect(weak.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(weak)).fields).toHaveProperty('password');
    const mismatch = await t.request('POST', `/api/shared/reset/${token}`, { body: { password: NEW_PASSWORD, password2: 'x' } });
    expect((await json<{ fields: Record<string, string> }>(mismatch)).fields).toHaveProperty('password2');
    const otherToken = await t.request('POST', `/api/shared/reset/${token}`, { body: { password: NEW_PASSWORD, password2: NEW_PASSWORD, resetToken: 'other' } });
    expect((await json<{ fields: Record<string, string> }>(otherToken)).fields).toHaveProperty('resetToken');
    expect((await login(account.email, TEST_PASSWORD)).status).toBe(200);
    // the link was not spent by the refused attempts
    expect((await t.request('POST', `/api/shared/reset/${token}`, { body: { password: NEW_PASSWORD, password2: NEW_PASSWORD } })).status).toBe(200);
  });
});

describe('POST /api/shared/change-password', () => {
  it('changes the password, ends other sessions and the calendar feed, keeps this one with a new token', async () => {
    const account = await createAccount(t.deps);
    const other = await json<{ token: string }>(await login(account.email, TEST_PASSWORD));
    const feed = await feedOf(account.token);
    const res = await t.request('POST', '/api/shared/change-password', {
      token: account.token,
      body: { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD },
    });
    expect(res.status).toBe(200);
    const { token } = await json<{ token: string }>(res);
    expect((await t.request('GET', '/api/shared/update/token', { token })).status).toBe(200);
    expect((await t.request('GET', '/api/shared/update/token', { token: other.token })).status).toBe(401);
    // whoever once had the account no longer reads its jobs through the feed URL
    expect((await t.app.request(feed)).status).toBe(404);
    expect((await login(account.email, NEW_PASSWORD)).status).toBe(200);
  });

  it('refuses a wrong old password (400 oldPassword) and a missing token (401)', async () => {
    const account = await createAccount(t.deps);
    const wrong = await t.request('POST', '/api/shared/change-password', {
      token: account.token,
      body: { oldPassword: 'not-it-at-all', password: NEW_PASSWORD, password2: NEW_PASSWORD },
    });
    expect(wrong.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(wrong)).fields).toHaveProperty('oldPassword');
    expect((await login(account.email, TEST_PASSWORD)).status).toBe(200);
    expect(
      (await t.request('POST', '/api/shared/change-password', { body: { oldPassword: TEST_PASSWORD, password: NEW_PASSWORD, password2: NEW_PASSWORD } })).status,
    ).toBe(401);
  });
});

describe('POST /api/shared/forgot while signed in', () => {
  it("refuses an e-mail other than the account's own", async () => {
    const account = await createAccount(t.deps);
    const res = await t.request('POST', '/api/shared/forgot', { token: account.token, body: { email: 'someone@example.fi' } });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toEqual({
      email: 'E-posten stämmer inte överens med den du använder till ditt konto!',
    });
    expect((await t.request('POST', '/api/shared/forgot', { token: account.token, body: { email: account.email } })).status).toBe(200);
  });
});

describe('mail flooding', () => {
  it('sends at most 10 reset mails to one address a quarter-hour, with the same answer throughout', async () => {
    const account = await createAccount(t.deps);
    const since = sink.mails.length;
    const answers = new Set<string>();
    for (let i = 0; i < 12; i += 1) {
      const res = await t.request('POST', '/api/shared/forgot', { body: { email: account.email } });
      expect(res.status).toBe(200);
      answers.add(JSON.stringify(await res.json()));
    }
    expect(answers.size).toBe(1);
    const mine = () => sink.mails.slice(since).filter((m) => m.text?.includes('/app/reset/') && JSON.stringify(m.to).includes(account.email));
    await expect.poll(() => mine().length).toBe(10);
    await new Promise((r) => setTimeout(r, 200));
    expect(mine()).toHaveLength(10);
  });
});
