import { z } from 'zod';
import { apiFetch } from './api-client.ts';
import { replaceToken } from './session.ts';

const tokenAnswerSchema = z.object({ token: z.string().min(1) });

/**
 * GET /api/shared/update/token: a fresh token with the current claims (after a profile picture, identity
 * verification, ...). "Answers that carry a token replace the stored token" (spec 01 §7).
 */
export async function renewToken(): Promise<void> {
  const { token } = await apiFetch('/api/shared/update/token', { schema: tokenAnswerSchema });
  replaceToken(token);
}
