import type { UpdateTempPayload } from '@vikariat/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/teachers/updatetemp: saves an edited job. */
export function useUpdateTemp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateTempPayload) => apiFetch('/api/teachers/updatetemp', { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs-school'] }),
  });
}
