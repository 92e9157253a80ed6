import { mkdtempSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createAccount } from '../helpers/fixtures.ts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db.ts';
import { parseEnv } from '../../src/env.ts';
import { saveAttachment } from '../../src/files/attachments.ts';
import { HTTP_LIMITS, type HttpLimits } from '../../src/http/http-limits.ts';
import { API_BODY_LIMIT } from '../../src/http/request-body.ts';
import { startServer, type RunningServer } from '../../src/server.ts';

/**
 * How long a connection may hold the server (http-limits.ts), on a server with the limits shortened: a client that
 * sends half a request, stops sending, trickles, never reads its answer or reads it a trickle at a time loses its
 * socket; before, each kept it for Node's 60 or 300 s, or for good once its request was in.
 */
const LIMITS: HttpLimits = { headersMs: 500, requestMs: 3_000, idleMs: 1_000, downloadIdleMs: 1_000, exchangeMs: 6_000, keepAliveMs: 5_000, checkMs: 100 };
/** larger than the kernel's buffers on both ends: an answer a client does not read stays in the writing */
const BIG = 32 * 1024 * 1024;

let db: TestDatabase;
let server: RunningServer;
/** the server's end of each connection, by the client's port */
const serverSockets = new Map<number, Socket>();

async function serve(limits: HttpLimits): Promise<RunningServer> {
  const env = parseEnv({ NODE_ENV: 'test', PORT: '0', DATA_DIR: mkdtempSync(path.join(tmpdir(), 'vikariat-timeouts-')), LOG_LEVEL: 'silent' });
  const running = await startServer({ env, database: db.database, httpLimits: limits });
  running.server.on('connection', (socket: Socket) => serverSockets.set(socket.remotePort ?? 0, socket));
  return running;
}
const portOf = (running: RunningServer) => Number(new URL(running.url).port);

beforeAll(async () => {
  db = await createTestDatabase();
  server = await serve(LIMITS);
});
afterAll(async () => {
  await server.close();
  await db.drop();
});

/** Whether the server let go of the connection `client` opened (whatever the client still has to read). */
const closedByServer = (client: Socket) => () => serverSockets.get(client.localPort ?? 0)?.destroyed === true;

/** Writes `head`, then `trickle` a byte each 200 ms; resolves with what came back once the server closed ('' and false if not in 8 s). */
function exchange(head: string, trickle = false): Promise<{ text: string; closedByServer: boolean }> {
  return new Promise((resolve) => {
    const socket = connect(portOf(server), '127.0.0.1', () => socket.write(head));
    let text = '';
    const drip = trickle ? setInterval(() => socket.write('a'), 200) : undefined;
    const done = (closedByServer: boolean) => {
      clearInterval(drip);
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, closedByServer });
    };
    const timer = setTimeout(() => done(false), 8_000);
    socket.on('data', (chunk) => (text += chunk.toString()));
    socket.on('error', () => undefined);
    socket.on('close', () => done(true));
  });
}

/** Asks `from` for a 32 MB file and reads it as `read` says; resolves once the answer's head is in, with when it asked. */
async function download(from: RunningServer, read: (socket: Socket) => void): Promise<{ socket: Socket; askedAt: number; received: () => number }> {
  const me = await createAccount(from.deps);
  const name = await saveAttachment(from.deps.database.db, from.deps.env.DATA_DIR, me.id, 'big.bin', new Uint8Array(BIG));
  let received = 0;
  let askedAt = 0;
  const socket = await new Promise<Socket>((resolve) => {
    const s = connect(portOf(from), '127.0.0.1', () => {
      askedAt = Date.now();
      s.write(`GET /api/shared/file/${name} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${me.token}\r\n\r\n`);
    });
    s.on('data', (chunk: Buffer) => (received += chunk.length));
    s.on('error', () => undefined);
    s.once('data', () => {
      read(s);
      resolve(s);
    });
  });
  return { socket, askedAt, received: () => received };
}

describe('what a connection may hold', () => {
  it('gives a body of the API’s largest size at a slow phone’s 16 KB/s time to arrive, and a minute of silence', () => {
    expect(HTTP_LIMITS.requestMs).toBeGreaterThan((API_BODY_LIMIT / (16 * 1024)) * 1000 + HTTP_LIMITS.headersMs);
    expect(HTTP_LIMITS.exchangeMs).toBeGreaterThanOrEqual(2 * HTTP_LIMITS.requestMs);
    expect(HTTP_LIMITS.idleMs).toBe(60_000);
  });

  it('answers half a request head with a 408 and closes it', async () => {
    const answer = await exchange('GET /api/health HTTP/1.1\r\nHost: x\r\n');
    expect(answer).toEqual({ text: expect.stringMatching(/^HTTP\/1\.1 408/) as string, closedByServer: true });
  });

  it('closes a request whose body stopped coming (idle), before the request limit', async () => {
    const answer = await exchange('POST /api/accessibility/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"mes');
    expect(answer).toEqual({ text: '', closedByServer: true });
  });

  it('answers a body that trickles in, never idle, with a 408 at the request limit', async () => {
    const answer = await exchange('POST /api/accessibility/feedback HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n', true);
    expect(answer).toEqual({ text: expect.stringMatching(/^HTTP\/1\.1 408/) as string, closedByServer: true });
  });

  it('closes a connection whose client never reads the answer when it idles, before the exchange limit', async () => {
    const { socket } = await download(server, (s) => s.pause());
    const headIn = Date.now();
    await expect.poll(closedByServer(socket), { timeout: 8_000, interval: 100 }).toBe(true);
    expect(Date.now() - headIn).toBeLessThan(LIMITS.exchangeMs);
    socket.destroy();
  });

  it('closes a connection whose client reads its answer a trickle at a time at the exchange limit', async () => {
    // idle far off: on loopback a slow reader's progress shows in bursts (the kernel's buffers are large)
    const patient = await serve({ ...LIMITS, idleMs: 20_000, exchangeMs: 2_000 });
    try {
      // ~2 MB/s: 32 MB would take 15 s or more
      const { socket, askedAt, received } = await download(patient, (s) =>
        s.on('data', () => {
          s.pause();
          setTimeout(() => s.resume(), 20);
        }),
      );
      await expect.poll(closedByServer(socket), { timeout: 10_000, interval: 100 }).toBe(true);
      expect(Date.now() - askedAt).toBeGreaterThanOrEqual(2_000);
      expect(received()).toBeLessThan(BIG);
      socket.destroy();
    } finally {
      await patient.close();
    }
  });

  it('leaves an open websocket alone past the idle limit', async () => {
    const me = await createAccount(server.deps);
    const ws = new WebSocket(`${server.url.replace('http', 'ws')}/api/realtime?token=${me.token}`);
    await new Promise((resolve, reject) => {
      ws.once('message', resolve);
      ws.once('error', reject);
    });
    await new Promise((resolve) => setTimeout(resolve, LIMITS.idleMs * 2));
    expect(ws.readyState).toBe(WebSocket.OPEN);
    ws.close();
  });
});
