import type { Locale } from '@vikariat/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { badRequest } from './errors.ts';

const INVALID = { sv: 'Ogiltiga uppgifter', fi: 'Virheelliset tiedot' };
const NOT_JSON = { sv: 'Begäran måste vara JSON', fi: 'Pyynnön on oltava JSON-muodossa' };

/**
 * Parses a JSON body with the payload's zod schema. Field errors come back under the schema's (= the spec's)
 * field names; a schema may give sv/fi messages as `{ message: 'sv|fi' }` pairs separated by '|'.
 */
export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw badRequest(NOT_JSON[c.var.locale]);
  }
  return parseOrThrow(schema, raw, c.var.locale);
}

export function parseOrThrow<S extends z.ZodType>(schema: S, raw: unknown, locale: Locale): z.infer<S> {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? 'message');
    fields[key] ??= localise(issue.message, locale);
  }
  throw badRequest(INVALID[locale], fields);
}

/** 'svensk text|suomenkielinen teksti' → the caller's half; a plain message stays as it is. */
export function localise(message: string, locale: Locale): string {
  const bar = message.indexOf('|');
  if (bar < 0) return message;
  return locale === 'sv' ? message.slice(0, bar) : message.slice(bar + 1);
}
