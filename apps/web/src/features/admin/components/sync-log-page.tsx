import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { isApiError } from '../../../lib/api-errors.ts';
import { useAdminSchools } from '../api/schools.ts';
import { downloadSyncLogCsv } from '../api/sync-log-csv.ts';
import { EMPTY_SYNC_LOG_FILTER, type SyncLogFilter } from '../api/sync-log-filter.ts';
import { SYNC_LOG_PAGE_SIZE, useSyncLog, type SyncLogEntry } from '../api/sync-log-list.ts';
import { deviceTitle } from '../hooks/timeline-points.ts';
import { useSyncLogStats } from '../api/sync-log-stats.ts';
import { labelFor, useLogLabels } from '../hooks/log-labels.ts';
import { SyncLogChart } from './sync-log-chart.tsx';
import { SyncLogDetail } from './sync-log-detail.tsx';
import { SyncLogFilters } from './sync-log-filters.tsx';
import { SyncLogTimeline } from './sync-log-timeline.tsx';
import '../../../components/ui/page.css';
import './admin.css';

const when = (iso: string): string => formatDateTime(iso, { seconds: true });

/** /admin/sync-log: who synced what, when, from which device, what was rejected and why (issue 4). */
export function SyncLogPage() {
  const { t } = useLingui();
  const labels = useLogLabels();
  const [filter, setFilter] = useState<SyncLogFilter>(EMPTY_SYNC_LOG_FILTER);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const [exporting, setExporting] = useState(false);
  const schools = useAdminSchools();
  const log = useSyncLog(filter, page);
  const stats = useSyncLogStats(filter);
  const entries = log.data?.entries ?? [];
  const pages = Math.max(1, Math.ceil((log.data?.total ?? 0) / SYNC_LOG_PAGE_SIZE));

  const apply = (next: SyncLogFilter): void => {
    setFilter(next);
    setPage(1);
  };
  const narrow = (key: 'user' | 'device', value: string | null): void => {
    if (value) apply({ ...filter, [key]: value });
  };
  const onCsv = async (): Promise<void> => {
    setExporting(true);
    try {
      await downloadSyncLogCsv(filter);
    } catch (error) {
      toast.error(error instanceof Error && error.message ? error.message : t`Något gick fel`);
    } finally {
      setExporting(false);
    }
  };

  const row = (entry: SyncLogEntry) => (
    <div className={`admin-log-row admin-outcome-${entry.outcome}`}>
      <button type="button" className="admin-link-button" onClick={() => setSelected(entry.id)}>
        {when(entry.at)}
      </button>
      <span className="badge">{labelFor(labels.syncKind, entry.kind)}</span>
      <span>{labelFor(labels.collection, entry.collection)}</span>
      <span className={entry.outcome === 'ok' ? 'badge badge-success' : 'badge badge-danger'}>
        {labelFor(labels.syncOutcome, entry.outcome)}
        {/* a code for the developers, the same in every language */}
        {entry.errorCode ? (
          <>
            {' '}
            · <code>{entry.errorCode}</code>
          </>
        ) : null}
      </span>
      <button
        type="button"
        className="admin-link-button"
        disabled={!entry.accountId}
        onClick={() => narrow('user', entry.accountId)}
        title={t`Visa bara den här användaren`}
      >
        {entry.erased ? t`(raderad)` : (entry.email ?? '–')}
      </button>
      <button
        type="button"
        className="admin-link-button"
        disabled={!entry.deviceId}
        onClick={() => narrow('device', entry.deviceId)}
        title={t`Visa bara den här enheten`}
      >
        {entry.deviceId === null ? '–' : deviceTitle(entry.deviceId, entry.deviceName)}
      </button>
      <span className="muted">
        {t`in ${entry.docsIn ?? 0} / ut ${entry.docsOut ?? 0}`}
        {entry.durationMs !== null ? ` · ${entry.durationMs} ms` : ''}
      </span>
    </div>
  );

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Synklogg`}</h1>
        <button type="button" className="button button-secondary" disabled={exporting} onClick={() => void onCsv()}>
          {t`Exportera CSV`}
        </button>
      </header>
      <SyncLogFilters
        key={JSON.stringify(filter)}
        value={filter}
        schools={(schools.data ?? []).filter((s) => !s.isAdmin)}
        onApply={apply}
        errors={isApiError(log.error) ? log.error.fields : {}}
      />
      <SyncLogChart hours={stats.data ?? []} />
      <SyncLogTimeline entries={entries} onSelect={setSelected} />
      <section className="stack" aria-labelledby="sync-log-entries-title">
        <div className="page-header">
          <h2 id="sync-log-entries-title">{t`Poster (${log.data?.total ?? 0})`}</h2>
          {log.isFetching ? <Spinner size="small" /> : null}
        </div>
        {log.isError ? <p role="alert">{log.error.message}</p> : null}
        {entries.length === 0 && log.isSuccess ? <p className="card empty-state">{t`Inga poster.`}</p> : null}
        {entries.length > 0 ? <VirtualList label={t`Synkposter`} items={entries} estimateSize={72} height="60vh" getKey={(e) => e.id} renderItem={row} /> : null}
        <nav className="row" aria-label={t`Sidor`}>
          <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t`Föregående`}
          </button>
          <span>{t`Sida ${page} av ${pages}`}</span>
          <button type="button" className="button button-secondary" disabled={page >= pages} onClick={() => setPage((p) => p + 1)}>
            {t`Nästa`}
          </button>
        </nav>
      </section>
      {selected !== null ? <SyncLogDetail id={selected} onClose={() => setSelected(null)} /> : null}
    </div>
  );
}
