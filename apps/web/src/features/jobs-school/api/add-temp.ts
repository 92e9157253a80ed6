import type { AddTempPayload } from '@vikariat/domain';
import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * The answer to a job posted (addtemp, sos): its id, to open the board at it. Optional: an answer without one still
 * means the job was posted, and must not read as a failure (the person would post it twice).
 */
export const postedJobAnswerSchema = z.object({ id: z.string().optional() }).loose();

/** POST /api/teachers/addtemp: creates a job (the server validates with the same addTempSchema). */
export function useAddTemp() {
  return useMutation({
    mutationFn: (payload: AddTempPayload) => apiFetch('/api/teachers/addtemp', { body: payload, schema: postedJobAnswerSchema }),
    // the screens read the replicated jobs: bring the server's new state now
    onSuccess: pullNow,
  });
}
