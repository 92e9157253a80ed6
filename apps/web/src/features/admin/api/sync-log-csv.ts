import { todayInFinland } from '@vikariat/domain';
import { ApiError, OfflineError } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/session.ts';
import { syncLogParams, type SyncLogFilter } from './sync-log-filter.ts';

/** GET /api/admin/sync-log.csv with the current filters, saved as a file (a raw fetch: the answer is a file). */
export async function downloadSyncLogCsv(filter: SyncLogFilter): Promise<void> {
  const token = getToken();
  let response: Response;
  try {
    response = await fetch(`/api/admin/sync-log.csv?${syncLogParams(filter).toString()}`, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
  } catch {
    throw new OfflineError();
  }
  if (!response.ok) throw new ApiError(response.status, { code: 'csv_failed', message: response.statusText });
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = `sync-log-${todayInFinland()}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
