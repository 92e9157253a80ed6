import { useMutation, useQueryClient } from '@tanstack/react-query';
import { extractSeenViewSchema, type ExtractSeenPayload } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch } from '../../../lib/api-client.ts';

/** POST /api/principals/extract/seen {email, seenOn}: records that the extract was shown (never a copy; decision 031). */
export function useRecordExtractSeen() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payload: ExtractSeenPayload) =>
      apiFetch('/api/principals/extract/seen', { body: payload, schema: z.object({ extractSeen: extractSeenViewSchema }).loose() }),
    onSuccess: (_answer, payload) => client.invalidateQueries({ queryKey: ['substitute-profile', payload.email] }),
  });
}
