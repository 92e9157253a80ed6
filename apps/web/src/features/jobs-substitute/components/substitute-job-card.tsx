import { useLingui } from '@lingui/react/macro';
import { jobDateLabel, type ApplicationStatus, type OutboxActionType, type OverlapVerdict } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { Icon } from '../../../components/ui/icon.tsx';
import { subjectsText, typeOfTempText } from '../../../lib/format.ts';
import { schoolOf, type SubstituteJob } from '../api/substitute-job.ts';

interface SubstituteJobCardProps {
  job: SubstituteJob;
  /** Jobs in unavailableJobs are shown but cannot be opened. */
  unavailable?: boolean;
  inactive?: boolean;
  status?: ApplicationStatus | undefined;
  pending?: readonly OutboxActionType[];
  /** On the open list: the reader has applied (pending nobody chosen yet). */
  applied?: boolean;
  /** Arrived since the reader's last visit to the list. */
  isNew?: boolean;
  /** The overlap rule against the reader's chosen jobs: a full clash cannot be applied to. */
  clash?: OverlapVerdict;
}

/** A job on the substitute's lists. */
export function SubstituteJobCard({
  job,
  unavailable = false,
  inactive = false,
  status,
  pending = [],
  applied = false,
  isNew = false,
  clash = 'ok',
}: SubstituteJobCardProps) {
  const { t, i18n } = useLingui();
  const school = schoolOf(job);
  const statusText: Record<ApplicationStatus, string> = { accepted: t`Vald`, pending: t`Väntar`, denied: t`Ej vald` };
  const body = (
    <>
      <span className="sub-card-head">
        <span className="sub-card-date">{jobDateLabel(job)}</span>
        <span className="sub-card-time">
          {job.startTime}–{job.endTime}
        </span>
        {isNew ? (
          <span className="sub-mark sub-mark-new" data-new="true">
            {t({ message: 'Ny', context: 'a job since the last visit' })}
          </span>
        ) : null}
        {job.sos ? (
          <span className="sub-mark sub-mark-sos">
            <Icon name="warning" size={14} />
            SOS
          </span>
        ) : null}
      </span>
      <span className="sub-card-school">{school.name}</span>
      <span className="sub-card-type">{[typeOfTempText(job, i18n.locale), subjectsText(job.subjects, i18n.locale)].filter(Boolean).join(' · ')}</span>
      <span className="sub-card-flags">
        {status ? (
          <span className={`sub-status sub-status-${status}`} data-status={status}>
            {statusText[status]}
          </span>
        ) : null}
        {job.cancelled ? (
          <span className="sub-status sub-status-cancelled" data-status="cancelled">
            {job.cancelled === 'me' ? t`Avbokad av dig` : t`Avbokad av skolan`}
          </span>
        ) : null}
        {applied ? (
          <span className="sub-status sub-status-applied" data-status="applied">
            <Icon name="check" size={14} />
            {t`Anmäld`}
          </span>
        ) : null}
        {clash !== 'ok' ? (
          <span className={`sub-status sub-status-clash-${clash}`} data-clash={clash}>
            {clash === 'full' ? t`Krockar med ditt vikariat` : t`Krockar delvis med ditt vikariat`}
          </span>
        ) : null}
        {pending.length > 0 ? <span className="sub-status sub-status-sending">{t`Skickas…`}</span> : null}
        {inactive ? <span className="sub-status">{t`Inaktiv`}</span> : null}
        {unavailable ? <span className="sub-status">{t`Inte tillgängligt`}</span> : null}
      </span>
    </>
  );
  return (
    <article className="sub-card" data-unavailable={unavailable} data-testid="substitute-job-card">
      {unavailable ? (
        <div className="sub-card-body" aria-disabled="true">
          {body}
        </div>
      ) : (
        <Link className="sub-card-body" to={`/specific/${job.uniqueId}`}>
          {body}
        </Link>
      )}
    </article>
  );
}

/** An admin notice (Tips / Update) on the open list; the reader may dismiss it once read (decision 045). */
export function NoticeCard({ job, onDismiss }: { job: SubstituteJob; onDismiss?: (() => void) | undefined }) {
  const { t } = useLingui();
  // the stored type is the spec's code (Tips / Update); the reader sees it in their language
  const type = job.fromAdminType === 'Update' ? t`Uppdatering` : t`Tips`;
  return (
    <article className="sub-notice" data-testid="notice-card">
      <Icon name="info" size={20} />
      <div className="sub-notice-body">
        <p className="sub-notice-type">{type}</p>
        <p className="sub-notice-text">{job.additionalInfo}</p>
      </div>
      {onDismiss ? (
        <button type="button" className="icon-button sub-notice-dismiss" aria-label={t`Dölj meddelandet`} onClick={onDismiss}>
          <Icon name="close" size={18} />
        </button>
      ) : null}
    </article>
  );
}
