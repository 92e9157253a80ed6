import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/users/delete/account {email}: erases the account; the caller then signs out. */
export const deleteAccount = (email: string): Promise<unknown> =>
  apiFetch('/api/users/delete/account', { method: 'POST', body: { email } });

export const useDeleteAccountMutation = () => useMutation({ mutationFn: deleteAccount });
