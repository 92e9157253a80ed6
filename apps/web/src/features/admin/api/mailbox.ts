import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const summarySchema = z.object({ file: z.string(), to: z.string(), subject: z.string(), date: z.string().nullable(), size: z.number() });

/** GET /api/admin/mailbox: the dev outbox (demo mode). */
const mailboxQuery = () =>
  queryOptions({
    queryKey: ['admin', 'mailbox'],
    queryFn: async ({ signal }) => (await apiFetch('/api/admin/mailbox', { schema: z.object({ mails: z.array(summarySchema) }), signal })).mails,
  });

export const useMailbox = () => useQuery(mailboxQuery());
