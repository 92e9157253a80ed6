import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiErrorSchema } from '@vikariat/domain';
import { z } from 'zod';
import { apiFetch, ApiError, OfflineError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';

const answerSchema = z.object({ documents: z.array(z.object({ name: z.string(), title: z.string(), size: z.number() }).loose()) });

/** POST /api/users/documents (multipart `files`): adds documents to the own profile. */
async function uploadDocuments(files: readonly File[]): Promise<void> {
  const form = new FormData();
  for (const file of files) form.append('files', file, file.name);
  const token = getToken();
  let response: Response;
  try {
    response = await fetch('/api/users/documents', {
      method: 'POST',
      body: form,
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/json' } : { Accept: 'application/json' },
    });
  } catch {
    throw new OfflineError();
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = apiErrorSchema.safeParse(data);
    throw new ApiError(response.status, error.success ? error.data : { code: 'unknown', message: '' });
  }
  answerSchema.parse(data);
}

/** Adding and removing the profile's documents; the profile is read again after either. */
export function useProfileDocuments(profileKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: profileKey });
  return {
    upload: useMutation({ mutationFn: uploadDocuments, onSuccess: refresh }),
    // POST /api/users/documents/delete/{name}
    remove: useMutation({
      mutationFn: (name: string) => apiFetch(`/api/users/documents/delete/${encodeURIComponent(name)}`, { body: {}, schema: answerSchema }),
      onSuccess: refresh,
    }),
  };
}
