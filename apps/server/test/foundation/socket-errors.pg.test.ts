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
        socket.write(`GET /api/realtime HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: ${Buffer.alloc(16).toString('base64')}\r\nSec-WebSocket-Version: 13\r\n\r\n`);
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
    expect(await exchange('GET //a:99999/api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 [24]\d\d/);
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
});
