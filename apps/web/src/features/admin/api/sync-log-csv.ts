import { syncLogFileName, todayInFinland } from '@vikariat/domain';
import { downloadGet } from '../../../lib/download-post.ts';
import { syncLogParams, type SyncLogFilter } from './sync-log-filter.ts';

/**
 * GET /api/admin/sync-log.csv with the current filters, saved under the name the server gives it (dated, as the other
 * exports); a refused filter comes back as the API's field errors.
 */
export const downloadSyncLogCsv = (filter: SyncLogFilter): Promise<void> =>
  downloadGet(`/api/admin/sync-log.csv?${syncLogParams(filter).toString()}`, syncLogFileName(todayInFinland()));
