import { useMutation } from '@tanstack/react-query';
import type { CreateCodePayload } from '@vikariat/domain';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/principals/create/code: code, email (the form sends whatever was typed; the server validates). */
const createCode = async (payload: CreateCodePayload): Promise<void> => {
  await apiFetch('/api/principals/create/code', { body: payload });
};

export const useCreateCode = () => useMutation({ mutationFn: createCode });
