import { PassThrough, Readable, type Transform } from 'node:stream';
import { constants, createGzip, gzipSync, type Gzip } from 'node:zlib';
import type { Context } from 'hono';
import { parseAccept } from 'hono/utils/accept';

/** The next line of a page stream, or null when the stream ends; a stream of one line has none. */
export type NextLine = () => Promise<string | null>;

/**
 * A client that takes nothing for this long is gone (or never reads): its stream is dropped with what it holds (a
 * page of text), as a device that still wants the pages pulls on from its last checkpoint.
 */
const STALL_MS = 30_000;

/** gzip asked for as compress() reads Accept-Encoding: named with q > 0, or a wildcard with q > 0 */
function acceptsGzip(c: Context): boolean {
  const accepts = parseAccept(c.req.header('accept-encoding') ?? '');
  const gzip = accepts.find((a) => a.type.toLowerCase() === 'gzip') ?? accepts.find((a) => a.type === '*');
  return gzip !== undefined && gzip.q > 0;
}

/**
 * A body of JSON lines (one pull page each) sent as they are built. compress() would gzip the stream too, but zlib
 * keeps a page's tail in its buffer until more arrives, so the device would wait for the next page to store this
 * one: here each line ends with a sync flush. Writes wait for the reader (a slow device holds the server to its
 * pace, a page or so ahead). A failure mid-way aborts the body: the client sees a cut stream, never a bad line.
 */
export function pageStream(c: Context, first: string, next: NextLine | null, stallMs = STALL_MS): Response {
  if (next === null) return onePage(c, first);
  const gzip = acceptsGzip(c);
  const out: Transform = gzip ? createGzip() : new PassThrough();
  const gone = () => out.destroyed; // the client went away (or the stream failed): build nothing more
  const pump = async () => {
    let line: string | null = first;
    while (line !== null && !gone()) {
      const taken = out.write(`${line}\n`) || gone() || (await drainedOrClosed(out, stallMs));
      if (taken && gzip && !gone() && !(await flushed(out as Gzip, stallMs))) out.destroy(stalled());
      if (!taken) out.destroy(stalled());
      if (gone()) return;
      line = next === null ? null : await next();
    }
    if (!gone()) out.end();
  };
  pump().catch((error: unknown) => out.destroy(error instanceof Error ? error : new Error(String(error))));
  const headers: Record<string, string> = { 'content-type': 'application/x-ndjson', vary: 'Accept-Encoding' };
  if (gzip) headers['content-encoding'] = 'gzip';
  return c.body(Readable.toWeb(out) as ReadableStream<Uint8Array>, 200, headers);
}

/**
 * A body of one line (an incremental pull: the most frequent request) is whole before it is sent: one buffer with its
 * length, gzipped in one call when it is worth it (as compress() leaves answers under 1 KB plain), instead of a zlib
 * stream piped through a web stream, which cost more than the page's statement.
 */
function onePage(c: Context, line: string): Response {
  const text = `${line}\n`;
  const gzip = acceptsGzip(c) && Buffer.byteLength(text) >= 1024;
  const body = gzip ? gzipSync(text) : Buffer.from(text);
  const headers: Record<string, string> = { 'content-type': 'application/x-ndjson', vary: 'Accept-Encoding', 'content-length': String(body.byteLength) };
  if (gzip) headers['content-encoding'] = 'gzip';
  return c.body(body, 200, headers);
}

const stalled = () => new Error('the client stopped reading');

/** True once the line written is flushed out of zlib whole, false when that takes longer than `stallMs`. */
function flushed(gzip: Gzip, stallMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), stallMs);
    gzip.flush(constants.Z_SYNC_FLUSH, () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** True when the stream wants more, false when it closed or took nothing for `stallMs` (listeners go with it). */
function drainedOrClosed(stream: Transform, stallMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const done = (drained: boolean) => () => {
      clearTimeout(timer);
      stream.off('drain', onDrain);
      stream.off('close', onClose);
      resolve(drained);
    };
    const onDrain = done(true);
    const onClose = done(false);
    const timer = setTimeout(onClose, stallMs);
    stream.on('drain', onDrain);
    stream.on('close', onClose);
  });
}
