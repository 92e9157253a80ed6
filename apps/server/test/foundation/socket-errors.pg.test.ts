import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAccount } from '../helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';
import { syncLog } from '../../src/db/schema/index.ts';
import { saveAttachment } from '../../src/files/attachments.ts';
import { parseEnv } from '../../src/env.ts';
import { startServer, type RunningServer } from '../../src/server.ts';
import { flushSyncLog } from '../../src/sync/sync-log.ts';

/**
 * Issue 21 item 5: a socket error must never take the process down. An 'error' event without a listener throws; in
 * this test process that fails the run, as it killed the server before.
 */
let db: TestDatabase;
let server: RunningServer;

beforeAll(async () => {
  db = await createTestDatabase();
  const env = parseEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vikariat-sockets-')), LOG_LEVEL: 'silent' });
  server = await startServer({ env, database: db.database });
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

const wsUrl = (query = '') => `${server.url.replace('http', 'ws')}/api/realtime${query}`;

async function healthy(): Promise<void> {
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
}

/** Opens a socket, runs `act` on it, and resolves with the close code the server gave. */
function closeCodeAfter(url: string, act: (ws: WebSocket) => void): Promise<number> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('error', () => undefined);
    ws.once('open', () => act(ws));
    ws.once('close', (code) => resolve(code));
    ws.once('unexpected-response', () => reject(new Error('no upgrade')));
  });
}

