import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/users/set/free-tomorrow {on}: whether the evening "are you free tomorrow?" question comes (a substitute's own). */
const setAskFreeTomorrow = async (input: { on: boolean }): Promise<void> => {
  await apiFetch('/api/users/set/free-tomorrow', { body: input });
};

export const useSetAskFreeTomorrow = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAskFreeTomorrow,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['own-profile'] }),
  });
};
