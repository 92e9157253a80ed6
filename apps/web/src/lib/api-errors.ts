import type { ApiErrorBody } from '@vikariat/domain';

/** A refused call: the server's `{code, message, fields}` with the HTTP status. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Readonly<Record<string, string>>;

  constructor(status: number, body: ApiErrorBody) {
    super(body.message);
    this.name = 'ApiError';
    this.status = status;
    this.code = body.code;
    this.fields = body.fields ?? {};
  }
}

/** No connection: the call never reached the server (a sync state, not an error toast). */
export class OfflineError extends Error {
  readonly offline = true;

  constructor() {
    super('offline');
    this.name = 'OfflineError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;
export const isOfflineError = (e: unknown): e is OfflineError => e instanceof OfflineError;
