import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../../../components/ui/modal.tsx';
import { useEvictionNotice } from '../../../db/index.ts';
import { formatDate, formatDateTime } from '@vikariat/domain';
import { useActionName } from './pending-actions-sheet.tsx';

/**
 * The browser removed the app's local copy while it was closed (issue 27, phones item 2): the person is told, the
 * copy is being fetched again, and any queued action that went with it is named — never silently gone.
 */
export function EvictionNotice() {
  const { t } = useLingui();
  const { notice, dismiss } = useEvictionNotice();
  const nameOf = useActionName();
  if (notice === null) return null;
  return (
    <Modal
      open
      role="alertdialog"
      onClose={dismiss}
      title={t`Webbläsaren tog bort dina sparade uppgifter`}
      footer={
        <button type="button" className="button button-primary" onClick={dismiss}>
          {t`Jag förstår`}
        </button>
      }
    >
      <p>
        <Trans>
          Webbläsaren har tagit bort appens lokala kopia på den här enheten, till exempel för att frigöra utrymme. Vikariaten, dina anmälningar och din profil hämtas på
          nytt från servern.
        </Trans>
      </p>
      {notice.lost.length === 0 ? null : (
        <>
          <p>
            <Trans>De här åtgärderna hann inte skickas och försvann med kopian. Gör dem gärna igen:</Trans>
          </p>
          <ul className="sync-actions" data-testid="lost-actions">
            {notice.lost.map((action) => (
              <li key={action.id}>
                <span className="sync-actions__name">{nameOf(action.type)}</span>{' '}
                <span className="sync-actions__state">
                  {action.job === null
                    ? formatDateTime(action.createdAt)
                    : `${action.job.schoolName} ${formatDate(action.job.startDate)} · ${formatDateTime(action.createdAt)}`}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </Modal>
  );
}
