import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const teacherSchema = z
  .object({
    id: z.string().optional(),
    _id: z.string().optional(),
    firstName: z.string().default(''),
    lastName: z.string().default(''),
    email: z.string().default(''),
    grade: z.array(z.string()).nullish(),
    grades: z.array(z.string()).nullish(),
  })
  .loose()
  .transform((t) => ({
    id: t.id ?? t._id ?? '',
    name: `${t.firstName} ${t.lastName}`.trim(),
    email: t.email,
    grades: t.grade ?? t.grades ?? [],
  }));
export type SchoolTeacher = z.output<typeof teacherSchema>;

const answerSchema = z
  .object({ teachers: z.array(teacherSchema).default([]) })
  .loose()
  .transform((a) => a.teachers.filter((t) => t.id !== ''));

/** POST /api/principals/teachers/getall: the teachers a principal may post on behalf of (`regarding`). */
const schoolTeachersQuery = (email: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'teachers', email],
    queryFn: ({ signal }) => apiFetch('/api/principals/teachers/getall', { body: { email }, schema: answerSchema, signal }),
    staleTime: 60_000,
  });

export const useSchoolTeachers = (email: string, enabled: boolean) => useQuery({ ...schoolTeachersQuery(email), enabled });
