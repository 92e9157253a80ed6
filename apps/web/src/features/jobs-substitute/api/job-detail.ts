import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { substituteJobSchema } from './substitute-job.ts';

const answerSchema = z
  .object({
    job: substituteJobSchema,
    school: z
      .object({ name: z.string().default(''), phone: z.string().nullish(), address: z.string().nullish() })
      .loose()
      .nullish(),
  })
  .loose()
  .transform(({ job, school }) => (school ? { ...job, school: { ...(typeof job.school === 'object' ? job.school : {}), ...school } } : job));

/** POST /api/users/get/job: one job with its school (phone only once the reader is chosen). */
export const jobDetailQuery = (id: string) =>
  queryOptions({
    queryKey: ['jobs-substitute', 'job', id],
    queryFn: ({ signal }) => apiFetch('/api/users/get/job', { body: { id }, schema: answerSchema, signal }),
    refetchInterval: 10_000,
    staleTime: 0,
  });
