import { ApiError, OfflineError } from './api-client.ts';
import { getToken } from './session.ts';

/**
 * A stored file as a blob, saved under its display name (the call needs the bearer token, so no plain link): a job's
 * attachment (GET /api/shared/file/{name}) or a profile's document (`from` '/api/users/documents/').
 */
export async function downloadFile(storedName: string, displayName: string, from = '/api/shared/file/'): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`${from}${encodeURIComponent(storedName)}`, { headers });
  } catch {
    throw new OfflineError();
  }
  if (!response.ok) throw new ApiError(response.status, { code: 'download_failed', message: response.statusText });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = displayName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
