import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const mailSchema = z.object({
  file: z.string(),
  from: z.string(),
  to: z.string(),
  replyTo: z.string().default(''),
  subject: z.string(),
  date: z.string().nullable(),
  text: z.string(),
});

/** GET /api/admin/mailbox/:file: one mail (shown as text: the HTML part is never rendered). */
const mailQuery = (file: string | null) =>
  queryOptions({
    queryKey: ['admin', 'mailbox', file],
    queryFn: ({ signal }) => apiFetch(`/api/admin/mailbox/${encodeURIComponent(file ?? '')}`, { schema: mailSchema, signal }),
    enabled: file !== null,
  });

export const useMail = (file: string | null) => useQuery(mailQuery(file));
