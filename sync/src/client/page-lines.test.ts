import { describe, expect, it } from 'vitest';
import type { PullResponse } from '../protocol.ts';
import { readPageLines } from './page-lines.ts';

const page = (n: number, remaining: number): PullResponse => ({
  documents: [{ id: `doc-${n}`, _deleted: false, title: `Vikariat ${n} – åäö` }],
  checkpoint: { seq: n, scope: 's' },
  remaining,
});
const line = (p: PullResponse) => `${JSON.stringify(p)}\n`;

/** A streamed body the test feeds chunk by chunk (and may cut), read by readPageLines with `idleMs`. */
function feed(idleMs = 1_000) {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => (controller = c) }, { highWaterMark: 0 });
  const encoder = new TextEncoder();
  const aborter = new AbortController();
  return {
    pages: readPageLines(new Response(body, { headers: { 'content-type': 'application/x-ndjson' } }), aborter, idleMs),
    /** the connection's abort signal, as the transport hands it over */
    signal: aborter.signal,
    send: (text: string) => controller.enqueue(encoder.encode(text)),
    sendBytes: (bytes: Uint8Array) => controller.enqueue(bytes),
    end: () => controller.close(),
    cut: () => controller.error(new TypeError('network error')),
    /** chunks sent and not yet read */
    waiting: () => -(controller.desiredSize ?? 0),
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('readPageLines', () => {
  it('answers each page once its line is whole, lines split anywhere (inside a character too), then undefined at the end', async () => {
    const body = feed();
    const { pages } = body;
    const bytes = new TextEncoder().encode(line(page(1, 1)) + line(page(2, 0)));
    const cutAt = bytes.indexOf(0xc3) + 1; // the middle of 'å'
    body.sendBytes(bytes.slice(0, cutAt));
    body.sendBytes(bytes.slice(cutAt, cutAt + 40));
    body.sendBytes(bytes.slice(cutAt + 40));
    body.end();
    expect(await pages.next()).toEqual(page(1, 1));
    expect(await pages.next()).toEqual(page(2, 0));
    expect(await pages.next()).toBeUndefined();
  });

  it('joins a line sent in many small chunks, and splits chunks holding several lines or ending on a line break', async () => {
    const body = feed();
    const { pages } = body;
    const first = line(page(1, 3));
    for (let at = 0; at < first.length - 1; at += 7) body.send(first.slice(at, Math.min(at + 7, first.length - 1)));
    body.send('\n'); // the line break alone
    body.send(line(page(2, 2)) + line(page(3, 1)).slice(0, 12)); // a line and the start of the next
    body.send(line(page(3, 1)).slice(12) + line(page(4, 0))); // the rest of one and a whole line, ending on its break
    body.end();
    for (let n = 1; n <= 4; n += 1) expect(await pages.next()).toEqual(page(n, 4 - n));
    expect(await pages.next()).toBeUndefined();
  });

  it('ends the pages where the body is cut: a half line is never a page', async () => {
    const body = feed();
    const { pages } = body;
    body.send(line(page(1, 2)));
    body.send(line(page(2, 1)).slice(0, 30));
    body.cut();
    expect(await pages.next()).toEqual(page(1, 2));
    expect(await pages.next()).toBeUndefined();
  });

  it('ends the pages at a line that is not a page', async () => {
    const body = feed();
    const { pages } = body;
    body.send(line(page(1, 2)));
    body.send('{"documents":[{"id":7}],"checkpoint":{"seq":2,"scope":"s"}}\n');
    body.send(line(page(3, 0)));
    expect(await pages.next()).toEqual(page(1, 2));
    expect(await pages.next()).toBeUndefined();
  });

  it('aborts a body that stalls longer than the idle time', async () => {
    const body = feed(30);
    const { pages } = body;
    body.send(line(page(1, 5)));
    expect(await pages.next()).toEqual(page(1, 5));
    expect(await pages.next()).toBeUndefined();
    expect(body.signal.aborted).toBe(true);
  });

  it('reads ahead of the device, but no more than three pages', async () => {
    const body = feed();
    const { pages } = body;
    for (let n = 1; n <= 6; n += 1) body.send(line(page(n, 6 - n)));
    await settle();
    expect(body.waiting()).toBe(3); // three pages read, three left on the wire
    expect(await pages.next()).toEqual(page(1, 5));
    await settle();
    expect(body.waiting()).toBe(2); // room for one more
    body.end();
    for (let n = 2; n <= 6; n += 1) expect(await pages.next()).toEqual(page(n, 6 - n));
    expect(await pages.next()).toBeUndefined();
  });

  it('takes a plain JSON answer (a server before protocol 5) as its only page', async () => {
    const response = new Response(JSON.stringify(page(1, 3)), { headers: { 'content-type': 'application/json' } });
    const pages = readPageLines(response, new AbortController(), 1_000);
    expect(await pages.next()).toEqual(page(1, 3));
    expect(await pages.next()).toBeUndefined();
  });

  it('close stops reading and releases the connection', async () => {
    const body = feed();
    const { pages } = body;
    body.send(line(page(1, 2)));
    expect(await pages.next()).toEqual(page(1, 2));
    pages.close();
    expect(body.signal.aborted).toBe(true);
    expect(await pages.next()).toBeUndefined();
  });
});
