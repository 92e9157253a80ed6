import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const accountSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  typeOfUser: z.string(),
  school: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminAccount = z.infer<typeof accountSchema>;
const answerSchema = z.object({ accounts: z.array(accountSchema) });

/** GET /api/admin/principals/pending or /api/admin/accounts/locked. */
const adminAccountsQuery = (which: 'pending' | 'locked') =>
  queryOptions({
    queryKey: ['admin', 'accounts', which],
    queryFn: async ({ signal }) =>
      (await apiFetch(which === 'pending' ? '/api/admin/principals/pending' : '/api/admin/accounts/locked', { schema: answerSchema, signal })).accounts,
  });

export const useAdminAccounts = (which: 'pending' | 'locked') => useQuery(adminAccountsQuery(which));
