import { useLingui } from '@lingui/react/macro';
import { SYNC_LOG_OUTCOMES } from '@vikariat/domain';
import { REPLICATED_COLLECTIONS } from '@vikariat/sync/protocol';
import { useState, type FormEvent } from 'react';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { DateTimeBound } from './date-time-bound.tsx';
import type { AdminSchool } from '../api/schools.ts';
import { EMPTY_SYNC_LOG_FILTER, type SyncLogFilter } from '../api/sync-log-filter.ts';
import { useLogLabels } from '../hooks/log-labels.ts';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

interface FiltersProps {
  value: SyncLogFilter;
  schools: readonly AdminSchool[];
  onApply: (filter: SyncLogFilter) => void;
  /** The server's word on a filter it refused, by field */
  errors?: Readonly<Record<string, string>>;
}

/** The sync-log filters: user, school, device, collection, outcome and a time range; applied together. */
export function SyncLogFilters({ value, schools, onApply, errors = {} }: FiltersProps) {
  const { t } = useLingui();
  const labels = useLogLabels();
  const [draft, setDraft] = useState(value);
  const set = (key: keyof SyncLogFilter) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [key]: e.target.value }));
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="card stack" onSubmit={submit} aria-label={t`Filter`}>
      <div className="form-grid">
        <TextField label={t`Användare (e-post eller id)`} value={draft.user} onChange={set('user')} error={errors['user']} />
        <FormField label={t`Skola`}>
          {(control) => (
            <select className="form-input" value={draft.school} onChange={set('school')} {...control}>
              <option value="">{t`Alla`}</option>
              {schools.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <TextField label={t`Enhet`} value={draft.device} onChange={set('device')} />
        <FormField label={t`Samling`}>
          {(control) => (
            <select className="form-input" value={draft.collection} onChange={set('collection')} {...control}>
              <option value="">{t`Alla`}</option>
              {REPLICATED_COLLECTIONS.map((c) => (
                <option key={c} value={c}>
                  {labels.collection[c]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Utfall`}>
          {(control) => (
            <select className="form-input" value={draft.outcome} onChange={set('outcome')} {...control}>
              <option value="">{t`Alla`}</option>
              {SYNC_LOG_OUTCOMES.map((outcome) => (
                <option key={outcome} value={outcome}>
                  {labels.syncOutcome[outcome]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {/* the app's own date (dd.MM.yyyy) and 24-hour time, not the browser's "mm/dd/yyyy, --:-- --" */}
        <DateTimeBound label={t`Från`} timeLabel={t`Från, klockan`} value={draft.from} defaultTime="00:00" onChange={(from) => setDraft((d) => ({ ...d, from }))} />
        <DateTimeBound label={t`Till`} timeLabel={t`Till, klockan`} value={draft.to} defaultTime="23:59" onChange={(to) => setDraft((d) => ({ ...d, to }))} />
      </div>
      <div className="row">
        <button type="submit" className="button button-primary">
          {t`Filtrera`}
        </button>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            setDraft(EMPTY_SYNC_LOG_FILTER);
            onApply(EMPTY_SYNC_LOG_FILTER);
          }}
        >
          {t`Rensa filter`}
        </button>
      </div>
    </form>
  );
}
