import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/stats/export/allowed → boolean; any failure counts as false (spec 01 §8). */
export const exportAllowedQuery = (enabled: boolean) =>
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

export const useExportAllowed = (enabled: boolean) => useQuery(exportAllowedQuery(enabled));
