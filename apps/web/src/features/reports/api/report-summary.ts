import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const bucketSchema = z.object({
  month: z.string().optional(),
  schoolId: z.string().optional(),
  schoolName: z.string().optional(),
  posted: z.number(),
  filled: z.number(),
  shareFilled: z.number(),
  medianHoursToFill: z.number().nullable(),
  applicantsPerJob: z.number(),
});
export type ReportRow = z.infer<typeof bucketSchema>;

const answerSchema = z.object({
  byMonth: z.array(bucketSchema),
  bySchool: z.array(bucketSchema),
  total: bucketSchema,
});

/** GET /api/reports/summary?from&to: jobs posted, share filled, time to fill, applicants per job, by month and school. */
const reportSummaryQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: ['report-summary', from, to],
    queryFn: ({ signal }) => apiFetch(`/api/reports/summary?${new URLSearchParams({ from, to }).toString()}`, { schema: answerSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useReportSummary = (from: string, to: string) => useQuery(reportSummaryQuery(from, to));
