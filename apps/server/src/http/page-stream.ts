import { PassThrough, Readable, type Transform } from 'node:stream';
import { constants, createGzip, type Gzip } from 'node:zlib';
import type { Context } from 'hono';

/** The next line of a page stream, or null when the stream ends; a stream of one line has none. */
export type NextLine = () => Promise<string | null>;

const acceptsGzip = (c: Context) => /\bgzip\b/i.test(c.req.header('accept-encoding') ?? '');

/**
 * A body of JSON lines (one pull page each) sent as they are built. compress() would gzip the stream too, but zlib
 * keeps a page's tail in its buffer until more arrives, so the device would wait for the next page to store this
 * one: here each line ends with a sync flush. Writes wait for the reader (a slow device holds the server to its
 * pace, a page or so ahead). A failure mid-way aborts the body: the client sees a cut stream, never a bad line.
 */
export function pageStream(c: Context, first: string, next: NextLine | null): Response {
  // one small line is not worth a zlib stream (as compress() leaves answers under 1 KB plain)
  const gzip = acceptsGzip(c) && (next !== null || Buffer.byteLength(first) >= 1024);
  const out: Transform = gzip ? createGzip() : new PassThrough();
  const gone = () => out.destroyed; // the client went away (or the stream failed): build nothing more
  const pump = async () => {
    let line: string | null = first;
    while (line !== null && !gone()) {
      if (!out.write(`${line}\n`) && !gone()) await drainedOrClosed(out);
      if (gzip && !gone()) await new Promise<void>((resolve) => (out as Gzip).flush(constants.Z_SYNC_FLUSH, () => resolve()));
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

/** Resolves when the stream wants more, or has closed (its listeners go with it: a long stream waits many times). */
function drainedOrClosed(stream: Transform): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}
