import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from './api-client.ts';

/** GET /api/stats/export/allowed → boolean; any failure counts as false (spec 01 §8): whether to offer the xlsx export. */
const exportAllowedQuery = (enabled = true) =>
  queryOptions({
    queryKey: ['export-allowed'],
    queryFn: async ({ signal }) => {
      try {
        return (await apiFetch('/api/stats/export/allowed', { signal })) === true;
      } catch {
        return false;
      }
    },
    enabled,
  });

export const useExportAllowed = (enabled = true) => useQuery(exportAllowedQuery(enabled));
