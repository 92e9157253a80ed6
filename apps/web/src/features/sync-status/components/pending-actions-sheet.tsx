import { Trans, useLingui } from '@lingui/react/macro';
import { isUserAction, type OutboxActionType } from '@vikariat/domain';
import { Modal } from '../../../components/ui/modal.tsx';
import { dismissAction, useOutbox, type OutboxDocType } from '../../../db/index.ts';

export function useActionName(): (type: OutboxActionType) => string {
  const { t } = useLingui();
  const names: Record<OutboxActionType, string> = {
    apply: t`Anmälan till vikariat`,
    withdraw: t`Återkallad anmälan`,
    hide: t`Dolt vikariat`,
    restore: t`Återställt vikariat`,
    inactivate: t`Inaktiverat vikariat`,
    reactivate: t`Återaktiverat vikariat`,
    discard: t`Borttaget vikariat`,
    blockSchool: t`Blockerad skola`,
    unblockSchool: t`Avblockerad skola`,
    view: t`Visat vikariat`,
    declineOffer: t`Avböjt erbjudande`,
    cancelBooking: t`Avbokat vikariat`,
    submitHours: t`Arbetstimmar`,
    setAvailability: t`Ändrad tillgänglighet`,
    setWeeklyPattern: t`Ändrat veckomönster`,
    answerFree: t`Svar: ledig i morgon?`,
  };
  return (type) => names[type];
}

function ActionState({ action }: { action: OutboxDocType }) {
  if (action.status === 'pending') return <Trans>Väntar på anslutning</Trans>;
  if (action.status === 'applied') return <Trans>Klar</Trans>;
  return <span role="alert">{action.message ?? <Trans>Avvisad</Trans>}</span>;
}

/** Every action queued on this device and its state; decided ones can be cleared from the list. */
export function PendingActionsSheet({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  // a view is sent like an action, but it is none of the person's: not listed
  const docs = useOutbox().docs.filter((action) => isUserAction(action.type));
  const nameOf = useActionName();
  return (
    <Modal open={open} onClose={onClose} title={t`Köade åtgärder`} footer={<button type="button" onClick={onClose}>{t`Stäng`}</button>}>
      {docs.length === 0 ? (
        <p>
          <Trans>Inga åtgärder i kö.</Trans>
        </p>
      ) : (
        <ul className="sync-actions">
          {docs.map((action) => (
            <li key={action.id} data-status={action.status}>
              <span className="sync-actions__name">{nameOf(action.type)}</span>{' '}
              <span className="sync-actions__state">
                <ActionState action={action} />
              </span>
              {action.status !== 'pending' && (
                <button type="button" onClick={() => void dismissAction(action.id)}>
                  {t`Ta bort ur listan`}
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
