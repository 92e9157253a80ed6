import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobTimeline } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const at = z.string();
const eventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('posted'), at }),
  z.object({ type: z.literal('notified'), at, kind: z.string(), recipients: z.number(), sent: z.number(), failed: z.number(), pending: z.number() }),
  z.object({ type: z.literal('applied'), at, name: z.string() }),
  z.object({ type: z.literal('withdrawn'), at, name: z.string() }),
  z.object({ type: z.literal('chosen'), at, name: z.string() }),
]);
const timelineSchema: z.ZodType<JobTimeline> = z.object({ events: z.array(eventSchema), minutesToFill: z.number().nullable() });

/** GET /api/teachers/job/:id/timeline: the job's history (decision 037); online only, it reads the delivery log. */
const jobTimelineQuery = (jobId: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'timeline', jobId],
    queryFn: ({ signal }) => apiFetch(`/api/teachers/job/${encodeURIComponent(jobId)}/timeline`, { schema: timelineSchema, signal }),
  });

export const useJobTimeline = (jobId: string) => useQuery(jobTimelineQuery(jobId));
