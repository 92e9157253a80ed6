import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/remove/chosen: clears the choice. */
export function useUnchoose() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; id: string }) => apiFetch('/api/teachers/remove/chosen', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['substitute-profile'] }),
  });
}
