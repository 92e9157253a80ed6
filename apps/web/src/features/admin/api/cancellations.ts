import { queryOptions, useQuery } from '@tanstack/react-query';
import { cancellationEntrySchema } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export interface CancellationFilter {
  late: '' | 'true';
  by: '' | 'substitute' | 'school';
}

/** GET /api/admin/cancellations: cancelled bookings, newest first, late ones marked (issue 24). */
const cancellationsQuery = (filter: CancellationFilter) =>
  queryOptions({
    queryKey: ['admin', 'cancellations', filter],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: '200' });
      if (filter.late) params.set('late', filter.late);
      if (filter.by) params.set('by', filter.by);
      const schema = z.object({ cancellations: z.array(cancellationEntrySchema) });
      return (await apiFetch(`/api/admin/cancellations?${params.toString()}`, { schema, signal })).cancellations;
    },
  });

export const useCancellations = (filter: CancellationFilter) => useQuery(cancellationsQuery(filter));
