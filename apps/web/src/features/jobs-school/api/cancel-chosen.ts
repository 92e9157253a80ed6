import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolCancelPayload } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/teachers/cancel/chosen: the school cancels its booked substitute with a reason (issue 24); the person is
 * told at once and the job reopens. Online only, like choosing (apiFetch refuses offline with OfflineError).
 */
export function useCancelChosen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SchoolCancelPayload) => apiFetch('/api/teachers/cancel/chosen', { body: input, schema: z.object({ late: z.boolean() }).loose() }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['jobs-school'] }),
  });
}
