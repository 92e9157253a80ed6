import { apiErrorSchema } from '@vikariat/domain';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';

interface ExportFile {
  blob: Blob;
  /** The server's file name (statistik-dd.MM.yyyy.xlsx), if it sent one. */
  fileName: string | null;
  organisationTitle: string | null;
}

const fileNameOf = (disposition: string | null): string | null => disposition?.match(/filename="?([^";]+)"?/)?.[1] ?? null;

/**
 * GET /api/stats/export.xlsx with the principal's session token or the passcode holder's export token. A raw
 * fetch: the answer is a file, and the token is not always the session's.
 */
export async function downloadExport(token: string, signal?: AbortSignal): Promise<ExportFile> {
  let response: Response;
  try {
    response = await fetch('/api/stats/export.xlsx', { headers: { Authorization: `Bearer ${token}` }, signal: signal ?? null });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new OfflineError();
  }
  if (!response.ok) {
    // the server's own words (a passcode no longer valid, a school that may not export), not the status line
    const body = apiErrorSchema.safeParse(await response.json().catch(() => null));
    throw new ApiError(response.status, body.success ? body.data : { code: 'export_failed', message: '' });
  }
  const title = response.headers.get('x-organisation-title');
  return {
    blob: await response.blob(),
    fileName: fileNameOf(response.headers.get('content-disposition')),
    organisationTitle: title ? decodeURIComponent(title) : null,
  };
}
