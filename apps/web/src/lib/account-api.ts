import { useMutation } from '@tanstack/react-query';
import type { Role } from '@vikariat/domain';
import { apiFetch } from './api-client.ts';

/** The get call of the caller's own profile for each role (spec 01 §7; settings load it too, spec 02 §7). */
export const profilePathOf = (role: Role): string => {
  if (role === 'teacher') return '/api/teachers/get/teacher';
  if (role === 'principal' || role === 'ledare') return '/api/principals/get/principal';
  return '/api/users/get/user';
};

/** POST /api/users/delete/account {email} (spec 01 §7): erases the account; the caller then signs out. */
const deleteAccount = async (email: string): Promise<void> => {
  await apiFetch('/api/users/delete/account', { method: 'POST', body: { email } });
};

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
