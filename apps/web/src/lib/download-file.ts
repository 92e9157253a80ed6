import { ApiError, OfflineError } from './api-client.ts';
import { getToken } from './session.ts';

/** GET /api/shared/file/{name}: an attachment as a blob (the call needs the bearer token, so no plain link). */
export async function downloadFile(storedName: string, displayName: string): Promise<void> {
  const headers: Record<string, string> = {};
  const token = getToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(`/api/shared/file/${encodeURIComponent(storedName)}`, { headers });
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
