import type { AddTempPayload } from '@vikariat/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/addtemp: creates a job (the server validates with the same addTempSchema). */
export function useAddTemp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: AddTempPayload) => apiFetch('/api/teachers/addtemp', { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs-school'] }),
  });
}
