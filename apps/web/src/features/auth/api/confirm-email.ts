import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const confirmAnswerSchema = z.object({ msg: z.string() }).loose();

/** POST /api/shared/confirm/{id} → {msg}, shown as it is. */
export const confirmEmail = (id: string): Promise<z.infer<typeof confirmAnswerSchema>> =>
  apiFetch(`/api/shared/confirm/${encodeURIComponent(id)}`, {
    method: 'POST',
    schema: confirmAnswerSchema,
    signOutOnUnauthorized: false,
  });
