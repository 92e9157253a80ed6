import type { UpdateTempPayload } from '@vikariat/domain';
import { useMutation } from '@tanstack/react-query';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/updatetemp: saves an edited job. */
export function useUpdateTemp() {
  return useMutation({
    mutationFn: (payload: UpdateTempPayload) => apiFetch('/api/teachers/updatetemp', { body: payload }),
    // the screens read the replicated jobs: bring the server's new state now
    onSuccess: pullNow,
  });
}
