import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const answerSchema = z
  .union([
    z
      .object({ teacher: z.object({ grade: z.array(z.string()).nullish() }).loose() })
      .loose()
      .transform((a) => a.teacher),
    z.object({ grade: z.array(z.string()).nullish() }).loose(),
  ])
  .transform((t) => t.grade ?? []);

/** POST /api/teachers/get/teacher: a teacher's own grades, the default grades of the jobs they post. */
const teacherGradesQuery = (email: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'teacher-grades', email],
    queryFn: ({ signal }) => apiFetch('/api/teachers/get/teacher', { body: { email }, schema: answerSchema, signal }),
    staleTime: 60_000,
  });

export const useTeacherGrades = (email: string, enabled: boolean) => useQuery({ ...teacherGradesQuery(email), enabled });
