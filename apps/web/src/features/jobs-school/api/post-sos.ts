import type { SosPayload } from '@vikariat/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/principals/sos: an urgent job today from the saved defaults. */
export function usePostSos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: SosPayload) => apiFetch('/api/principals/sos', { body: payload }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['jobs-school'] }),
  });
}
