import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/addchosen: chooses this substitute for the job (online only). */
export function useChoose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; id: string }) => apiFetch('/api/teachers/addchosen', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['substitute-profile'] }),
  });
}
