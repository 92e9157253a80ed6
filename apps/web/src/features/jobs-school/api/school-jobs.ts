import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { schoolJobSchema } from './school-job.ts';

/** The people who viewed any of the jobs (principals only); a job's `viewedusers` lists their e-mails. */
const viewUsersSchema = z
  .array(z.object({ email: z.string(), firstName: z.string().default(''), lastName: z.string().default('') }).loose())
  .catch([]);

const answerSchema = z
  .object({
    jobs: z.array(schoolJobSchema).default([]),
    viewUsers: viewUsersSchema.optional(),
    preschool: z.boolean().optional(),
  })
  .loose();
export type SchoolJobsAnswer = z.infer<typeof answerSchema>;

/**
 * POST /api/principals/temps/v2 (principals, leaders) or /api/teachers/gettemp/v2 (teachers): the reader's jobs
 * with applicants. Polled so new applicants appear on the board while it is open.
 */
export const schoolJobsQuery = (leader: boolean) =>
  queryOptions({
    queryKey: ['jobs-school', 'list', leader],
    queryFn: ({ signal }) =>
      apiFetch(leader ? '/api/principals/temps/v2' : '/api/teachers/gettemp/v2', { body: {}, schema: answerSchema, signal }),
    refetchInterval: 10_000,
    refetchOnWindowFocus: true,
    staleTime: 0,
  });

export const useSchoolJobs = (leader: boolean) => useQuery(schoolJobsQuery(leader));
