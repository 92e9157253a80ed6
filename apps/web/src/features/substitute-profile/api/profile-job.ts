import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const jobSchema = z.object({ uniqueId: z.string(), chosen: z.string().nullish(), endDate: z.string().nullish() }).loose();
const answerSchema = z.union([
  z
    .object({ job: jobSchema })
    .loose()
    .transform((a) => a.job),
  jobSchema,
]);

/** POST /api/teachers/getspecific: the job the profile was opened from (who is chosen decides choose/unchoose). */
const profileJobQuery = (id: string) =>
  queryOptions({
    queryKey: ['substitute-profile', 'job', id],
    queryFn: ({ signal }) => apiFetch('/api/teachers/getspecific', { body: { id }, schema: answerSchema, signal }),
    staleTime: 0,
  });

export const useProfileJob = (id: string | null) => useQuery({ ...profileJobQuery(id ?? ''), enabled: id !== null });
