import { ERROR_CODES } from '@vikariat/domain';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * The errors a service may throw; the one error handler turns them into `{code, message, fields}`.
 * Messages are already in the caller's language when thrown (services receive the locale).
 */
export class AppError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>, code: string = ERROR_CODES.validation) => new AppError(400, code, message, fields);
// without a message of the service's own, the error handler answers the generic text in the caller's language
export const unauthenticated = (message = '') => new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = '') => new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = '') => new AppError(404, ERROR_CODES.notFound, message);
export const conflict = (code: string, message: string, extra?: Record<string, unknown>) => new AppError(409, code, message, undefined, extra);
