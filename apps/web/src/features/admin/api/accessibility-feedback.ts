import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

export const feedbackItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  page: z.string(),
  message: z.string(),
  lang: z.enum(['sv', 'fi']),
  createdAt: z.string(),
  dueAt: z.string(),
  ageDays: z.number(),
  daysLeft: z.number(),
  late: z.boolean(),
  accountId: z.string().nullable(),
});
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

/** GET /api/admin/accessibility-feedback: the open items, oldest first, with their 14-day deadline. */
export const openFeedbackQuery = queryOptions({
  queryKey: ['admin', 'accessibility-feedback'],
  queryFn: async ({ signal }) => (await apiFetch('/api/admin/accessibility-feedback', { schema: z.object({ items: z.array(feedbackItemSchema) }), signal })).items,
});
export const useOpenFeedback = () => useQuery(openFeedbackQuery);

/** POST /api/admin/accessibility-feedback/:id/answered. */
export const useMarkFeedbackAnswered = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiFetch(`/api/admin/accessibility-feedback/${encodeURIComponent(id)}/answered`, { method: 'POST', body: {} });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accessibility-feedback'] }),
  });
};
