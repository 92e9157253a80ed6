import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { jobTimelineSchema as timelineSchema } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';
import type { SchoolJob } from './school-job.ts';

/** GET /api/teachers/job/:id/timeline: the job's history (decision 037); online only, it reads the delivery log. */
const jobTimelineQuery = (jobId: string, version: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'timeline', jobId, version],
    queryFn: ({ signal }) => apiFetch(`/api/teachers/job/${encodeURIComponent(jobId)}/timeline`, { schema: timelineSchema, signal }),
    // a new version keeps the old history on screen until the new one arrives
    placeholderData: keepPreviousData,
  });

/** `version`: what the replicated job says changed (timelineVersion); a new one reads the history again. */
export const useJobTimeline = (jobId: string, version: string) => useQuery(jobTimelineQuery(jobId, version));

/** What of the replicated job the history follows: the choice (choose, unchoose, cancel) and the applicants. */
export const timelineVersion = (job: SchoolJob): string => [job.chosen ?? '', ...job.applicants.map((a) => a.email)].join('|');
