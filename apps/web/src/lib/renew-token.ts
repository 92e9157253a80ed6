import { z } from 'zod';
import { apiFetch, isApiError } from './api-client.ts';
import { setToken } from './session.ts';

const tokenAnswerSchema = z.object({ token: z.string().min(1) });

/**
 * GET /api/shared/update/token: a fresh token with the current claims (after a profile picture, identity
 * verification, ...). "Answers that carry a token replace the stored token" (spec 01 §7).
 */
export async function renewToken(): Promise<void> {
  const { token } = await apiFetch('/api/shared/update/token', { schema: tokenAnswerSchema });
  setToken(token);
}

/**
 * The sync's renewal after a 401: the fresh token (stored), or null when the server refuses the session (it ended: the
 * caller signs out). Offline or a server failure throws: nobody can tell yet, so nobody is signed out over it.
 */
export async function renewSessionToken(): Promise<string | null> {
  try {
    const { token } = await apiFetch('/api/shared/update/token', { schema: tokenAnswerSchema, signOutOnUnauthorized: false });
    setToken(token);
    return token;
  } catch (error) {
    if (isApiError(error) && error.status === 401) return null;
    throw error;
  }
}
