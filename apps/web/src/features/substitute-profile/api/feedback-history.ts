import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackHistorySchema } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/principals/feedback/history {email}: the caller's schools' own feedback about the substitute (decision 031). */
const feedbackHistoryQuery = (email: string) =>
  queryOptions({
    queryKey: ['substitute-profile', 'feedback', email],
    queryFn: ({ signal }) => apiFetch('/api/principals/feedback/history', { body: { email }, schema: feedbackHistorySchema, signal }),
  });

export const useFeedbackHistory = (email: string) => useQuery(feedbackHistoryQuery(email));
