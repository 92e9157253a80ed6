import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';

/**
 * A JSON answer that states its length. compress() (app.ts) only knows a body's size from Content-Length, and
 * Hono's c.json sets none: without it every answer is gzipped, and a caught-up device's pull (tens of bytes, the
 * sync's most frequent request) would pay a zlib stream for nothing. With it, answers under 1 KB stay plain.
 */
export function sizedJson(c: Context, body: unknown): Response {
  return sizedJsonText(c, JSON.stringify(body));
}

/** The same for JSON already written as text. */
export function sizedJsonText(c: Context, text: string): Response {
  return c.body(text, 200, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) });
}

/**
 * Every route's `c.json` answers with its length (see sizedJson): a choice, a save or an error is tens of bytes, and
 * gzipping it cost more of the server's time than answering it (a zlib stream per answer: ~0.5 ms of CPU each in the
 * choose benchmark, decision 041). Answers of 1 KB and more are still compressed.
 */
export const sizedJsonAnswers = createMiddleware(async (c, next) => {
  const unsized = c.json;
  c.json = ((object: unknown, arg?: unknown, headers?: unknown) => {
    const text = JSON.stringify(object);
    if (typeof text !== 'string') return unsized(object as never, arg as never, headers as never);
    const sized = { 'content-type': 'application/json', ...(headers as Record<string, string> | undefined), 'content-length': String(Buffer.byteLength(text)) };
    return c.body(text, arg as never, sized);
  }) as typeof c.json;
  await next();
});
