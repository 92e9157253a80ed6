import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema/index.ts';
import { accountLockTask } from '../../src/services/accounts/background-tasks.ts';
import { createAccount } from '../helpers/fixtures.ts';
import { createMailingTestApp, json, PUBLIC_URL, substitutePayload } from '../helpers/accounts.ts';
import { linkIn, type SmtpSink } from '../helpers/smtp-sink.ts';
import type { TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let sink: SmtpSink;
let close: () => Promise<void>;
beforeAll(async () => {
  ({ t, sink, close } = await createMailingTestApp());
});
afterAll(async () => close());

const HOUR = 3_600_000;
const PASSWORD = 'Sommarstuga-i-Karis-2026';
const rowOf = async (email: string) => (await t.deps.database.db.select().from(accounts).where(eq(accounts.email, email)))[0];
const confirmIdOf = async (email: string, since = 0) =>
  linkIn(await sink.waitFor(email, { since }), `${PUBLIC_URL}/app/confirm/`)
    .split('/')
    .pop() ?? '';
async function register(email: string): Promise<void> {
  expect((await t.request('POST', '/api/users/register-user', { body: substitutePayload(email) })).status).toBe(201);
}

describe('POST /api/users/confirm-email (activation resend)', () => {
  it("answers 'Already confirmed' for an active account", async () => {
    const active = await createAccount(t.deps);
    const res = await t.request('POST', '/api/users/confirm-email', { body: { email: active.email } });
    expect(await json(res)).toMatchObject({ message: 'Already confirmed' });
  });

  it('gives the same answer for an unknown e-mail and a waiting account, and mails only the latter a new link', async () => {
    await register('waiting@example.fi');
    const first = await confirmIdOf('waiting@example.fi');
    const since = sink.mails.length;
    const waiting = await json(await t.request('POST', '/api/users/confirm-email', { body: { email: 'waiting@example.fi' } }));
    const unknown = await json(await t.request('POST', '/api/users/confirm-email', { body: { email: 'nobody@example.fi' } }));
    expect(waiting).toEqual(unknown);
    const second = await confirmIdOf('waiting@example.fi', since);
    expect(second).not.toBe(first);
    // the newer link replaces the older one
    expect((await t.request('POST', `/api/shared/confirm/${first}`)).status).toBe(400);
    expect((await t.request('POST', `/api/shared/confirm/${second}`)).status).toBe(200);
  });

  it('refuses a malformed e-mail with a field error', async () => {
    const res = await t.request('POST', '/api/users/confirm-email', { body: { email: 'nope' } });
    expect(res.status).toBe(400);
    expect((await json<{ fields: Record<string, string> }>(res)).fields).toHaveProperty('email');
  });
});

describe('locking after 24 hours', () => {
  it('locks an account left unconfirmed for 24 h; its link no longer works; only an admin unlocks it', async () => {
    const email = 'late@example.fi';
    await register(email);
    const id = await confirmIdOf(email);
    t.clock.advance(23 * HOUR);
    await accountLockTask.run(t.deps);
    expect((await rowOf(email))?.locked).toBe(false);
    t.clock.advance(2 * HOUR);
    await accountLockTask.run(t.deps);
    expect((await rowOf(email))?.locked).toBe(true);

    const confirm = await t.request('POST', `/api/shared/confirm/${id}`);
    expect(confirm.status).toBe(400);
    const login = await t.request('POST', '/api/shared/login', { body: { email, password: PASSWORD } });
    expect((await json(login)).code).toBe('locked');
    // a locked account gets no new link from the resend form
    const since = sink.mails.length;
    await t.request('POST', '/api/users/confirm-email', { body: { email } });

    const admin = await createAccount(t.deps, { role: 'admin' });
    const user = await createAccount(t.deps);
    const locked = await json<{ accounts: { id: string; email: string }[] }>(await t.request('GET', '/api/admin/accounts/locked', { token: admin.token }));
    const row = await rowOf(email);
    expect(locked.accounts.map((a) => a.email)).toContain(email);
    expect((await t.request('GET', '/api/admin/accounts/locked', { token: user.token })).status).toBe(403);
    expect((await t.request('GET', '/api/admin/accounts/locked')).status).toBe(401);
    expect((await t.request('POST', `/api/admin/accounts/${row?.id}/unlock`, { token: user.token })).status).toBe(403);
    expect((await t.request('POST', `/api/admin/accounts/${row?.id}/unlock`)).status).toBe(401);
    expect(sink.mails.length).toBe(since);

    expect((await t.request('POST', `/api/admin/accounts/${row?.id}/unlock`, { token: admin.token })).status).toBe(200);
    expect((await rowOf(email))?.locked).toBe(false);
    // the unlock mails a fresh link, valid for another 24 hours
    const fresh = await confirmIdOf(email, since);
    await accountLockTask.run(t.deps);
    expect((await rowOf(email))?.locked).toBe(false);
    expect((await t.request('POST', `/api/shared/confirm/${fresh}`)).status).toBe(200);
    expect((await t.request('POST', '/api/shared/login', { body: { email, password: PASSWORD } })).status).toBe(200);
  });

  it('never locks a confirmed account', async () => {
    const active = await createAccount(t.deps);
    t.clock.advance(48 * HOUR);
    await accountLockTask.run(t.deps);
    expect((await rowOf(active.email))?.locked).toBe(false);
  });

  it('answers 404 for an unknown account id', async () => {
    const admin = await createAccount(t.deps, { role: 'admin' });
    expect((await t.request('POST', '/api/admin/accounts/not-a-uuid/unlock', { token: admin.token })).status).toBe(404);
  });
});

describe('POST /api/shared/confirm/{id}', () => {
  it('refuses an unknown or malformed id with a message to show', async () => {
    for (const id of ['x', 'A'.repeat(43)]) {
      const res = await t.request('POST', `/api/shared/confirm/${id}`, { headers: { cookie: '_lang=fi' } });
      expect(res.status).toBe(400);
      expect((await json(res)).msg).toBe('Aktivointilinkki on virheellinen tai jo käytetty. Tilaa uusi aktivointilinkki.');
    }
  });
});
