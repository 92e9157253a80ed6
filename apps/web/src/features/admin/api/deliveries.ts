import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const deliverySchema = z.object({
  id: z.string(),
  event: z.string(),
  channel: z.string(),
  target: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  accountEmail: z.string().nullable(),
  title: z.string().nullable(),
  subject: z.string().nullable(),
});

export interface DeliveryFilter {
  status: '' | 'pending' | 'sending' | 'sent' | 'failed';
  channel: '' | 'push' | 'email';
}

/** GET /api/admin/deliveries: the notification delivery log, newest first. */
const deliveriesQuery = (filter: DeliveryFilter) =>
  queryOptions({
    queryKey: ['admin', 'deliveries', filter],
    queryFn: async ({ signal }) => {
      const params = new URLSearchParams({ limit: '200' });
      if (filter.status) params.set('status', filter.status);
      if (filter.channel) params.set('channel', filter.channel);
      return (await apiFetch(`/api/admin/deliveries?${params.toString()}`, { schema: z.object({ deliveries: z.array(deliverySchema) }), signal })).deliveries;
    },
  });

export const useDeliveries = (filter: DeliveryFilter) => useQuery(deliveriesQuery(filter));
