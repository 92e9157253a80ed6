import { apiFetch } from '../../../lib/api-client.ts';
import { tokenAnswerSchema } from './token-answer.ts';

/** GET /api/shared/update/token → a renewed token (after identity verification the claims change). */
export const renewToken = () => apiFetch('/api/shared/update/token', { method: 'GET', schema: tokenAnswerSchema });
