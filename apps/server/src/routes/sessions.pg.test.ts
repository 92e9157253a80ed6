// Signed-in devices (issue 25): a person lists their live sessions and ends any of them; ending another device's
// session closes its open websocket at once (the sessions trigger of migration 0009) and refuses its next call.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STREAM_CLOSE, type StreamEvent } from '@vikariat/sync';
import { createAccount, TEST_PASSWORD, type TestAccount } from '../../test/helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../../test/helpers/test-db.ts';
import { parseEnv } from '../env.ts';
import { startServer, type RunningServer } from '../server.ts';

let db: TestDatabase;
let server: RunningServer;
beforeAll(async () => {
  db = await createTestDatabase();
  server = await startServer({
    env: parseEnv({
      NODE_ENV: 'test',
      PORT: '0',
      DATABASE_URL: db.url,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vikariat-sessions-')),
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'sessions-test-secret-0123456789abcdef0123',
    }),
  });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const PHONE_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const LAPTOP_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.1; rv:132.0) Gecko/20100101 Firefox/132.0';

const call = async (method: string, url: string, token?: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json', ...headers },
    ...(method === 'POST' ? { body: '{}' } : {}),
  });
  return { status: res.status, body: (await res.json().catch(() => null)) as Record<string, unknown> | null };
};

/** Signs in through the real route from a device with this user agent. */
async function signInFrom(account: TestAccount, userAgent: string): Promise<string> {
  const res = await fetch(`${server.url}/api/shared/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'user-agent': userAgent },
    body: JSON.stringify({ email: account.email, password: TEST_PASSWORD }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

interface Listed {
  id: string;
  device: string;
  current: boolean;
  createdAt: string;
  lastUsedAt: string;
}
const list = async (token: string) => (await call('GET', '/api/shared/sessions', token)).body?.['sessions'] as Listed[];

async function listen(token: string) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime?deviceId=sessions-test`);
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() })));
  const ready = new Promise<void>((resolve) => ws.on('message', (data: Buffer) => (JSON.parse(data.toString()) as StreamEvent).type === 'ready' && resolve()));
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token, deviceId: 'sessions-test' }));
  await ready;
  return { ws, closed };
}

describe('signed-in devices', () => {
  it('lists the caller’s live sessions with device, times and which one is this device', async () => {
    const sub = await createAccount(server.deps);
    const phone = await signInFrom(sub, PHONE_UA);
    await signInFrom(sub, LAPTOP_UA);
    const sessions = await list(phone);
    // the fixture's own session, the phone and the laptop
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current).map((s) => s.device)).toEqual(['Chrome · Android']);
    expect(sessions.map((s) => s.device)).toContain('Firefox · macOS');
    for (const s of sessions) expect(Number.isNaN(Date.parse(s.lastUsedAt))).toBe(false);
    // nobody else's sessions are in it
    const other = await createAccount(server.deps);
    expect((await list(other.token)).map((s) => s.id)).not.toContain(sessions[0]?.id);
    expect((await call('GET', '/api/shared/sessions')).status).toBe(401);
  });

  it('ends another of the caller’s sessions: its websocket closes at once and its next call is refused', async () => {
    const sub = await createAccount(server.deps);
    const phone = await signInFrom(sub, PHONE_UA);
    const laptop = await signInFrom(sub, LAPTOP_UA);
    const socket = await listen(laptop);
    const laptopSession = (await list(phone)).find((s) => s.device === 'Firefox · macOS');
    expect((await call('POST', `/api/shared/sessions/${laptopSession?.id ?? ''}/end`, phone)).status).toBe(200);
    const closed = await Promise.race([socket.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000))]);
    expect(closed ?? 'still open after 2 s').toEqual(STREAM_CLOSE.sessionEnded);
    expect((await call('GET', '/api/shared/sessions', laptop)).status).toBe(401);
    expect((await list(phone)).map((s) => s.id)).not.toContain(laptopSession?.id);
    // ending it again: it is gone
    expect((await call('POST', `/api/shared/sessions/${laptopSession?.id ?? ''}/end`, phone)).status).toBe(404);
  });

  it('cannot end another person’s session (404, and it lives on); a malformed id is a 400', async () => {
    const sub = await createAccount(server.deps);
    const other = await createAccount(server.deps);
    const otherSession = (await list(other.token))[0];
    expect((await call('POST', `/api/shared/sessions/${otherSession?.id ?? ''}/end`, sub.token)).status).toBe(404);
    expect((await call('GET', '/api/shared/sessions', other.token)).status).toBe(200);
    const bad = await call('POST', '/api/shared/sessions/nej/end', sub.token, { cookie: '_lang=fi' });
    expect(bad.status).toBe(400);
    expect((bad.body?.['fields'] as Record<string, string>)['id']).toBeDefined();
    expect((await call('POST', `/api/shared/sessions/${otherSession?.id ?? ''}/end`)).status).toBe(401);
  });

  it('signs out everywhere else and keeps this device', async () => {
    const sub = await createAccount(server.deps);
    const phone = await signInFrom(sub, PHONE_UA);
    const laptop = await signInFrom(sub, LAPTOP_UA);
    const res = await call('POST', '/api/shared/sessions/others/end', phone);
    expect(res.body).toEqual({ success: true, ended: 2 });
    expect((await list(phone)).map((s) => s.current)).toEqual([true]);
    expect((await call('GET', '/api/shared/sessions', laptop)).status).toBe(401);
    expect((await call('GET', '/api/shared/sessions', sub.token)).status).toBe(401);
  });
});
