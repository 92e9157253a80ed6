// An open websocket lives only as long as its session (issue 21): signed out elsewhere, password changed elsewhere,
// deactivated or removed by the principal, account deleted — the socket closes with 4401 'session ended' within a
// second and is told nothing after the session ended.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STREAM_CLOSE, type StreamEvent } from '@vikariat/sync';
import { createAccount, createSchool, tokenFor, TEST_PASSWORD, type TestAccount } from '../../test/helpers/fixtures.ts';
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
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vikariat-session-end-')),
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'session-end-test-secret-0123456789abcdef',
    }),
  });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const call = async (method: string, url: string, token: string, body?: unknown): Promise<number> => {
  const init: RequestInit = { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
  if (body !== undefined) init.body = JSON.stringify(body);
  return (await fetch(`${server.url}${url}`, init)).status;
};

/** A socket that records what it is told and how it closes. */
async function listen(token: string) {
  const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime?deviceId=session-end`);
  const events: StreamEvent[] = [];
  const closed = new Promise<{ code: number; reason: string; at: number }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString(), at: Date.now() }));
  });
  const ready = new Promise<void>((resolve) => {
    ws.on('message', (data: Buffer) => {
      const event = JSON.parse(data.toString()) as StreamEvent;
      events.push(event);
      if (event.type === 'ready') resolve();
    });
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  ws.send(JSON.stringify({ type: 'auth', token, deviceId: 'session-end' }));
  await ready;
  return { ws, events, closed };
}

/** The session ends through `end`; right after it, a change every reader hears is announced. */
async function expectClosedAfter(account: TestAccount, end: () => Promise<void>) {
  const socket = await listen(account.token);
  const started = Date.now();
  await end();
  await server.deps.realtime.publish({ topics: ['all', `user:${account.id}`], collections: ['notices'] });
  const closed = await Promise.race([socket.closed, new Promise<null>((resolve) => setTimeout(() => resolve(null), 2_000))]);
  expect(closed === null ? 'still open after 2 s' : { code: closed.code, reason: closed.reason }).toEqual(STREAM_CLOSE.sessionEnded);
  if (closed === null) return socket;
  expect(closed.at - started).toBeLessThan(1_000);
  expect(socket.events.filter((e) => e.type === 'changed')).toEqual([]);
  return socket;
}

describe('an open websocket after its session ends', () => {
  it('closes when the session signs out elsewhere (same session, another tab)', async () => {
    const sub = await createAccount(server.deps);
    await expectClosedAfter(sub, async () => {
      expect(await call('POST', '/api/shared/logout', sub.token)).toBe(200);
    });
  });

  it('closes the other sessions when the password is changed, and keeps the changing one', async () => {
    const sub = await createAccount(server.deps);
    const changerToken = await tokenFor(server.deps, sub.id);
    const changer = await listen(changerToken);
    const body = { oldPassword: TEST_PASSWORD, password: 'Another-horse-43', password2: 'Another-horse-43' };
    await expectClosedAfter(sub, async () => {
      expect(await call('POST', '/api/shared/change-password', changerToken, body)).toBe(200);
    });
    // the changer's own socket still hears changes
    await server.deps.realtime.publish({ topics: [`user:${sub.id}`], collections: ['profile'] });
    await expect.poll(() => changer.events.some((e) => e.type === 'changed')).toBe(true);
    changer.ws.close();
  });

  it('closes when the principal deactivates the teacher', async () => {
    const schoolId = await createSchool(server.deps);
    const principal = await createAccount(server.deps, { role: 'principal', schoolId, approved: true });
    const teacher = await createAccount(server.deps, { role: 'teacher', schoolId, approved: true });
    await expectClosedAfter(teacher, async () => {
      expect(await call('POST', '/api/principals/deactivate/teacher', principal.token, { email: teacher.email })).toBe(200);
    });
  });

  it('closes when the principal removes the teacher', async () => {
    const schoolId = await createSchool(server.deps);
    const principal = await createAccount(server.deps, { role: 'principal', schoolId, approved: true });
    const teacher = await createAccount(server.deps, { role: 'teacher', schoolId, approved: true });
    await expectClosedAfter(teacher, async () => {
      expect(await call('DELETE', `/api/principals/remove/${encodeURIComponent(teacher.email)}`, principal.token)).toBe(200);
    });
  });

  it('closes every device of an account deleted on one of them', async () => {
    const sub = await createAccount(server.deps);
    const deleting = await tokenFor(server.deps, sub.id);
    await expectClosedAfter(sub, async () => {
      expect(await call('POST', '/api/users/delete/account', deleting, { email: sub.email })).toBe(200);
    });
  });

  it('keeps serving a live session', async () => {
    const sub = await createAccount(server.deps);
    const socket = await listen(sub.token);
    await server.deps.realtime.publish({ topics: [`user:${sub.id}`], collections: ['profile'] });
    await expect.poll(() => socket.events.some((e) => e.type === 'changed')).toBe(true);
    expect(socket.ws.readyState).toBe(WebSocket.OPEN);
    socket.ws.close();
  });
});
