import { queryOptions, useQuery } from '@tanstack/react-query';
import type { FillFiguresReport } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { downloadGet } from '../../../lib/download-post.ts';

const figures = z.object({
  posted: z.number(),
  filledBeforeStart: z.number(),
  shareFilledBeforeStart: z.number().nullable(),
  medianMinutes: z.number().nullable(),
  p90Minutes: z.number().nullable(),
});
const row = { name: z.string(), municipality: z.string(), sos: figures, normal: figures };
const reportSchema: z.ZodType<FillFiguresReport> = z.object({
  from: z.string(),
  to: z.string(),
  schools: z.array(z.object({ ...row, schoolId: z.string() })),
  municipalities: z.array(z.object(row)),
});

export type FillPeriod = {
  from: string;
  to: string;
};

/** GET /api/admin/fill-figures: share filled before the start and times to fill per school and municipality (decision 037). */
const params = (period: FillPeriod): string => new URLSearchParams({ from: period.from, to: period.to }).toString();

const fillFiguresQuery = (period: FillPeriod) =>
  queryOptions({
    queryKey: ['admin', 'fill-figures', period],
    queryFn: ({ signal }) => apiFetch(`/api/admin/fill-figures?${params(period)}`, { schema: reportSchema, signal }),
  });

export const useFillFigures = (period: FillPeriod) => useQuery(fillFiguresQuery(period));

/** GET /api/admin/fill-figures.csv: the same figures as a file for a spreadsheet. */
export const downloadFillFiguresCsv = (period: FillPeriod): Promise<void> =>
  downloadGet(`/api/admin/fill-figures.csv?${params(period)}`, `fill-figures-${period.from}-${period.to}.csv`);