describe('socket errors', () => {
  it('survives a websocket message over the size limit sent without signing in', async () => {
    const code = await closeCodeAfter(wsUrl(), (ws) => ws.send('x'.repeat(70 * 1024)));
    // 1009: message too big
    expect(code).toBe(1009);
    await healthy();
  });

  it('survives an oversized message from a signed-in client', async () => {
    const me = await createAccount(server.deps);
    const code = await closeCodeAfter(wsUrl(`?token=${me.token}`), (ws) => {
      ws.once('message', () => ws.send(Buffer.alloc(80 * 1024, 1)));
    });
    expect(code).toBe(1009);
    await healthy();
  });

  it('survives a malformed websocket frame', async () => {
    const code = await closeCodeAfter(wsUrl(), (ws) => {
      // an unmasked client frame with a reserved opcode: a protocol error on the server's side
      (ws as unknown as { _socket: Socket })._socket.write(Buffer.from([0x83, 0x01, 0x00]));
    });
    expect(code).toBe(1002);
    await healthy();
  });

  it('survives a connection cut in the middle of the upgrade and garbage instead of HTTP', async () => {
    const { port } = new URL(server.url);
    await new Promise<void>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => {
        socket.write(
          `GET /api/realtime HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${Buffer.alloc(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
        );
        socket.resetAndDestroy();
        resolve();
      });
    });
    const answer = await new Promise<string>((resolve) => {
      const socket = connect(Number(port), '127.0.0.1', () => socket.write('\u0000\u0001 NOT HTTP\r\n\r\n'));
      let text = '';
      socket.on('data', (chunk) => (text += chunk.toString()));
      socket.on('close', () => resolve(text));
      socket.on('error', () => resolve(text));
    });
    expect(answer).toMatch(/^HTTP\/1\.1 400/);
    // written on the raw socket, outside Hono, and still with strict headers (an attacker found them missing)
    expect(answer).toContain("Content-Security-Policy: default-src 'none'; frame-ancestors 'none'");
    expect(answer).toContain('X-Content-Type-Options: nosniff');
    await healthy();
  });

  it('closes a connection it refused even when the client never closes its side', async () => {
    const { port } = new URL(server.url);
    const connections = () => new Promise<number>((resolve, reject) => server.server.getConnections((error, n) => (error ? reject(error) : resolve(n))));
    const before = await connections();
    // a client that keeps its half open after the server's answer: before, each held a socket (and a descriptor) for good
    const sockets = await Promise.all(
      Array.from(
        { length: 5 },
        () =>
          new Promise<Socket>((resolve) => {
            const socket = connect({ port: Number(port), host: '127.0.0.1', allowHalfOpen: true }, () => socket.write('\u0000 NOT HTTP\r\n\r\n'));
            socket.on('error', () => undefined);
            socket.once('data', () => resolve(socket));
          }),
      ),
    );
    await expect.poll(connections, { timeout: 5_000 }).toBe(before);
    for (const socket of sockets) socket.destroy();
  });

  it('only closes a connection that sends garbage while an answer is being written: no 400 inside that answer', async () => {
    const me = await createAccount(server.deps);
    // larger than the kernel's buffers: the answer is still being written when the garbage comes
    const name = await saveAttachment(server.deps.database.db, server.deps.env.DATA_DIR, me.id, 'big.bin', new Uint8Array(32 * 1024 * 1024));
    const { port } = new URL(server.url);
    const received = await new Promise<Buffer>((resolve) => {
      const chunks: Buffer[] = [];
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET /api/shared/file/${name} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${me.token}\r\n\r\n`),
      );
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      // the answer's head is in: stop reading, send garbage, then read all there is
      socket.once('data', () => {
        socket.pause();
        socket.write('\u0000 NOT HTTP\r\n\r\n', () => setTimeout(() => socket.resume(), 200));
      });
      socket.on('error', () => undefined);
      socket.on('close', () => resolve(Buffer.concat(chunks)));
    });
    expect(received.toString('latin1', 0, 12)).toBe('HTTP/1.1 200');
    expect(received.indexOf('HTTP/1.1 400')).toBe(-1);
    await healthy();
  });

  it('survives a request target that is no URL, as an upgrade and as a plain request', async () => {
    const { port } = new URL(server.url);
    const exchange = (head: string) =>
      new Promise<string>((resolve) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(head));
        let text = '';
        socket.setTimeout(1_000, () => socket.destroy());
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', () => resolve(text));
      });
    const upgrade = `Upgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${Buffer.alloc(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n`;
    await exchange(`GET //a:99999/api/realtime HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n`);
    // an upgrade on a path that is no stream: 404, with strict headers
    const wrongPath = await exchange(`GET /api/elsewhere HTTP/1.1\r\nHost: x\r\n${upgrade}\r\n`);
    expect(wrongPath).toMatch(/^HTTP\/1\.1 404/);
    expect(wrongPath).toContain('X-Frame-Options: DENY');
    expect(await exchange('GET //a:99999/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 [24]\d\d/);
    await healthy();
  });

  /**
   * The malformed-input classes of the route sweep (test/malformed/), as websocket messages: the socket is not in the
   * route table. As the first message (the sign-in) each is refused with the unauthenticated close; after a sign-in each
   * is ignored, and the socket still answers a ping.
   */
  const MALFORMED_MESSAGES: Array<[string, string | Buffer]> = [
    ['invalid JSON', '{"type":"auth","token":'],
    ['an array', '[]'],
    ['null', 'null'],
    ['wrong types', JSON.stringify({ type: 'auth', token: 12345, deviceId: ['x'] })],
    ['a missing token', JSON.stringify({ type: 'auth' })],
    ['extra and prototype keys', '{"type":"auth","token":"x","__proto__":{"admin":true},"constructor":{"prototype":{"admin":true}}}'],
    ['a NUL in the token and the device', JSON.stringify({ type: 'auth', token: 'a\u0000b', deviceId: 'd\u0000' })],
    ['lone surrogates', JSON.stringify({ type: 'auth', token: '\ud800', deviceId: '\udc00' })],
    ['a nested array 20,000 deep', '['.repeat(20_000) + ']'.repeat(20_000)],
    // as deep as the 64 KB a message may hold
    ['a nested object 10,000 deep in a field', `{"type":"event","name":"x","data":${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}}`],
    ['an impossible date', JSON.stringify({ type: 'auth', token: '2026-02-30', deviceId: '0000-00-00' })],
    ['a binary frame', Buffer.from([0xff, 0xfe, 0x00, 0x01])],
  ];

  it.each(MALFORMED_MESSAGES)('refuses %s as the sign-in message, and stays up', async (_, message) => {
    const code = await closeCodeAfter(wsUrl(), (ws) => ws.send(message));
    expect(code).toBe(4401);
    await healthy();
  });

  it('ignores every malformed message after a sign-in: the socket still answers a ping', async () => {
    const me = await createAccount(server.deps);
    const answers = await new Promise<string[]>((resolve, reject) => {
      const ws = new WebSocket(wsUrl(`?token=${me.token}`));
      const received: string[] = [];
      ws.on('error', reject);
      ws.on('message', (data: Buffer) => {
        const event = (JSON.parse(data.toString()) as { type: string }).type;
        received.push(event);
        if (event === 'ready') {
          for (const [, message] of MALFORMED_MESSAGES) ws.send(message);
          ws.send(JSON.stringify({ type: 'ping' }));
        }
        if (event === 'pong') ws.close();
      });
      ws.once('close', () => resolve(received));
    });
    expect(answers).toEqual(['ready', 'pong']);
    await healthy();
  });

  it('logs a connection with an odd device id without it (issue 21 item 10: it failed the sync log batch)', async () => {
    const me = await createAccount(server.deps);
    const code = await closeCodeAfter(wsUrl(`?token=${me.token}&deviceId=a%00b`), (ws) => ws.once('message', () => ws.close()));
    expect(code).toBe(1005);
    await flushSyncLog(server.deps);
    const entries = await server.deps.database.db.select().from(syncLog).where(eq(syncLog.accountId, me.id));
    expect(entries.map((e) => [e.kind, e.deviceId])).toContainEqual(['connect', '']);
  });

  it('records the connecting device’s browser and system from its User-Agent, for the admin’s sync log', async () => {
    const me = await createAccount(server.deps);
    const agent = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(wsUrl(`?token=${me.token}&deviceId=pixel-1`), { headers: { 'user-agent': agent } });
      ws.once('message', () => ws.close());
      ws.once('close', () => resolve());
      ws.once('error', reject);
    });
    await flushSyncLog(server.deps);
    const entries = await server.deps.database.db.select().from(syncLog).where(eq(syncLog.accountId, me.id));
    expect(entries.filter((e) => e.kind === 'connect').map((e) => [e.deviceId, e.device])).toEqual([['pixel-1', 'Chrome · Android']]);
  });
});
