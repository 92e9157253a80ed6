import { useQuery } from '@tanstack/react-query';
import { offerNoteSchema } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/users/job/offer: why the reader was offered the job, and in which wave (decision 034). Online only and
 * optional: offline, or before the answer, the page simply shows no reason.
 */
export const useOfferNote = (jobId: string) =>
  useQuery({
    queryKey: ['jobs-substitute', 'offer', jobId],
    queryFn: ({ signal }) => apiFetch('/api/users/job/offer', { body: { id: jobId }, schema: offerNoteSchema, signal }),
    staleTime: 5 * 60_000,
    retry: false,
  });
