import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { feedbackJobSchema, type FeedbackSavePayload } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/shared/feedback/jobs: the caller's ended jobs whose feedback window is open (online: decision 031). */
const feedbackJobsQuery = () =>
  queryOptions({
    queryKey: ['feedback', 'jobs'],
    queryFn: async ({ signal }) => (await apiFetch('/api/shared/feedback/jobs', { body: {}, schema: z.object({ jobs: z.array(feedbackJobSchema) }), signal })).jobs,
  });

export const useFeedbackJobs = () => useQuery(feedbackJobsQuery());

/** POST /api/shared/feedback/save: gives or changes the caller's side's feedback on one job. */
export function useSaveFeedback() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: FeedbackSavePayload) => apiFetch('/api/shared/feedback/save', { body: payload, schema: z.object({ job: feedbackJobSchema }).loose() }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['feedback'] }),
  });
}
