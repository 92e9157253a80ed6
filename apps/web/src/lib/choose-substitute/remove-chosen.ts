import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { pullNow } from '../../db/index.ts';
import { apiFetch } from '../api-client.ts';

/** POST /api/teachers/remove/chosen: clears the choice; `refresh` is the calling screen's query key. */
export function useRemoveChosen(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; id: string }) => apiFetch('/api/teachers/remove/chosen', { body: input }),
    onSettled: () => {
      pullNow(); // the school's screens read the replicated job: bring the change now
      return queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
}
