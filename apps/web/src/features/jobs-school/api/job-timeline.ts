import { queryOptions, useQuery } from '@tanstack/react-query';
import { jobTimelineSchema as timelineSchema } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/teachers/job/:id/timeline: the job's history (decision 037); online only, it reads the delivery log. */
const jobTimelineQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'timeline', jobId],
    queryFn: ({ signal }) => apiFetch(`/api/teachers/job/${encodeURIComponent(jobId)}/timeline`, { schema: timelineSchema, signal }),
  });

export const useJobTimeline = (jobId: string) => useQuery(jobTimelineQuery(jobId));
