import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SchoolFields } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/admin/schools (new) or PATCH /api/admin/schools/:id (edit). */
const saveSchool = async ({ id, fields }: { id: string | null; fields: SchoolFields }): Promise<void> => {
  if (id) await apiFetch(`/api/admin/schools/${encodeURIComponent(id)}`, { method: 'PATCH', body: fields });
  else await apiFetch('/api/admin/schools', { method: 'POST', body: fields });
};

export const useSaveSchool = () => {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: saveSchool, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'schools'] }) });
};
