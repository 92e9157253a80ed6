import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const sessionSchema = z.object({
  id: z.string(),
  device: z.string(),
  userAgent: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean(),
});
export type SignedInDevice = z.infer<typeof sessionSchema>;

/** GET /api/shared/sessions: the caller's live sessions, the most recently used first. */
export const sessionsQuery = queryOptions({
  queryKey: ['settings', 'sessions'],
  queryFn: async ({ signal }) => (await apiFetch('/api/shared/sessions', { schema: z.object({ sessions: z.array(sessionSchema) }), signal })).sessions,
});
export const useSessions = () => useQuery(sessionsQuery);

/** POST /api/shared/sessions/:id/end, or /others/end for every device but this one. */
export const useEndSession = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (which: { id: string } | 'others') => {
      const path = which === 'others' ? '/api/shared/sessions/others/end' : `/api/shared/sessions/${encodeURIComponent(which.id)}/end`;
      await apiFetch(path, { method: 'POST', body: {} });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['settings', 'sessions'] }),
  });
};
