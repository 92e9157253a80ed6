import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { formatLocalDate, jobDateLabel, parseLocalDate } from '@vikariat/domain';
import { useId, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useCancellations, type CancellationFilter } from '../api/cancellations.ts';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';
import './admin.css';

const jobStart = (start: string): string => {
  const [date = '', time = ''] = start.split(' ');
  const day = parseLocalDate(date);
  return day ? `${jobDateLabel({ startDate: formatLocalDate(day), endDate: formatLocalDate(day) })} ${time}` : start;
};

/**
 * /admin/cancellations: every cancelled booking (issue 24), newest first. Late ones (under 24 h before the start) are
 * marked, and each substitute's own late count is shown: the consent says repeated late cancellations can close the
 * account, and this is where that is judged.
 */
export function CancellationsPage() {
  const { t } = useLingui();
  const lateId = useId();
  const byId = useId();
  const [filter, setFilter] = useState<CancellationFilter>({ late: '', by: '' });
  const list = useCancellations(filter);

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Avbokningar`}</h1>
        <div className="page-actions">
          <label htmlFor={lateId}>{t`Visa`}</label>
          <select
            id={lateId}
            className="form-input admin-inline-select"
            value={filter.late}
            onChange={(e) => setFilter((f) => ({ ...f, late: e.target.value === 'true' ? 'true' : '' }))}
          >
            <option value="">{t`Alla avbokningar`}</option>
            <option value="true">{t`Bara sena`}</option>
          </select>
          <label htmlFor={byId}>{t`Avbokad av`}</label>
          <select
            id={byId}
            className="form-input admin-inline-select"
            value={filter.by}
            onChange={(e) => setFilter((f) => ({ ...f, by: e.target.value === 'substitute' || e.target.value === 'school' ? e.target.value : '' }))}
          >
            <option value="">{t`Båda`}</option>
            <option value="substitute">{t`Vikarien`}</option>
            <option value="school">{t`Skolan`}</option>
          </select>
        </div>
      </header>
      {list.isPending ? <Spinner /> : null}
      {list.data?.length === 0 ? <p className="card empty-state">{t`Inga avbokningar.`}</p> : null}
      {list.data && list.data.length > 0 ? (
        <ul className="admin-cancellations">
          {list.data.map((c) => (
            <li key={c.id} className="card admin-cancellation" data-late={c.late}>
              <div className="admin-cancellation-head">
                {c.late ? <span className="badge badge-danger">{t`Sen avbokning`}</span> : null}
                <span className="badge">{c.by === 'substitute' ? t`Avbokad av vikarien` : t`Avbokad av skolan`}</span>
                <span className="muted">{formatDateTime(c.cancelledAt)}</span>
              </div>
              <p>
                <strong>{c.substituteName}</strong> ({c.substituteEmail}) · {c.schoolName} · {jobStart(c.jobStart)}
              </p>
              <p>{c.reason ? t`Orsak: ${c.reason}` : t`Vikariatet togs bort av skolan.`}</p>
              {c.lateCount > 0 ? (
                <p className={c.lateCount > 1 ? 'admin-error' : 'muted'}>
                  {t({ message: plural(c.lateCount, { one: 'Vikarien har # sen avbokning totalt', other: 'Vikarien har # sena avbokningar totalt' }) })}
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
