import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/users/delete/account: email (spec 01 §7). */
export const deleteAccount = async (email: string): Promise<void> => {
  await apiFetch('/api/users/delete/account', { body: { email } });
};

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
