/** The sync-log filters (the server's query string). Empty strings mean "any". */
export interface SyncLogFilter {
  user: string;
  school: string;
  device: string;
  collection: string;
  outcome: '' | 'ok' | 'rejected' | 'error';
  /** datetime-local values (yyyy-MM-ddTHH:mm, the admin's local time) */
  from: string;
  to: string;
}

export const EMPTY_SYNC_LOG_FILTER: SyncLogFilter = { user: '', school: '', device: '', collection: '', outcome: '', from: '', to: '' };

/** The filter as query parameters: empty fields left out, local times sent as ISO instants. */
export function syncLogParams(filter: SyncLogFilter, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['user', 'school', 'device', 'collection', 'outcome'] as const) {
    const value = filter[key].trim();
    if (value) params.set(key, value);
  }
  for (const key of ['from', 'to'] as const) {
    const date = filter[key] ? new Date(filter[key]) : null;
    if (date && !Number.isNaN(date.getTime())) params.set(key, date.toISOString());
  }
  for (const [key, value] of Object.entries(extra)) params.set(key, value);
  return params;
}
