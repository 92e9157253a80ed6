import { useMutation, useQueryClient } from '@tanstack/react-query';
import { editTeacherSchema } from '@vikariat/domain';
import type { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

type EditTeacherInput = z.input<typeof editTeacherSchema>;

/** POST /api/principals/edit/teacher: an empty field keeps the existing value (spec 02 §5). */
const editTeacher = async (input: EditTeacherInput): Promise<void> => {
  await apiFetch('/api/principals/edit/teacher', { body: editTeacherSchema.parse(input) });
};

export const useEditTeacher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: editTeacher,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['teachers'] }),
  });
};
