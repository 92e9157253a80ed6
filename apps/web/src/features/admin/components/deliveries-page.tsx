import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useDeliveries, type DeliveryFilter } from '../api/deliveries.ts';
import { labelFor, useLogLabels } from '../hooks/log-labels.ts';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';
import './admin.css';

const when = (iso: string | null): string => (iso ? formatDateTime(iso) : '–');

/** /admin/deliveries: every push and e-mail notification, sent or failed with the reason. */
export function DeliveriesPage() {
  const { t } = useLingui();
  const labels = useLogLabels();
  const statusId = useId();
  const channelId = useId();
  const [filter, setFilter] = useState<DeliveryFilter>({ status: '', channel: '' });
  const deliveries = useDeliveries(filter);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Leveranser`}</h1>
        <div className="page-actions">
          <label htmlFor={statusId}>{t({ message: 'Status', context: 'delivery' })}</label>
          <select
            id={statusId}
            className="form-input admin-inline-select"
            value={filter.status}
            onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as DeliveryFilter['status'] }))}
          >
            <option value="">{t`Alla`}</option>
            {(['sent', 'failed', 'pending', 'sending'] as const).map((status) => (
              <option key={status} value={status}>
                {labels.deliveryStatus[status]}
              </option>
            ))}
          </select>
          <label htmlFor={channelId}>{t`Kanal`}</label>
          <select
            id={channelId}
            className="form-input admin-inline-select"
            value={filter.channel}
            onChange={(e) => setFilter((f) => ({ ...f, channel: e.target.value as DeliveryFilter['channel'] }))}
          >
            <option value="">{t`Alla`}</option>
            <option value="push">{labels.channel.push}</option>
            <option value="email">{labels.channel.email}</option>
          </select>
        </div>
      </header>
      {deliveries.isPending ? <Spinner /> : null}
      {deliveries.data?.length === 0 ? <p className="card empty-state">{t`Inga leveranser.`}</p> : null}
      {deliveries.data && deliveries.data.length > 0 ? (
        <VirtualList
          label={t`Leveranser`}
          items={deliveries.data}
          estimateSize={84}
          height="70vh"
          getKey={(d) => d.id}
          renderItem={(d) => (
            <div className={`admin-log-row admin-status-${d.status}`}>
              <span className="badge">{labelFor(labels.channel, d.channel)}</span>
              <strong>{labelFor(labels.event, d.event)}</strong>
              <span>{d.accountEmail ?? d.target}</span>
              <span className={d.status === 'failed' ? 'badge badge-danger' : d.status === 'sent' ? 'badge badge-success' : 'badge'}>
                {labelFor(labels.deliveryStatus, d.status)}
              </span>
              <span className="muted">{when(d.createdAt)}</span>
              <span>{d.subject ?? d.title ?? ''}</span>
              {d.lastError ? (
                <span className="admin-error">
                  {t`Fel: ${d.lastError}`} ({t`försök ${d.attempts}`})
                </span>
              ) : null}
            </div>
          )}
        />
      ) : null}
    </div>
  );
}
