import { apiErrorSchema } from '@vikariat/domain';
import type { z } from 'zod';
import { ApiError, OfflineError } from './api-errors.ts';
import { getToken, signOutAndReload } from './session.ts';
import { renewAccessToken } from './token-renewal.ts';

export { ApiError, OfflineError, isApiError, isOfflineError } from './api-errors.ts';
export { pageActions } from './session.ts';

interface ApiRequest<T = unknown> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Validates the answer (a schema from @vikariat/domain); without it the answer is `unknown`. */
  schema?: z.ZodType<T>;
  /**
   * A 401 renews the token once and repeats the call; when the server refuses the session, the user is signed out and
   * the page reloads (spec 01 §4, decision 021) — except for calls where 401 means "wrong input", i.e. the login call,
   * which sets this to false.
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

  const send = async (token: string | null): Promise<Response> => {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    const init: RequestInit = { method, headers, credentials: 'same-origin' };
    if (body !== undefined) {
      headers['Content-Type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (signal) init.signal = signal;
    try {
      return await fetch(path, init);
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      throw new OfflineError();
    }
  };

  const token = getToken();
  let response = await send(token);
  if (response.status === 401 && signOutOnUnauthorized) {
    // the access token expired (it lives 15 minutes): the session may well live on, and the call is made again
    const fresh =
      token === null
        ? null
        : await renewAccessToken().catch(() => {
            throw new OfflineError();
          });
    if (fresh !== null) response = await send(fresh);
    if (response.status === 401) await signOutAndReload();
  }
  const data = await parseJson(response);
  if (!response.ok) {
    const parsed = apiErrorSchema.safeParse(data);
    throw new ApiError(response.status, parsed.success ? parsed.data : { code: response.status >= 500 ? 'internal' : 'unknown', message: response.statusText });
  }
  return schema ? schema.parse(data) : data;
}
