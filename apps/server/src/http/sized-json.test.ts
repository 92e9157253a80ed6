import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { describe, expect, it } from 'vitest';
import { sizedJsonAnswers } from './sized-json.ts';

/** The app's order (app.ts): compress() outside, the sized answers inside. */
function app() {
  const large = { words: Array.from({ length: 200 }, (_, i) => `vikarie-${i}`) };
  return new Hono()
    .use('*', compress())
    .use('*', sizedJsonAnswers)
    .get('/small', (c) => c.json({ success: true, id: 'abc' }))
    .get('/created', (c) => c.json({ ok: 'ä' }, 201, { 'x-extra': 'kept' }))
    .get('/large', (c) => c.json(large))
    .get('/fails', () => {
      throw new Error('boom');
    })
    .onError((_error, c) => c.json({ code: 'internal' }, 500));
}

const gzipped = { headers: { 'accept-encoding': 'gzip, deflate, br' } };

describe('sizedJsonAnswers', () => {
  it('answers a small JSON plain, with its length in bytes, though the client takes gzip', async () => {
    const res = await app().request('/small', gzipped);
    const body = '{"success":true,"id":"abc"}';
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-length')).toBe(String(body.length));
    expect(await res.text()).toBe(body);
  });

  it('keeps the status, the extra headers and counts bytes, not characters', async () => {
    const res = await app().request('/created', gzipped);
    expect(res.status).toBe(201);
    expect(res.headers.get('x-extra')).toBe('kept');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('content-length')).toBe(String(Buffer.byteLength('{"ok":"ä"}')));
    expect(await res.json()).toEqual({ ok: 'ä' });
  });

  it('still gzips an answer of 1 KB or more', async () => {
    const res = await app().request('/large', gzipped);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    const words = (JSON.parse(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()) as { words: string[] }).words;
    expect(words).toHaveLength(200);
  });

  it('sizes the error handler answer too', async () => {
    const res = await app().request('/fails', gzipped);
    expect(res.status).toBe(500);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ code: 'internal' });
  });
});
