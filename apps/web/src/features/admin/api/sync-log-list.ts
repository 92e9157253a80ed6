import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';
import { syncLogParams, type SyncLogFilter } from './sync-log-filter.ts';

export const syncLogEntrySchema = z.object({
  id: z.number(),
  at: z.string(),
  accountId: z.string().nullable(),
  email: z.string().nullable(),
  schoolId: z.string().nullable(),
  erased: z.boolean().default(false),
  deviceId: z.string().nullable(),
  /** browser and system, as the device's latest stream connect recorded them; '' when not known */
  deviceName: z.string().default(''),
  kind: z.string(),
  collection: z.string().nullable(),
  docsIn: z.number().nullable(),
  docsOut: z.number().nullable(),
  checkpointBefore: z.union([z.number(), z.string()]).nullable(),
  checkpointAfter: z.union([z.number(), z.string()]).nullable(),
  durationMs: z.number().nullable(),
  outcome: z.string(),
  errorCode: z.string().nullable(),
});
export type SyncLogEntry = z.infer<typeof syncLogEntrySchema>;

const answerSchema = z.object({ entries: z.array(syncLogEntrySchema), total: z.number(), page: z.number(), pageSize: z.number() });

export const SYNC_LOG_PAGE_SIZE = 200;

/** GET /api/admin/sync-log: one page of entries, newest first, with the total. */
const syncLogQuery = (filter: SyncLogFilter, page: number) =>
  queryOptions({
    queryKey: ['admin', 'sync-log', filter, page],
    queryFn: ({ signal }) =>
      apiFetch(`/api/admin/sync-log?${syncLogParams(filter, { page: String(page), pageSize: String(SYNC_LOG_PAGE_SIZE) }).toString()}`, {
        schema: answerSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export const useSyncLog = (filter: SyncLogFilter, page: number) => useQuery(syncLogQuery(filter, page));
