import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/admin/principals/:id/approve or /api/admin/accounts/:id/unlock. */
const accountAction = async ({ id, action }: { id: string; action: 'approve' | 'unlock' }): Promise<void> => {
  const path = action === 'approve' ? `/api/admin/principals/${encodeURIComponent(id)}/approve` : `/api/admin/accounts/${encodeURIComponent(id)}/unlock`;
  await apiFetch(path, { method: 'POST', body: {} });
};

export const useAccountAction = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: accountAction, onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'accounts'] }) });
};
