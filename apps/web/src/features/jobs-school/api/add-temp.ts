import type { AddTempPayload } from '@vikariat/domain';
import { useMutation } from '@tanstack/react-query';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/addtemp: creates a job (the server validates with the same addTempSchema). */
export function useAddTemp() {
  return useMutation({
    mutationFn: (payload: AddTempPayload) => apiFetch('/api/teachers/addtemp', { body: payload }),
    // the screens read the replicated jobs: bring the server's new state now
    onSuccess: pullNow,
  });
}
