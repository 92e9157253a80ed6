import { useMutation } from '@tanstack/react-query';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/users/job/accept: take an instant SOS job (decision 035). Online only and authoritative: the first accept
 * is the choice, so it cannot wait in the outbox; a later one answers 409 `already_taken` in the reader's language.
 */
export function useAcceptJob() {
  return useMutation({
    mutationFn: (jobId: string) => apiFetch('/api/users/job/accept', { body: { id: jobId } }),
    // the booked job's details (phone, attachments, day card) come with the next pull: bring it now
    onSuccess: pullNow,
  });
}
