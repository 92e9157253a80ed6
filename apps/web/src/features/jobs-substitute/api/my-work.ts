import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MyWorkMonth, PayrollRow } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { downloadPost } from '../../../lib/download-post.ts';

const missingSchema = z.object({ jobId: z.string(), day: z.string(), schoolName: z.string(), startTime: z.string(), endTime: z.string() }).loose();
const myWorkSchema = z
  .object({
    year: z.number(),
    months: z.array(z.custom<MyWorkMonth>()),
    rows: z.array(z.custom<PayrollRow>()),
    missing: z.array(missingSchema),
  })
  .loose();
export type MyWorkAnswer = z.infer<typeof myWorkSchema>;

/** POST /api/users/hours/mywork {year}: the substitute's own hours of a year, by month, and the days still without. */
export const myWorkQuery = (year: number) =>
  queryOptions({
    queryKey: ['jobs-substitute', 'my-work', year],
    queryFn: ({ signal }) => apiFetch('/api/users/hours/mywork', { body: { year }, schema: myWorkSchema, signal }),
  });
export const useMyWork = (year: number) => useQuery(myWorkQuery(year));

/** POST /api/users/hours/mywork/export {year}: the year's hours as a workbook. */
export const downloadMyWork = (year: number): Promise<void> => downloadPost('/api/users/hours/mywork/export', { year }, `my-work-${year}.xlsx`);
