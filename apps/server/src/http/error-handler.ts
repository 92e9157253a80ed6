import type { ApiErrorBody } from '@vikariat/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import { AppError } from './errors.ts';

const UNEXPECTED = {
  sv: 'Något oväntat hände, försök igen.',
  fi: 'Jotain odottamatonta tapahtui, yritä uudelleen.',
};

/** The one error handler: domain errors keep their code and fields; anything else is logged and hidden. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    const body: ApiErrorBody & Record<string, unknown> = { ...error.extra, code: error.code, message: error.message };
    if (error.fields !== undefined) body.fields = error.fields;
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    // hono's own (e.g. body limit): keep the status, never the stack
    return c.json({ code: error.status === 413 ? 'too_large' : 'http_error', message: error.message }, error.status);
  }
  const log = c.get('log');
  log.error({ err: error }, 'unhandled error');
  const locale = c.get('locale') ?? 'sv';
  return c.json({ code: 'internal', message: UNEXPECTED[locale] }, 500);
}
