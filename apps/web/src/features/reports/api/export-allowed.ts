import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** GET /api/stats/export/allowed → boolean (false on any failure): whether to offer the xlsx export link. */
export const exportAllowedQuery = () =>
  queryOptions({
    queryKey: ['export-allowed'],
    queryFn: async ({ signal }) => {
      try {
        return (await apiFetch('/api/stats/export/allowed', { signal })) === true;
      } catch {
        return false;
      }
    },
  });

export const useExportAllowed = () => useQuery(exportAllowedQuery());
