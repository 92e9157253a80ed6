import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/principals/activate/teacher or /deactivate/teacher: email. */
const setTeacherActive = async ({ email, active }: { email: string; active: boolean }): Promise<void> => {
  await apiFetch(`/api/principals/${active ? 'activate' : 'deactivate'}/teacher`, { body: { email } });
};

export const useSetTeacherActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setTeacherActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teachers'] }),
  });
};
