import { useLingui } from '@lingui/react/macro';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useSyncLogEntry } from '../api/sync-log-entry.ts';
import { labelFor, useLogLabels } from '../hooks/log-labels.ts';

/** One sync-log entry in full. */
export function SyncLogDetail({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useLingui();
  const labels = useLogLabels();
  const entry = useSyncLogEntry(id);
  const e = entry.data;
  const rows: [string, string][] = e
    ? [
        [t`Tid`, formatDateTime(e.at, { seconds: true })],
        [t`Användare`, e.erased ? t`(raderad)` : `${e.email ?? '–'} (${e.accountId ?? '–'})`],
        [t`Skola`, e.schoolId ?? '–'],
        [t`Enhet`, e.deviceId === null ? '–' : e.deviceName === '' ? e.deviceId : `${e.deviceName} (${e.deviceId})`],
        [t`Typ`, labelFor(labels.syncKind, e.kind)],
        [t`Samling`, labelFor(labels.collection, e.collection)],
        [t`Dokument in`, String(e.docsIn ?? '–')],
        [t`Dokument ut`, String(e.docsOut ?? '–')],
        [t`Kontrollpunkt före`, String(e.checkpointBefore ?? '–')],
        [t`Kontrollpunkt efter`, String(e.checkpointAfter ?? '–')],
        [t`Varaktighet`, e.durationMs === null ? '–' : `${e.durationMs} ms`],
        [t`Utfall`, labelFor(labels.syncOutcome, e.outcome)],
        [t`Felkod`, e.errorCode ?? '–'],
      ]
    : [];
  return (
    <Modal open title={t`Synkpost ${id}`} onClose={onClose}>
      {entry.isPending ? <Spinner /> : null}
      {entry.isError ? <p role="alert">{entry.error.message}</p> : null}
      <dl className="admin-facts">
        {rows.map(([label, value]) => (
          <div key={label} className="admin-fact">
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </Modal>
  );
}
