import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { replaceToken } from '../../../lib/session.ts';

const answerSchema = z.object({ token: z.string().nullish(), success: z.boolean().nullish(), error: z.string().nullish() }).loose();

/** POST /api/shared/remember: toggles a favourite; the answer's token replaces the stored one. */
export function useRemember() {
  return useMutation({
    mutationFn: async (rememberUserEmail: string) => {
      const answer = await apiFetch('/api/shared/remember', { body: { rememberUserEmail }, schema: answerSchema });
      if (answer.error || answer.success === false) throw new Error(answer.error ?? '');
      if (answer.token) replaceToken(answer.token);
      return answer;
    },
  });
}
