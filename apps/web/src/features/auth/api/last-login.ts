import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/shared/lastlogin after a successful sign-in; fire and forget (its answer is not used). */
export const recordLastLogin = (email: string): void => {
  apiFetch('/api/shared/lastlogin', { method: 'POST', body: { email } }).catch(() => undefined);
};
