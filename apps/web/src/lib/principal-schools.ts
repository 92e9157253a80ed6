import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from './api-client.ts';

const schoolSchema = z.object({ id: z.string(), name: z.string() });
const answerSchema = z.object({
  schoolId: z.string().nullable().default(null),
  school: z.string().default(''),
  moreSchools: z.array(schoolSchema).default([]),
});

export interface PrincipalSchool {
  id: string;
  name: string;
}

/** The own school first, then the others a leader leads, each once. */
const schoolsOf = (answer: z.infer<typeof answerSchema>): PrincipalSchool[] => {
  const all = [...(answer.schoolId ? [{ id: answer.schoolId, name: answer.school }] : []), ...answer.moreSchools];
  return all.filter((school, index) => all.findIndex((s) => s.id === school.id) === index);
};

/** POST /api/principals/get/principal: the schools the caller leads (school + moreSchools). */
const principalSchoolsQuery = (email: string) =>
  queryOptions({
    queryKey: ['principal-schools'],
    queryFn: async ({ signal }) => schoolsOf(await apiFetch('/api/principals/get/principal', { body: { email }, schema: answerSchema, signal })),
  });

export const usePrincipalSchools = (email: string) => useQuery(principalSchoolsQuery(email));
