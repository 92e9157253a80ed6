import { ApiError, OfflineError } from './api-client.ts';
import { getToken } from './session.ts';

/**
 * A file the server makes (an export), saved under the name the server gives it. A raw fetch: the answer is a file,
 * and its error is the API's JSON (field errors included, in the user's language).
 */
async function download(url: string, init: RequestInit, fallbackName: string): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(url, {
      ...init,
      headers: { ...(init.headers as Record<string, string> | undefined), ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
  } catch {
    throw new OfflineError();
  }
  if (!response.ok) {
    const error = (await response.json().catch(() => ({}))) as { code?: string; message?: string; fields?: Record<string, string> };
    throw new ApiError(response.status, { code: error.code ?? 'download_failed', message: error.message ?? response.statusText, fields: error.fields ?? {} });
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const link = document.createElement('a');
  link.href = URL.createObjectURL(await response.blob());
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** An export made from a POSTed request (payroll, statistics). */
export const downloadPost = (url: string, body: unknown, fallbackName: string): Promise<void> =>
  download(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, fallbackName);

/** An export asked for with query parameters (the audit log, the fill figures). */
export const downloadGet = (url: string, fallbackName: string): Promise<void> => download(url, {}, fallbackName);
