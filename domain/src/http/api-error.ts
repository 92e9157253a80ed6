import { z } from 'zod';
import { text } from '../validation/safe-text.ts';

/**
 * The one error body every route answers with (DESIGN.md "Style"). `fields` maps the spec's field names
 * (firstName, email, passwordincorrect, code, ...) to a message in the caller's language.
 */
export const apiErrorSchema = z.object({
  code: text(),
  message: text(),
  fields: z.record(text(), text()).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorSchema>;

/** Codes shared by client and server. Feature codes (cant_apply, need_confirm_apply, ...) add to these. */
export const ERROR_CODES = {
  validation: 'validation',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not_found',
  conflict: 'conflict',
  throttled: 'throttled',
  invalidCredentials: 'invalid_credentials',
  unconfirmed: 'unconfirmed',
  locked: 'locked',
  notApproved: 'not_approved',
  internal: 'internal',
} as const;
