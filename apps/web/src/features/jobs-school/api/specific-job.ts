import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { schoolJobSchema } from './school-job.ts';

const answerSchema = z.union([z.object({ job: schoolJobSchema }).loose().transform((a) => a.job), schoolJobSchema]);

/** POST /api/teachers/getspecific: one job of the reader's school(s). Refetched while open (files-updated events). */
export const specificJobQuery = (id: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'job', id],
    queryFn: ({ signal }) => apiFetch('/api/teachers/getspecific', { body: { id }, schema: answerSchema, signal }),
    refetchInterval: 10_000,
    staleTime: 0,
  });

export const useSpecificJob = (id: string) => useQuery(specificJobQuery(id));
