import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const teacherSchema = z.object({ grade: z.array(z.string()).nullish(), defaultDescription: z.string().nullish() }).loose();
const answerSchema = z
  .union([
    z
      .object({ teacher: teacherSchema })
      .loose()
      .transform((a) => a.teacher),
    teacherSchema,
  ])
  .transform((t) => ({ grades: t.grade ?? [], defaultDescription: t.defaultDescription ?? '' }));

/**
 * POST /api/teachers/get/teacher: what a teacher's new job starts from — their own grades and their default description
 * (the job's additional information).
 */
const teacherContextQuery = (email: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'teacher-context', email],
    queryFn: ({ signal }) => apiFetch('/api/teachers/get/teacher', { body: { email }, schema: answerSchema, signal }),
    staleTime: 60_000,
  });

export const useTeacherContext = (email: string, enabled: boolean) => useQuery({ ...teacherContextQuery(email), enabled });
