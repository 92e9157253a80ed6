import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { syncLogEntrySchema } from './sync-log-list.ts';

/** GET /api/admin/sync-log/:id: one entry for the detail view. */
const syncLogEntryQuery = (id: number | null) =>
  queryOptions({
    queryKey: ['admin', 'sync-log-entry', id],
    queryFn: ({ signal }) => apiFetch(`/api/admin/sync-log/${String(id)}`, { schema: syncLogEntrySchema, signal }),
    enabled: id !== null,
  });

export const useSyncLogEntry = (id: number | null) => useQuery(syncLogEntryQuery(id));
