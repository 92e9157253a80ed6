import { useMutation } from '@tanstack/react-query';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/deletetemp: removes a job. */
export function useDeleteTemp() {
  return useMutation({
    mutationFn: (id: string) => apiFetch('/api/teachers/deletetemp', { body: { id } }),
    // the screens read the replicated jobs: bring the server's new state now
    onSuccess: pullNow,
  });
}
