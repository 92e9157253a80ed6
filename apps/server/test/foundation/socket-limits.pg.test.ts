import { mkdtempSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { STREAM_CLOSE } from '@vikariat/sync';
import { createAccount } from '../helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';
import { parseEnv } from '../../src/env.ts';
import { MAX_SOCKETS_PER_ACCOUNT } from '../../src/realtime/websocket.ts';
import { startServer, type RunningServer } from '../../src/server.ts';

/** What one client may hold of the server: no socket left open by an upgrade nobody answers, a few sockets an account. */
let db: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  db = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vikariat-limits-')), LOG_LEVEL: 'silent' });
  server = await startServer({ env, database: db.database });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

/** Sends a raw request and resolves with what came back once the server closed the socket ('' if it did not in 2 s). */
function exchange(head: string): Promise<{ text: string; closedByServer: boolean }> {
  const { port } = new URL(server.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
    let text = '';
    const timer = setTimeout(() => {
      socket.destroy();
      resolve({ text, closedByServer: false });
    }, 2_000);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      resolve({ text, closedByServer: true });
    });
  });
}

describe('socket limits', () => {
  it.each(['/api/health', '/api/sync/jobs/pull', '/nowhere', '//a:99999/api/realtime'])(
    'answers and closes an upgrade request to %s (none is left holding its socket)',
    async (target) => {
      const answer = await exchange(`GET ${target} HTTP/1.1\r\nHost: x\r\nConnection: Upgrade\r\nUpgrade: websocket\r\n\r\n`);
      expect(answer.closedByServer).toBe(true);
      expect(answer.text).toMatch(/^HTTP\/1\.1 404/);
    },
  );

  it(`keeps at most ${MAX_SOCKETS_PER_ACCOUNT} sockets of one account open: past it the oldest is closed`, async () => {
    const me = await createAccount(server.deps);
    const other = await createAccount(server.deps);
    const url = (token: string) => `${server.url.replace('http', 'ws')}/api/realtime?token=${token}`;
    const ready = (token: string) =>
      new Promise<{ ws: WebSocket; closed: Promise<number> }>((resolve, reject) => {
        const ws = new WebSocket(url(token));
        ws.on('error', reject);
        const closed = new Promise<number>((done) => ws.once('close', (code) => done(code)));
        ws.on('message', (data: Buffer) => {
          if ((JSON.parse(data.toString()) as { type: string }).type === 'ready') resolve({ ws, closed });
        });
      });
    const mine = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT; i += 1) mine.push(await ready(me.token));
    const theirs = await ready(other.token);
    const newest = await ready(me.token);
    expect(await mine[0]?.closed).toBe(STREAM_CLOSE.tooManyConnections.code);
    // the others, the newest and another account's stay open
    await new Promise((r) => setTimeout(r, 200));
    expect([...mine.slice(1), newest, theirs].every(({ ws }) => ws.readyState === WebSocket.OPEN)).toBe(true);
    for (const { ws } of [...mine, newest, theirs]) ws.close();
  });
});
