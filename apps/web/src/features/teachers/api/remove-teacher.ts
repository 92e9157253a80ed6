import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** DELETE /api/principals/remove/{email}. */
const removeTeacher = async (email: string): Promise<void> => {
  await apiFetch(`/api/principals/remove/${encodeURIComponent(email)}`, { method: 'DELETE' });
};

export const useRemoveTeacher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeTeacher,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teachers'] }),
  });
};
