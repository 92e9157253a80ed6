import { apiErrorSchema } from '@vikariat/domain';
import type { z } from 'zod';
import { ApiError, OfflineError } from './api-errors.ts';
import { getToken, signOutAndReload } from './session.ts';

export { ApiError, OfflineError, isApiError, isOfflineError } from './api-errors.ts';
export { pageActions } from './session.ts';

export interface ApiRequest<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer (a schema from @vikariat/domain); without it the answer is `unknown`. */
  schema?: z.ZodType<T>;
  /**
   * A 401 signs the user out and reloads (spec 01 §4) — except for calls where 401 means "wrong input",
   * i.e. the login call, which sets this to false.
   */
  signOutOnUnauthorized?: boolean;
  signal?: AbortSignal;
}

const parseJson = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** fetch wrapper for `/api/...`: JSON in and out, bearer token, typed errors. */
export async function apiFetch<T>(path: string, request: ApiRequest<T> & { schema: z.ZodType<T> }): Promise<T>;
export async function apiFetch(path: string, request?: ApiRequest): Promise<unknown>;
export async function apiFetch<T>(path: string, request: ApiRequest<T> = {}): Promise<unknown> {
  const { method = request.body === undefined ? 'GET' : 'POST', body, schema, signal } = request;
  const signOutOnUnauthorized = request.signOutOnUnauthorized ?? true;
  if (typeof navigator !== 'undefined' && !navigator.onLine) throw new OfflineError();

  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  if (signal) init.signal = signal;

  let response: Response;
  try {
    response = await fetch(path, init);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new OfflineError();
  }

  const data = await parseJson(response);
  if (response.status === 401 && signOutOnUnauthorized) await signOutAndReload();
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiError(
      response.status,
      parsed.success ? parsed.data : { code: response.status >= 500 ? 'internal' : 'unknown', message: response.statusText },
    );
  }
  return schema ? schema.parse(data) : data;
}
