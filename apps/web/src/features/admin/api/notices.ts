import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ADMIN_NOTICE_TYPES, type NoticePayload } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

const noticeSchema = z.object({
  id: z.string(),
  fromAdminType: z.enum(ADMIN_NOTICE_TYPES),
  additionalInfo: z.string(),
  additionalInfoFi: z.string().nullable(),
  startDate: z.string(),
  endDate: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminNotice = z.infer<typeof noticeSchema>;

const NOTICES_KEY = ['admin', 'notices'] as const;

/** GET /api/admin/notices: the published notices (removed and expired ones are gone). */
const noticesQuery = () =>
  queryOptions({
    queryKey: NOTICES_KEY,
    queryFn: async ({ signal }) => (await apiFetch('/api/admin/notices', { schema: z.object({ notices: z.array(noticeSchema) }), signal })).notices,
  });

export const useNotices = () => useQuery(noticesQuery());

/** PUT /api/admin/notices/:id: the corrected notice (text, type, dates). */
export const useSaveNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, notice }: { id: string; notice: NoticePayload }): Promise<void> => {
      await apiFetch(`/api/admin/notices/${encodeURIComponent(id)}`, { method: 'PUT', body: notice });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
};

/** DELETE /api/admin/notices/:id: gone from every substitute's feed (a tombstone reaches their devices). */
export const useRemoveNotice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string): Promise<void> => {
      await apiFetch(`/api/admin/notices/${encodeURIComponent(id)}`, { method: 'DELETE' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTICES_KEY }),
  });
};
