import { randomBytes } from 'node:crypto';
import { constants, gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageStream, type NextLine } from './page-stream.ts';

/** An app answering one page stream; `next` is the test's. */
const appWith = (next: NextLine) => new Hono().get('/pages', (c) => pageStream(c, '{"page":1}', next));

/** A next line the test releases by hand. */
function gate() {
  const waiting: Array<(line: string | null) => void> = [];
  let asked = 0;
  const next: NextLine = () => {
    asked += 1;
    return new Promise((resolve) => waiting.push(resolve));
  };
  return { next, release: (line: string | null) => waiting.shift()?.(line), asked: () => asked };
}

const text = (chunks: Uint8Array[]) => Buffer.concat(chunks).toString('utf8');

describe('pageStream', () => {
  it('sends each line as soon as it is built, whole and gzipped, while the next is still being built', async () => {
    const pages = gate();
    const response = await appWith(pages.next).request('/pages', { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('content-type')).toBe('application/x-ndjson');
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
    const received: Uint8Array[] = [];
    // what has arrived so far, inflated as far as it goes (a cut gzip stream, not an error)
    const inflated = () => gunzipSync(Buffer.concat(received), { finishFlush: constants.Z_SYNC_FLUSH }).toString('utf8');
    // the first line inflates completely before the second exists (a sync flush, not zlib's buffering)
    while (!inflated().includes('\n')) {
      const chunk = await reader.read();
      if (chunk.done) throw new Error('ended early');
      received.push(chunk.value);
    }
    expect(inflated()).toBe('{"page":1}\n');
    await expect.poll(() => pages.asked()).toBe(1);
    pages.release('{"page":2}');
    await expect.poll(() => pages.asked()).toBe(2);
    pages.release(null);
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received.push(chunk.value);
    expect(gunzipSync(Buffer.concat(received)).toString('utf8')).toBe('{"page":1}\n{"page":2}\n');
  });

  it('sends plain lines to a client that takes no gzip (none asked, or refused with q=0)', async () => {
    for (const headers of [{}, { 'accept-encoding': 'gzip;q=0, br' }]) {
      let n = 1;
      const response = await appWith(() => Promise.resolve(n < 3 ? `{"page":${++n}}` : null)).request('/pages', { headers });
      expect(response.headers.get('content-encoding')).toBeNull();
      expect(await response.text()).toBe('{"page":1}\n{"page":2}\n{"page":3}\n');
    }
  });

  it('cuts the body when a page fails to build: the client never gets a partial or made-up line', async () => {
    const response = await appWith(() => Promise.reject(new Error('connection lost'))).request('/pages');
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
    const received: Uint8Array[] = [];
    await expect(
      (async () => {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) received.push(chunk.value);
      })(),
    ).rejects.toThrow('connection lost');
    expect(text(received)).toBe('{"page":1}\n');
  });

  it('leaves a single small line plain, and zips a single large one', async () => {
    const small = await new Hono().get('/', (c) => pageStream(c, '{"page":1}', null)).request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.text()).toBe('{"page":1}\n');
    const long = JSON.stringify({ documents: Array.from({ length: 100 }, (_, i) => ({ id: `job-${i}` })) });
    const large = await new Hono().get('/', (c) => pageStream(c, long, null)).request('/', { headers: { 'accept-encoding': 'gzip' } });
    expect(large.headers.get('content-encoding')).toBe('gzip');
    const zipped = Buffer.from(await large.arrayBuffer());
    expect(gunzipSync(zipped).toString('utf8')).toBe(`${long}\n`);
    // a single page is sent whole, with its length (no chunked stream for the most frequent request)
    expect(large.headers.get('content-length')).toBe(String(zipped.byteLength));
    expect(small.headers.get('content-length')).toBe(String('{"page":1}\n'.length));
  });

  it('drops the stream of a client that stops reading, and builds nothing more for it', async () => {
    const line = JSON.stringify({ documents: randomBytes(150_000).toString('base64') }); // gzip cannot shrink it
    for (const encoding of ['gzip', 'identity']) {
      let built = 0;
      const app = new Hono().get('/', (c) => pageStream(c, line, () => Promise.resolve((built += 1) < 1_000 ? line : null), 50));
      const response = await app.request('/', { headers: { 'accept-encoding': encoding } });
      await new Promise((resolve) => setTimeout(resolve, 300)); // the client reads nothing
      const builtWhileStalled = built;
      expect(builtWhileStalled).toBeLessThan(5);
      await expect(response.text()).rejects.toThrow();
      expect(built).toBe(builtWhileStalled);
    }
  });

  it('builds no more pages once the client has gone', async () => {
    const pages = gate();
    const response = await appWith(pages.next).request('/pages');
    const reader: ReadableStreamDefaultReader<Uint8Array> = response.body!.getReader();
    await reader.read();
    await expect.poll(() => pages.asked()).toBe(1);
    await reader.cancel();
    pages.release('{"page":2}');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(pages.asked()).toBe(1);
  });
});
