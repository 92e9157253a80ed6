import { useLingui } from '@lingui/react/macro';
import { OUTBOX_REJECTIONS } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { Modal } from '../../../components/ui/modal.tsx';
import type { RejectedAction } from '../hooks/substitute-data.ts';
import { dismissRejection, useEnqueueAction, useRejectedActions } from '../hooks/substitute-data.ts';

export type RejectionKind = 'confirm' | 'blocked' | 'police' | 'other';

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
  const { t } = useLingui();
  const rejected = useRejectedActions();
  const enqueue = useEnqueueAction();
  const current = rejected[0];
  if (!current) return null;
  const kind = rejectionKindOf(current);
  const close = () => dismissRejection(current.id);
  const jobId = typeof current.payload.jobId === 'string' ? current.payload.jobId : '';
  return (
    <Modal
      open
      role="alertdialog"
      size="small"
      title={kind === 'police' ? t`Straffregisterutdrag saknas` : t`Anmälan kunde inte göras`}
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
    </Modal>
  );
}
