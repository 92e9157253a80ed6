import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/shared/set/sendemail: email, emailBool → profile. */
const setSendEmail = async (input: { email: string; emailBool: boolean }): Promise<void> => {
  await apiFetch('/api/shared/set/sendemail', { body: input });
};

export const useSetSendEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setSendEmail,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['own-profile'] }),
  });
};
