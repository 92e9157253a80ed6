import type { SosPayload } from '@vikariat/domain';
import { useMutation } from '@tanstack/react-query';
import { pullNow } from '../../../db/index.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { postedJobAnswerSchema } from './add-temp.ts';

/** POST /api/principals/sos: an urgent job today from the saved defaults. */
export function usePostSos() {
  return useMutation({
    mutationFn: (payload: SosPayload) => apiFetch('/api/principals/sos', { body: payload, schema: postedJobAnswerSchema }),
    // the screens read the replicated jobs: bring the server's new state now
    onSuccess: pullNow,
  });
}
