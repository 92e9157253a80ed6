import { ERROR_CODES, type ApiErrorBody, type LocalizedText } from '@vikariat/domain';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import { AppError } from './errors.ts';

const UNEXPECTED: LocalizedText = {
  sv: 'Något oväntat hände, försök igen.',
  fi: 'Jotain odottamatonta tapahtui, yritä uudelleen.',
};

/** A body over the API's limit (app.ts): hono's body-limit refuses it before sign-in, so the `_lang` cookie's language. */
const TOO_LARGE: LocalizedText = {
  sv: 'Det du skickade är för stort.',
  fi: 'Lähettämäsi tiedot ovat liian suuret.',
};

/** What a refusal says when the service gave no text of its own (forbidden(), notFound(), unauthenticated()). */
const GENERIC: Partial<Record<string, LocalizedText>> = {
  [ERROR_CODES.unauthenticated]: { sv: 'Du är inte inloggad. Logga in och försök igen.', fi: 'Et ole kirjautunut sisään. Kirjaudu ja yritä uudelleen.' },
  [ERROR_CODES.forbidden]: { sv: 'Du har inte behörighet till detta.', fi: 'Sinulla ei ole oikeutta tähän.' },
  [ERROR_CODES.notFound]: { sv: 'Hittades inte.', fi: 'Ei löytynyt.' },
};

/** The one error handler: domain errors keep their code and fields; anything else is logged and hidden. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  if (error instanceof AppError) {
    const generic = error.message === '' ? GENERIC[error.code] : undefined;
    const message = generic === undefined ? error.message : generic[c.get('locale') ?? 'sv'];
    const body: ApiErrorBody & Record<string, unknown> = { ...error.extra, code: error.code, message };
    if (error.fields !== undefined) body.fields = error.fields;
    return c.json(body, error.status);
  }
  if (error instanceof HTTPException) {
    // hono's own (e.g. body limit): keep the status, never the stack
    if (error.status === 413) return c.json({ code: 'too_large', message: TOO_LARGE[c.get('locale') ?? 'sv'] }, 413);
    return c.json({ code: 'http_error', message: error.message }, error.status);
  }
  const log = c.get('log');
  log.error({ err: error }, 'unhandled error');
  const locale = c.get('locale') ?? 'sv';
  return c.json({ code: 'internal', message: UNEXPECTED[locale] }, 500);
}
