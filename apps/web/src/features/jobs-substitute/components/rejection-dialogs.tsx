import { useLingui } from '@lingui/react/macro';
import { formatPhone, OUTBOX_REJECTIONS, phoneHref } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal.tsx';
import { clashesOf } from '../hooks/clashes.ts';
import type { RejectedAction } from '../hooks/substitute-data.ts';
import { dismissRejection, useChosenJobs, useEnqueueAction, useLocalJob, useRejectedActions } from '../hooks/substitute-data.ts';
import { ClashList } from './clash-notice.tsx';

type RejectionKind = 'confirm' | 'blocked' | 'police' | 'other';

export const rejectionKindOf = (rejection: Pick<RejectedAction, 'code'>): RejectionKind => {
  if (rejection.code === OUTBOX_REJECTIONS.needConfirmApply) return 'confirm';
  if (rejection.code === OUTBOX_REJECTIONS.cantApply) return 'blocked';
  if (rejection.code.includes('police')) return 'police';
  return 'other';
};

/**
 * The server's verdicts on the substitute's actions (spec 02 §8): a partial overlap asks 'Jag hinner!' and
 * re-submits with alreadywarned; a full overlap only has OK; a missing police record explains what is needed.
 */
export function RejectionDialogs() {
  const current = useRejectedActions()[0];
  return current ? <RejectionDialog current={current} /> : null;
}

function RejectionDialog({ current }: { current: RejectedAction }) {
  const { t } = useLingui();
  const enqueue = useEnqueueAction();
  const kind = rejectionKindOf(current);
  const close = () => dismissRejection(current.id);
  const jobId = typeof current.payload.jobId === 'string' ? current.payload.jobId : '';
  const job = useLocalJob(jobId);
  const chosen = useChosenJobs();
  // the verdict says that something clashes; the local database can say with what
  const clash = job && (kind === 'confirm' || kind === 'blocked') ? clashesOf(job, chosen) : undefined;
  // the dialog names what failed: a refused hide or cancellation is no failed application
  const title =
    kind === 'police'
      ? t`Straffregisterutdrag saknas`
      : current.type === 'apply'
        ? t`Anmälan kunde inte göras`
        : current.type === 'cancelBooking'
          ? t`Avbokningen kunde inte göras`
          : t`Åtgärden kunde inte göras`;
  // a booked person whose cancellation or withdrawal was refused may still need to reach the school
  const phone = current.type === 'cancelBooking' || current.type === 'withdraw' ? (job?.school && typeof job.school === 'object' ? job.school.phone : null) : null;
  return (
    <Modal
      open
      role="alertdialog"
      size="small"
      title={title}
      onClose={close}
      footer={
        kind === 'confirm' ? (
          <>
            <button type="button" className="button button-secondary" onClick={close}>
              {t`Avbryt`}
            </button>
            <button
              type="button"
              className="button button-primary"
              onClick={() => {
                close();
                enqueue('apply', { jobId, alreadywarned: true });
              }}
            >
              {t`Jag hinner!`}
            </button>
          </>
        ) : (
          <button type="button" className="button button-primary" onClick={close}>
            {t`OK`}
          </button>
        )
      }
    >
      {kind === 'police' ? (
        <p>
          {t`Denna information krävs för att ta emot vikariat`}{' '}
          <Link to="/profile" onClick={close}>
            {t`Till profilen`}
          </Link>
        </p>
      ) : (
        <p className="rejection-message">{current.message}</p>
      )}
      {current.code === OUTBOX_REJECTIONS.booked && jobId ? (
        <p>
          <Link to={`/specific/${jobId}`} onClick={close}>
            {t`Till vikariatet`}
          </Link>
        </p>
      ) : null}
      {phone ? (
        <p>
          {t`Skolans telefon`}: <a href={phoneHref(phone)}>{formatPhone(phone)}</a>
        </p>
      ) : null}
      {clash && clash.clashes.length > 0 ? (
        <div className="sub-warning">
          <ClashList report={clash} linked={false} />
        </div>
      ) : null}
    </Modal>
  );
}
