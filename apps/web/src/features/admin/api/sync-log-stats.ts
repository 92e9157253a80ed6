import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { syncLogParams, type SyncLogFilter } from './sync-log-filter.ts';

const hourSchema = z.object({ hour: z.string(), pulls: z.number(), pushes: z.number(), rejections: z.number(), errors: z.number().default(0) });
export type SyncLogHour = z.infer<typeof hourSchema>;

/** GET /api/admin/sync-log/stats: pulls, pushes, rejections (and errors) per hour within the filter. */
const syncLogStatsQuery = (filter: SyncLogFilter) =>
  queryOptions({
    queryKey: ['admin', 'sync-log-stats', filter],
    queryFn: async ({ signal }) =>
      (await apiFetch(`/api/admin/sync-log/stats?${syncLogParams(filter).toString()}`, { schema: z.object({ hours: z.array(hourSchema) }), signal })).hours,
    placeholderData: keepPreviousData,
  });

export const useSyncLogStats = (filter: SyncLogFilter) => useQuery(syncLogStatsQuery(filter));
