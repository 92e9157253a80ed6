import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { HoursApprovePayload, HoursCorrectPayload, HoursNoShowPayload, PayrollRow } from '@vikariat/domain';
import { z } from 'zod';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { downloadPost } from '../../../lib/download-post.ts';

const missingSchema = z
  .object({
    jobId: z.string(),
    day: z.string(),
    substituteId: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    schoolName: z.string(),
    startTime: z.string(),
    endTime: z.string(),
  })
  .loose();
export type MissingDay = z.infer<typeof missingSchema>;
const monthSchema = z.object({ rows: z.array(z.custom<PayrollRow>()), missing: z.array(missingSchema) }).loose();

/** The month, and one school or (none named) all the reader leads. */
const scopeOf = (month: string, schoolId: string) => (schoolId === '' ? { month } : { month, schoolId });

/** POST /api/principals/hours/month {month, schoolId?}: the month's hours, and the booked days without. */
export const hoursMonthQuery = (month: string, schoolId: string) =>
  queryOptions({
    queryKey: ['jobs-school', 'hours-month', month, schoolId],
    queryFn: ({ signal }) => apiFetch('/api/principals/hours/month', { body: scopeOf(month, schoolId), schema: monthSchema, signal }),
    placeholderData: keepPreviousData,
  });
export const useHoursMonth = (month: string, schoolId: string) => useQuery(hoursMonthQuery(month, schoolId));

export type HoursReview =
  { kind: 'approve'; payload: HoursApprovePayload } | { kind: 'correct'; payload: HoursCorrectPayload } | { kind: 'noshow'; payload: HoursNoShowPayload };

/**
 * POST /api/principals/hours/approve | correct | noshow: the school's review of a day (online: it is a decision the
 * substitute's pay follows). The job's document is pulled at once and the month view asked again.
 */
export function useReviewHours() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (review: HoursReview) => apiFetch(`/api/principals/hours/${review.kind}`, { body: review.payload }),
    onSuccess: async () => {
      pullNow();
      await client.invalidateQueries({ queryKey: ['jobs-school', 'hours-month'] });
    },
  });
}

/** POST /api/principals/payroll/export {month, schoolId?, format}: the month's payroll file. */
export const downloadPayroll = (month: string, schoolId: string, format: 'xlsx' | 'csv'): Promise<void> =>
  downloadPost('/api/principals/payroll/export', { ...scopeOf(month, schoolId), format }, `payroll-${month}.${format}`);
