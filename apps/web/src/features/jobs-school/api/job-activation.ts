import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/principals/activate {id} (spec 02 §7) and its counterpart POST /api/principals/deactivate {id}: a job back
 * on the market, or paused (decision 025).
 */
export function useSetJobActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiFetch(active ? '/api/principals/activate' : '/api/principals/deactivate', { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs-school'] }),
  });
}
