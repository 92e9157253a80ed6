import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

interface ChangePasswordBody {
  oldPassword: string;
  password: string;
  password2: string;
}

/**
 * POST /api/shared/change-password. A wrong current password is a field error, not a lost session, so a 401 here
 * must not sign the user out; the server revokes the other sessions and answers with a fresh token when it has one.
 */
const changePassword = (body: ChangePasswordBody): Promise<unknown> => apiFetch('/api/shared/change-password', { method: 'POST', body, signOutOnUnauthorized: false });

export const useChangePasswordMutation = () => useMutation({ mutationFn: changePassword });
