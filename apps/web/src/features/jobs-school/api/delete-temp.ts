import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/deletetemp: removes a job. */
export function useDeleteTemp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => apiFetch('/api/teachers/deletetemp', { body: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs-school'] }),
  });
}
