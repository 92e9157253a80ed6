import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddTeacherPayload } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/**
 * POST /api/principals/teacher/add. The form's values go as typed: the server validates with the same schema and
 * answers field errors under firstName, lastName, email, phone (spec 02 §5).
 */
const addTeacher = async (payload: AddTeacherPayload): Promise<void> => {
  await apiFetch('/api/principals/teacher/add', { body: payload });
};

export const useAddTeacher = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addTeacher,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teachers'] }),
  });
};
