import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';

const answerSchema = z.object({ token: z.string().min(1) });

/** POST /api/shared/default-description (a teacher's card on desktop settings): the new token replaces the stored one. */
export const saveDefaultDescription = async (input: { email: string; defaultDescription: string }): Promise<void> => {
  const { token } = await apiFetch('/api/shared/default-description', { body: input, schema: answerSchema });
  setToken(token);
};

export const useSaveDefaultDescription = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDefaultDescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['own-profile'] }),
  });
};
