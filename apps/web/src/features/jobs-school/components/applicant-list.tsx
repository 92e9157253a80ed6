import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { personName, type Applicant } from '../api/school-job.ts';
import { statusLabel } from '../hooks/applicant-order.ts';
import { ExtractSeenNote, mayChooseApplicant, PoliceRecordNote } from './police-record-note.tsx';

type ApplicantButton = 'show' | 'chosen' | 'taken';

/** 'Visa' when nobody is chosen, 'Vald aspirant' for the chosen one, a disabled 'Redan valt någon annan' otherwise. */
export const applicantButtonOf = (applicantEmail: string, chosen: string | null | undefined): ApplicantButton => {
  if (!chosen) return 'show';
  return chosen === applicantEmail ? 'chosen' : 'taken';
};

interface ApplicantListProps {
  jobId: string;
  /** the job's last day: a recorded view of the extract must be valid through it */
  lastDay: string;
  applicants: readonly Applicant[];
  chosen: string | null | undefined;
  busy: boolean;
  onChoose: (applicant: Applicant) => void;
  onUnchoose: (applicant: Applicant) => void;
  /** Cancel the booking with a reason (the person is told). */
  onCancelBooking: (applicant: Applicant) => void;
}

export function ApplicantList({ jobId, lastDay, applicants, chosen, busy, onChoose, onUnchoose, onCancelBooking }: ApplicantListProps) {
  const { t, i18n } = useLingui();
  if (applicants.length === 0) return <p className="board-empty">{t`Inga anmälningar ännu.`}</p>;
  return (
    <ul className="manage-applicants">
      {applicants.map((applicant) => {
        const name = personName(applicant);
        const button = applicantButtonOf(applicant.email, chosen);
        const choosable = mayChooseApplicant(applicant, lastDay);
        const late = applicant.lateCancellations ?? 0;
        return (
          <li key={applicant.email} className="manage-applicant" data-testid="manage-applicant">
            <div className="applicant-text">
              <Link to={`/profile/${encodeURIComponent(applicant.email)}`} state={{ jobId }} className="applicant-name">
                {name}
              </Link>
              <span className="applicant-meta">
                {[statusLabel(applicant.status, i18n.locale), applicant.age ? t`${applicant.age} år` : null].filter(Boolean).join(' · ')}
              </span>
              <ExtractSeenNote applicant={applicant} />
              {button === 'show' ? <PoliceRecordNote applicant={applicant} lastDay={lastDay} /> : null}
              {applicant.schoolList === 'blocked' ? (
                <span className="applicant-list-mark applicant-late" data-school-list="blocked">
                  {t`Spärrad av skolan (ansökte innan)`}
                </span>
              ) : null}
              {applicant.schoolList === 'preferred' ? (
                <span className="applicant-list-mark" data-school-list="preferred">
                  {t`Föredragen vikarie ★`}
                </span>
              ) : null}
              {late > 0 ? (
                <span className="applicant-late" data-late-cancellations={late}>
                  {t({ message: plural(late, { one: '# sen avbokning', other: '# sena avbokningar' }) })}
                </span>
              ) : null}
            </div>
            <div className="manage-applicant-actions">
              {button === 'show' ? (
                <>
                  <Link className="button button-secondary" to={`/profile/${encodeURIComponent(applicant.email)}`} state={{ jobId }}>
                    {t`Visa`}
                    <span className="visually-hidden"> {name}</span>
                  </Link>
                  <button type="button" className="button button-primary" disabled={busy || !choosable} onClick={() => onChoose(applicant)}>
                    {t`Välj`}
                    <span className="visually-hidden"> {name}</span>
                  </button>
                </>
              ) : null}
              {button === 'chosen' ? (
                <>
                  {/* a state, not a control: it must not look like a button */}
                  <span className="applicant-chosen">
                    <Icon name="check" size={18} />
                    {t`Vald aspirant`}
                  </span>
                  <button type="button" className="button button-secondary" disabled={busy} onClick={() => onUnchoose(applicant)}>
                    {t`Ta bort vald vikarie`}
                  </button>
                  <button type="button" className="button button-danger" disabled={busy} onClick={() => onCancelBooking(applicant)}>
                    {t`Avboka vikarien`}
                  </button>
                </>
              ) : null}
              {button === 'taken' ? (
                <button type="button" className="button button-secondary" disabled>
                  {t`Redan valt någon annan`}
                </button>
              ) : null}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
