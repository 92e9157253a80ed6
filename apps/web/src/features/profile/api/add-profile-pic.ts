import { apiFetch } from '../../../lib/api-client.ts';
import { tokenAnswerSchema } from './token-answer.ts';

/** POST /api/shared/add/profilepic {email, filename} → a new token carrying the new picture. */
export const addProfilePic = (email: string, filename: string) =>
  apiFetch('/api/shared/add/profilepic', { method: 'POST', body: { email, filename }, schema: tokenAnswerSchema });
