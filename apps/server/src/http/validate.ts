import { ERROR_CODES, fieldErrorsOf, jsonProblem, localise, TEXT_MESSAGES, type Locale } from '@vikariat/domain';
import type { Context } from 'hono';
import type { z } from 'zod';
import type { AppEnv } from '../context.ts';
import { HTTPException } from 'hono/http-exception';
import { AppError, badRequest } from './errors.ts';
import { readBodyText } from './request-body.ts';

const INVALID = { sv: 'Ogiltiga uppgifter', fi: 'Virheelliset tiedot' };
const NOT_JSON = { sv: 'Begäran måste vara JSON', fi: 'Pyynnön on oltava JSON-muodossa' };
/** application/json, or a JSON-based type (application/merge-patch+json), with any parameters */
const JSON_TYPE = /^\s*application\/([\w.-]+\+)?json\s*(;|$)/i;

export interface ParseOptions {
  /**
   * false: the schema judges every part itself. Only for the outbox push, whose rows each get their own verdict: a
   * bad row refused with the whole push would be sent again forever, and the good rows beside it with it.
   */
  screen?: boolean;
}

/**
 * Parses a JSON body with the payload's zod schema. Field errors come back under the schema's (= the spec's)
 * field names; a schema may give sv/fi messages as `{ message: 'sv|fi' }` pairs separated by '|'.
 */
export async function readBody<S extends z.ZodType>(c: Context<AppEnv>, schema: S, options: ParseOptions = {}): Promise<z.infer<S>> {
  // a body declared as something else (a form, text/plain) is refused, not read as JSON anyway: what a client sends
  // must mean what it says (415, nothing done)
  const type = c.req.header('content-type');
  if (type !== undefined && !JSON_TYPE.test(type)) throw new AppError(415, ERROR_CODES.validation, NOT_JSON[c.var.locale]);
  let raw: unknown;
  try {
    raw = JSON.parse(await readBodyText(c));
  } catch (error) {
    if (error instanceof HTTPException) throw error; // over the limit: 413
    throw badRequest(NOT_JSON[c.var.locale]);
  }
  return parseOrThrow(schema, raw, c.var.locale, options);
}

/**
 * Screens the input first (DESIGN.md "What no request may do"): anywhere in it, a key or string Postgres cannot store
 * or nesting too deep to write back is a 400 under its top field, before any schema or query sees it — the strings of
 * free-form parts (an unknown key's value) included.
 */
export function parseOrThrow<S extends z.ZodType>(schema: S, raw: unknown, locale: Locale, { screen = true }: ParseOptions = {}): z.infer<S> {
  const found = screen ? jsonProblem(raw) : null;
  if (found !== null) {
    const field = String(found.path[0] ?? 'message');
    // a text over the shared cap is told its own field's limit where the schema has one ("Högst 5000 tecken."), not the
    // cap's; what Postgres cannot store, or nesting too deep, is answered before any schema sees it
    const own = found.problem === 'tooLong' ? schema.safeParse(raw).error : undefined;
    const ownMessage = own === undefined ? undefined : fieldErrorsOf(own.issues, locale)[field];
    throw badRequest(INVALID[locale], { [field]: ownMessage ?? localise(TEXT_MESSAGES[found.problem], locale) });
  }
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  throw badRequest(INVALID[locale], fieldErrorsOf(result.error.issues, locale));
}

export { localise };
