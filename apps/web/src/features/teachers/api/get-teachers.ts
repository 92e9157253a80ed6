import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const teacherSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable().default(''),
  address: z.string().nullable().default(''),
  image: z.string().nullable().default(null),
  grades: z.array(z.string()).default([]),
  active: z.boolean(),
  school: z.object({ id: z.string(), name: z.string() }).nullable().default(null),
});
export type Teacher = z.infer<typeof teacherSchema>;

const teachersAnswerSchema = z.object({ teachers: z.array(teacherSchema), preschool: z.boolean().default(false) });

/** POST /api/principals/teachers/getall: the teachers of the caller's school (or one of a leader's schools). */
const teachersQuery = (email: string, school: string | null) =>
  queryOptions({
    queryKey: ['teachers', school ?? 'all'],
    queryFn: ({ signal }) =>
      apiFetch('/api/principals/teachers/getall', {
        body: school ? { email, school } : { email },
        schema: teachersAnswerSchema,
        signal,
      }),
  });

export const useTeachers = (email: string, school: string | null) => useQuery(teachersQuery(email, school));
