import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NoticePayload } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/admin/notices: a Tips or Update notice in every substitute's feed. */
const postNotice = async (payload: NoticePayload): Promise<void> => {
  await apiFetch('/api/admin/notices', { body: payload });
};

export const usePostNotice = () => {
  const queryClient = useQueryClient();
  // the new notice joins the list of published ones
  return useMutation({ mutationFn: postNotice, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'notices'] }) });
};
