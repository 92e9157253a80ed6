import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const statusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });

/** GET /api/calendar/feed-status: whether the caller has a live feed URL (a password change ends it), and since when. */
export const feedStatusQuery = queryOptions({
  queryKey: ['calendar', 'feed-status'],
  queryFn: ({ signal }) => apiFetch('/api/calendar/feed-status', { schema: statusSchema, signal }),
});

export const useFeedStatus = () => useQuery(feedStatusQuery);
