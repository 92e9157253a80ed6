import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackAggregatesSchema } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/admin/feedback: substitutes' ratings per school (count, average) and ratings counted per substitute (decision 031). */
const feedbackQuery = () =>
  queryOptions({
    queryKey: ['admin', 'feedback'],
    queryFn: ({ signal }) => apiFetch('/api/admin/feedback', { schema: feedbackAggregatesSchema, signal }),
  });

export const useFeedbackAggregates = () => useQuery(feedbackQuery());
