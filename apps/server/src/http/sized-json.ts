import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * JSON answered with its length. compress() (app.ts) only knows a body's size from Content-Length, and Hono's c.json
 * sets none: without it every answer was gzipped, and a caught-up device's pull (tens of bytes, the sync's most frequent
 * request) or a choice paid a zlib stream for nothing (~0.5 ms of CPU each in the choose benchmark, decision 041).
 * With it, answers under 1 KB stay plain; larger ones are still compressed.
 */
function sized(c: Context, text: string, arg?: unknown, headers?: Record<string, string>): Response {
  return c.body(text, (arg ?? 200) as never, { 'content-type': 'application/json', ...headers, 'content-length': String(Buffer.byteLength(text)) });
}

/** JSON already written as text (a pull page). */
export const sizedJsonText = (c: Context, text: string): Response => sized(c, text);

/** Every route's `c.json` states its length (see `sized`). */
export const sizedJsonAnswers = createMiddleware(async (c, next) => {
  const unsized = c.json;
  c.json = ((object: unknown, arg?: unknown, headers?: unknown) => {
    const text = JSON.stringify(object);
    if (typeof text !== 'string') return unsized(object as never, arg as never, headers as never);
    return sized(c, text, arg, headers as Record<string, string> | undefined);
  }) as typeof c.json;
  await next();
});
