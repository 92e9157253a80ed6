import { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HTTPException } from 'hono/http-exception';

/** The upper bound of every API body (app.ts); upload routes cap each file further. */
export const API_BODY_LIMIT = 12 * 1024 * 1024;

// no-store: a proxy must not keep a refusal of one request for the next
const tooLarge = () => new HTTPException(413, { res: new Response('Payload Too Large', { status: 413, headers: { 'cache-control': 'no-store' } }) });

/** A body of a declared length that fits: the one case read straight from Node's request (`readBodyText`). */
function declaredLength(c: Context): number | undefined {
  if (c.req.header('transfer-encoding') !== undefined) return undefined;
  const declared = c.req.header('content-length');
  return declared !== undefined && /^\d+$/.test(declared) ? Number(declared) : undefined;
}

const incomingOf = (c: Context): IncomingMessage | undefined => {
  const env: unknown = c.env;
  const incoming = typeof env === 'object' && env !== null ? (env as { incoming?: unknown }).incoming : undefined;
  return incoming instanceof IncomingMessage ? incoming : undefined;
};

/**
 * The API's body limit. hono's `bodyLimit` asks `c.req.raw.body` first, which makes @hono/node-server build a whole
 * fetch `Request` (a web stream over the socket, an AbortController) for every request, GETs included, and the body is
 * then read through it. On Node's server a request with no body or a declared length is judged by its headers (Node's
 * parser holds a body to its Content-Length) and `readBodyText` reads it from Node's request: an authenticated POST
 * through the whole stack went from ~790 to ~1,020 requests/s (docs/benchmarks.md). A chunked body, and every body
 * elsewhere (tests' `app.request`), goes through hono's counting stream.
 */
export function apiBodyLimit(maxSize: number): MiddlewareHandler {
  const limit = bodyLimit({ maxSize, onError: () => Promise.reject(tooLarge()) });
  // hono's counting stream reads the whole body before the route: a client that leaves mid-body (a FIN, a reset, a
  // broken chunk) rejects that read with Node's 'aborted', which would reach the error handler as the server's own
  // unexpected error (logged, a 500). It is the client's: a 400, as a declared body cut short is (validate.ts).
  const counted: MiddlewareHandler = async (c, next) => {
    let routed = false;
    try {
      return await limit(c, () => {
        routed = true;
        return next();
      });
    } catch (error) {
      if (routed || error instanceof HTTPException) throw error;
      throw new HTTPException(400, { message: 'request body cut short', cause: error });
    }
  };
  return async (c, next) => {
    if (incomingOf(c) === undefined) return counted(c, next);
    const length = declaredLength(c);
    if (length !== undefined) {
      if (length > maxSize) throw tooLarge();
      return next();
    }
    if (c.req.header('transfer-encoding') === undefined) return next(); // no body at all (HTTP/1.1)
    return counted(c, next);
  };
}

function collect(incoming: IncomingMessage, maxSize: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const done = (error?: Error) => {
      incoming.off('data', onData).off('end', onEnd).off('error', done).off('close', onClose);
      if (error !== undefined) reject(error);
      else {
        try {
          resolve(strictUtf8(Buffer.concat(chunks, size)));
        } catch (invalid) {
          reject(invalid instanceof Error ? invalid : new Error('request body is not UTF-8'));
        }
      }
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > maxSize) done(tooLarge());
      else chunks.push(chunk);
    };
    const onEnd = () => done();
    // the client went away before the body ended
    const onClose = () => done(new Error('request body cut short'));
    incoming.on('data', onData).once('end', onEnd).once('error', done).once('close', onClose);
  });
}

/**
 * UTF-8 that must be valid (a leading BOM dropped): bytes that are not UTF-8 reject, where Buffer's and fetch's
 * decoding would have stored U+FFFD in their place (an attacker's "Te\xff\xfest" became "Te��st" in a profile).
 */
const utf8 = new TextDecoder('utf-8', { fatal: true });
const strictUtf8 = (bytes: ArrayBuffer | Uint8Array): string => utf8.decode(bytes);

/**
 * The request's body as text (UTF-8, which must be valid, a leading BOM dropped, as fetch's `text()` reads it). On the Node server a body of
 * a declared length is read straight from Node's request, without the fetch `Request` @hono/node-server would build
 * for it; the text is left in hono's body cache, so a later `c.req.json()` or `text()` reads the same. Elsewhere (tests'
 * `app.request`, a chunked body, a body some reader began already) it is hono's `c.req.text()`. The limit was judged on
 * the declared length by `apiBodyLimit`; the read holds to it too. Rejects when the body cannot be read (cut short).
 */
export async function readBodyText(c: Context): Promise<string> {
  const incoming = incomingOf(c);
  // hono keeps the promise of each body read in `bodyCache` (its type says the value): any of them means a read began
  const cache = c.req.bodyCache as unknown as Record<string, Promise<unknown> | undefined>;
  const begun = Object.values(cache).some((read) => read !== undefined);
  if (begun) return c.req.text();
  if (incoming === undefined || declaredLength(c) === undefined || incoming.readableDidRead || incoming.readableEnded) {
    return strictUtf8(await c.req.arrayBuffer());
  }
  const text = collect(incoming, API_BODY_LIMIT);
  cache['text'] = text;
  return text;
}
