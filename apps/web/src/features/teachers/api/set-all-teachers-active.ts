import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/principals/activate/all or /deactivate/all: school (every teacher of that school). */
const setAllTeachersActive = async ({ school, active }: { school: string; active: boolean }): Promise<void> => {
  await apiFetch(`/api/principals/${active ? 'activate' : 'deactivate'}/all`, { body: { school } });
};

export const useSetAllTeachersActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAllTeachersActive,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teachers'] }),
  });
};
