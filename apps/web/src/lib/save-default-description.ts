import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-client.ts';
import { replaceToken } from './session.ts';

const answerSchema = z.object({ token: z.string().min(1) });

/** POST /api/shared/default-description: the answer's token replaces the stored one (spec 02 §7). */
const saveDefaultDescription = async (input: { email: string; defaultDescription: string }): Promise<void> => {
  const { token } = await apiFetch('/api/shared/default-description', { body: input, schema: answerSchema });
  replaceToken(token);
};

/** Saves, then refreshes the caller's screen data (`refreshKey`). */
export const useSaveDefaultDescription = (refreshKey: QueryKey) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDefaultDescription,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: refreshKey }),
  });
};
