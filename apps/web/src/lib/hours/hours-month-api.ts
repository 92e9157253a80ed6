import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { HoursChange, PayrollRow } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../api-client.ts';
import { downloadPost } from '../download-post.ts';

/**
 * The month's hours of a school (issue 24): the school's leaders' month view and the admin's read-only one read the
 * same answer — the days given, the booked days without hours, and the change log — and download the same files.
 */
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
    askLessons: z.boolean().optional(),
  })
  .loose();
export type MissingDay = z.infer<typeof missingSchema>;
const monthSchema = z.object({ rows: z.array(z.custom<PayrollRow>()), missing: z.array(missingSchema), changes: z.array(z.custom<HoursChange>()).default([]) }).loose();

/** The month, and one school or (none named, a leader) all the reader leads. */
const scopeOf = (month: string, schoolId: string) => (schoolId === '' ? { month } : { month, schoolId });

/** POST /api/principals/hours/month {month, schoolId?}: the month's hours, the booked days without, the change log. */
export const hoursMonthQuery = (month: string, schoolId: string, enabled = true) =>
  queryOptions({
    queryKey: ['jobs-school', 'hours-month', month, schoolId],
    queryFn: ({ signal }) => apiFetch('/api/principals/hours/month', { body: scopeOf(month, schoolId), schema: monthSchema, signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
export const useHoursMonth = (month: string, schoolId: string, enabled = true) => useQuery(hoursMonthQuery(month, schoolId, enabled));

/** POST /api/principals/payroll/export {month, schoolId?, format}: the month's payroll file. */
export const downloadPayroll = (month: string, schoolId: string, format: 'xlsx' | 'csv'): Promise<void> =>
  downloadPost('/api/principals/payroll/export', { ...scopeOf(month, schoolId), format }, `payroll-${month}.${format}`);
