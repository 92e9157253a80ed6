import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { personName, type Applicant } from '../api/school-job.ts';
import { statusLabel } from '../hooks/applicant-order.ts';
import { ExtractSeenNote, PoliceRecordNote } from './police-record-note.tsx';

/** One applicant on the board: opens the substitute's profile with the job in route state. */
export function ApplicantCard({ applicant, jobId, lastDay, chosen }: { applicant: Applicant; jobId: string; lastDay: string; chosen: boolean }) {
  const { t, i18n } = useLingui();
  const name = personName(applicant);
  return (
    <Link to={`/profile/${encodeURIComponent(applicant.email)}`} state={{ jobId }} className="applicant-card" data-chosen={chosen} data-testid="applicant-card">
      <span className="applicant-avatar" aria-hidden="true">
        {(applicant.firstName[0] ?? applicant.email[0] ?? '?').toUpperCase()}
      </span>
      <span className="applicant-text">
        <span className="applicant-name">{name}</span>
        <span className="applicant-meta">{[statusLabel(applicant.status, i18n.locale), applicant.age ? t`${applicant.age} år` : null].filter(Boolean).join(' · ')}</span>
        <ExtractSeenNote applicant={applicant} />
        {chosen ? null : <PoliceRecordNote applicant={applicant} lastDay={lastDay} />}
      </span>
      {chosen ? <span className="applicant-chosen">{t`Vald`}</span> : null}
    </Link>
  );
}
