import type { Context } from 'hono';

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
