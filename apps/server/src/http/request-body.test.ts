import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { handleError } from './error-handler.ts';
import { z } from 'zod';
import { apiBodyLimit, readBodyText } from './request-body.ts';
import { readBody } from './validate.ts';

/**
 * The body path of every API call over a real Node server, where `readBodyText` reads Node's request itself: the
 * text read must be the one fetch's `text()` would give, the limit must hold for declared and chunked bodies, and a
 * client that goes away mid-body must cost nothing but its own request.
 */
const LIMIT = 64;
const failures: unknown[] = [];
/** what the error handler logged as the server's own unexpected error */
const unexpected: unknown[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  const app = new Hono<AppEnv>()
    .use('*', async (c, next) => {
      c.set('locale', 'fi');
      c.set('log', { error: (fields: unknown) => unexpected.push(fields) } as unknown as AppEnv['Variables']['log']);
      await next();
    })
    .use('*', apiBodyLimit(LIMIT))
    .post('/echo', async (c) => {
      try {
        const text = await readBodyText(c);
        // a later reader gets the same text from hono's body cache
        return c.json({ text, again: await c.req.text() });
      } catch (error) {
        failures.push(error);
        throw error;
      }
    })
    .post('/named', async (c) => c.json(await readBody(c, z.object({ name: z.string() }))))
    .get('/plain', (c) => c.json({ ok: true }))
    .onError(handleError);
  const listener = getRequestListener(app.fetch);
  server = createServer((req, res) => void listener(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address !== null ? address.port : 0}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** Sends raw bytes in parts (each its own write) and resolves with the whole answer. */
function raw(parts: Buffer[], endEarly = false): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(Number(new URL(base).port), '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString('utf8')));
    socket.on('error', reject);
    socket.on('close', () => resolve(answer));
    socket.on('connect', () => {
      void (async () => {
        for (const part of parts) {
          socket.write(part);
          await new Promise((r) => setTimeout(r, 20));
        }
        if (endEarly) socket.destroy();
      })();
    });
  });
}

const head = (lines: string[]) => Buffer.from(`${lines.join('\r\n')}\r\n\r\n`);

describe('request bodies on the Node server', () => {
  it('reads a declared body as fetch would: UTF-8 across writes, a leading BOM dropped, the same text for a later reader', async () => {
    const body = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"Åsa Mäkinen"}')]);
    const at = body.indexOf(Buffer.from('Å')) + 1; // the first write ends between the two bytes of 'Å'
    const answer = await raw([
      head(['POST /echo HTTP/1.1', 'Host: x', 'Content-Type: application/json', `Content-Length: ${body.length}`, 'Connection: close']),
      body.subarray(0, at),
      body.subarray(at),
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    const json = JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)) as { text: string; again: string };
    expect(json).toEqual({ text: '{"name":"Åsa Mäkinen"}', again: '{"name":"Åsa Mäkinen"}' });
  });

  it('refuses bytes that are not UTF-8 (a declared or a chunked body) with a 400 in the caller language, never storing U+FFFD', async () => {
    const invalid = [Buffer.from('{"name":"Te'), Buffer.from([0xff, 0xfe]), Buffer.from('st"}')];
    const surrogate = [Buffer.from('{"name":"'), Buffer.from([0xed, 0xa0, 0x80]), Buffer.from('"}')];
    for (const body of [Buffer.concat(invalid), Buffer.concat(surrogate)]) {
      const answer = await raw([
        head(['POST /named HTTP/1.1', 'Host: x', 'Content-Type: application/json', `Content-Length: ${body.length}`, 'Connection: close']),
        body,
      ]);
      expect(answer).toMatch(/^HTTP\/1\.1 400/);
      expect(answer).toContain('Pyynnön on oltava JSON-muodossa');
      const chunked = await fetch(`${base}/named`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: new Blob([body]).stream(), duplex: 'half' });
      expect(chunked.status).toBe(400);
    }
    const fine = await fetch(`${base}/named`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"name":"Åsa �"}' });
    expect([fine.status, await fine.json()]).toEqual([200, { name: 'Åsa �' }]);
    expect(unexpected).toEqual([]);
  });

  it('reads a chunked body through the counting stream', async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"a":'));
          controller.enqueue(new TextEncoder().encode('1}'));
          controller.close();
        },
      }),
      duplex: 'half',
    });
    expect([res.status, await res.json()]).toEqual([200, { text: '{"a":1}', again: '{"a":1}' }]);
  });

  it('refuses a declared body over the limit before reading it, in the caller language', async () => {
    const answer = await raw([head(['POST /echo HTTP/1.1', 'Host: x', `Content-Length: ${LIMIT + 1}`, 'Connection: close'])], false);
    expect(answer).toMatch(/^HTTP\/1\.1 413/);
    expect(answer).toContain('"code":"too_large"');
    expect(answer).toContain('Lähettämäsi tiedot ovat liian suuret.');
  });

  it('refuses a chunked body over the limit', async () => {
    const res = await fetch(`${base}/echo`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 5; i += 1) controller.enqueue(new Uint8Array(LIMIT / 2));
          controller.close();
        },
      }),
      duplex: 'half',
    });
    expect(res.status).toBe(413);
  });

  it('lets a request without a body pass, and survives a client that leaves mid-body', async () => {
    expect((await fetch(`${base}/plain`)).status).toBe(200);
    const before = failures.length;
    await raw([head(['POST /echo HTTP/1.1', 'Host: x', 'Content-Length: 40']), Buffer.from('{"cut":')], true);
    await new Promise((r) => setTimeout(r, 50));
    // the read of that body failed (nothing was handed on as if complete), and the server still answers
    expect(failures.length).toBe(before + 1);
    expect(String(failures.at(-1))).toMatch(/aborted|cut short/);
    const res = await fetch(`${base}/echo`, { method: 'POST', body: '{"b":2}' });
    expect(await res.json()).toEqual({ text: '{"b":2}', again: '{"b":2}' });
  });

  it('takes a chunked body cut short (the client leaves, or sends a broken chunk) as the client’s doing, not an unexpected error', async () => {
    const before = unexpected.length;
    const chunked = head(['POST /echo HTTP/1.1', 'Host: x', 'Transfer-Encoding: chunked']);
    await raw([chunked, Buffer.from('5\r\n{"a":')], true);
    await raw([chunked, Buffer.from('5\r\n{"a":\r\nzz\r\n')], true);
    await new Promise((r) => setTimeout(r, 100));
    // hono's counting stream rejected with Node's 'aborted': before, the error handler logged it as the server's fault
    expect(unexpected.slice(before)).toEqual([]);
    expect((await fetch(`${base}/plain`)).status).toBe(200);
  });
});
