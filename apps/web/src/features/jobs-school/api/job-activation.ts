import { useMutation } from '@tanstack/react-query';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/principals/activate {id} (spec 02 §7) and its counterpart POST /api/principals/deactivate {id}: a job back
 * on the market, or paused (decision 027).
 */
export function useSetJobActive() {
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) => apiFetch(active ? '/api/principals/activate' : '/api/principals/deactivate', { body: { id } }),
    // the screens read the replicated jobs: bring the server's new state now
    onSuccess: pullNow,
  });
}
