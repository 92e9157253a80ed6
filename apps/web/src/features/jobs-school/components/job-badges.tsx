import { useLingui } from '@lingui/react/macro';
import { Icon } from '../../../components/ui/icon.tsx';
import type { SchoolJob } from '../api/school-job.ts';
import { bellStateOf } from '../hooks/bell-state.ts';

/** Bell state, SOS and admin marks of a job card; each has a text for screen readers and a tooltip. */
export function JobBadges({ job }: { job: SchoolJob }) {
  const { t } = useLingui();
  const bell = bellStateOf(job);
  const bellLabel = bell === 'chosen' ? t`Vikarie vald` : bell === 'new' ? t`Nya anmälningar` : t`Sedd`;
  return (
    <span className="job-badges">
      <span className={`job-bell job-bell-${bell}`} title={bellLabel} data-bell={bell}>
        <Icon name={bell === 'chosen' ? 'check' : 'bell'} size={18} />
        <span className="visually-hidden">{bellLabel}</span>
      </span>
      {job.sos ? (
        <span className="job-mark job-mark-sos" title={t`SOS`}>
          <Icon name="warning" size={16} />
          SOS
        </span>
      ) : null}
      {job.fromAdminType ? (
        <span className="job-mark job-mark-admin" title={t`Meddelande från administratören`}>
          <Icon name="info" size={16} />
          {job.fromAdminType}
        </span>
      ) : null}
    </span>
  );
}
