import { useMutation } from '@tanstack/react-query';
import type { SchoolCancelPayload } from '@vikariat/domain';
import { z } from 'zod';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/teachers/cancel/chosen: the school cancels its booked substitute with a reason (issue 24); the person is
 * told at once and the job reopens. Online only, like choosing (apiFetch refuses offline with OfflineError).
 */
export function useCancelChosen() {
  return useMutation({
    mutationFn: (input: SchoolCancelPayload) => apiFetch('/api/teachers/cancel/chosen', { body: input, schema: z.object({ late: z.boolean() }).loose() }),
    // the screens read the replicated jobs: bring the server's new state now
    onSettled: pullNow,
  });
}
