import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { chooseAnswerSchema } from '@vikariat/domain';
import { pullNow } from '../../db/index.ts';
import { apiFetch } from '../api-client.ts';

/**
 * POST /api/teachers/addchosen: chooses an applicant (online only: apiFetch refuses offline with OfflineError).
 * `refresh` is the calling screen's query key, refetched afterwards.
 */
export function useAddChosen(refresh: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { email: string; id: string }) => apiFetch('/api/teachers/addchosen', { body: input, schema: chooseAnswerSchema }),
    onSettled: () => {
      pullNow(); // the school's screens read the replicated job: bring the choice now
      return queryClient.invalidateQueries({ queryKey: refresh });
    },
  });
}
