import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const schoolSchema = z.object({ id: z.string(), name: z.string() });
const answerSchema = z.object({
  schoolId: z.string().nullable().default(null),
  school: z.string().default(''),
  moreSchools: z.array(schoolSchema).default([]),
});

/** POST /api/principals/get/principal: the schools the caller leads (own school first), each once. */
export const principalSchoolsQuery = (email: string) =>
  queryOptions({
    queryKey: ['principal-schools'],
    queryFn: async ({ signal }) => {
      const answer = await apiFetch('/api/principals/get/principal', { body: { email }, schema: answerSchema, signal });
      const all = [...(answer.schoolId ? [{ id: answer.schoolId, name: answer.school }] : []), ...answer.moreSchools];
      return all.filter((school, index) => all.findIndex((s) => s.id === school.id) === index);
    },
  });

export const usePrincipalSchools = (email: string) => useQuery(principalSchoolsQuery(email));
