import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/addchosen: chooses an applicant (online only: apiFetch refuses offline with OfflineError). */
export function useChooseSubstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; id: string }) => apiFetch('/api/teachers/addchosen', { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs-school'] }),
  });
}

