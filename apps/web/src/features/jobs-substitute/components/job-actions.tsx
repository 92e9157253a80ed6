import { useLingui } from '@lingui/react/macro';
import type { ApplicationStatus } from '@vikariat/domain';
import { useNavigate } from 'react-router-dom';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { schoolOf, type SubstituteJob } from '../api/substitute-job.ts';
import type { ClashReport } from '../hooks/clashes.ts';
import { useEnqueueAction } from '../hooks/substitute-data.ts';
import { useDeclineOffer } from '../hooks/decline-offer.ts';
import { useUndoableActions } from '../hooks/undoable-actions.ts';

interface JobActionsProps {
  job: SubstituteJob;
  /** the reader's application (queued ones included) and how it stands */
  applied: boolean;
  status: ApplicationStatus | undefined;
  hidden: boolean;
  clash: ClashReport;
  /** the profile differs from the verified identity: applying is refused until it is fixed (issue 25) */
  identityBlocked?: boolean;
  onApply: () => void;
  onCancelBooking: () => void;
  /** the reader cancelled their own booking of this job: no offer is left to decline */
  cancelledByMe?: boolean;
}

/**
 * What a substitute can do with a job on its page. A booked person cancels the booking (a reason, the school is
 * told) and never "withdraws": withdrawing is for an application nobody has decided on yet. Everything else is an
 * outbox action with an undo toast.
 */
export function JobActions({ job, applied, status, hidden, clash, identityBlocked = false, onApply, onCancelBooking, cancelledByMe = false }: JobActionsProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const enqueue = useEnqueueAction();
  const declineOffer = useDeclineOffer();
  const { onJob, block } = useUndoableActions();
  const jobId = job.uniqueId;
  const school = schoolOf(job);
  const booked = status === 'accepted';
  const open = !hidden && !applied && !booked;

  const withdraw = async () => {
    // the button names the act in full: in Finnish a bare "Peru" (withdraw) sat beside "Peruuta" (cancel)
    if (!(await confirm({ title: t`Vill du ta tillbaka din anmälan?`, confirmLabel: t`Ta tillbaka anmälan`, danger: true }))) return;
    enqueue('withdraw', { jobId });
    toast.success(t`Din anmälan är tillbakatagen.`);
    void navigate('/jobs/all');
  };
  const discard = async () => {
    const title = t`Ta bort vikariatet från dina listor för gott?`;
    if (!(await confirm({ title, message: t`Det syns inte längre bland lediga eller dolda vikariat.`, confirmLabel: t`Ta bort`, danger: true }))) return;
    onJob('discard', jobId, t`Vikariatet är borttaget.`);
    void navigate('/jobs/all');
  };
  // one tap (the reason is asked after, optionally): the job leaves the feed and the school's next wave may go out at once
  const decline = () => {
    declineOffer(jobId);
    void navigate('/jobs/all');
  };
  const blockSchool = async () => {
    if (!(await confirm({ title: t`Blockera alla vikariat från ${school.name}?`, confirmLabel: t`Blockera`, danger: true }))) return;
    block({ schoolId: school.id, schoolName: school.name }, t`${school.name} är blockerad.`);
    void navigate('/jobs/all');
  };

  return (
    <div className="sub-actions">
      {hidden ? (
        <button type="button" className="button button-primary" onClick={() => onJob('restore', jobId, t`Vikariatet visas igen bland lediga vikariat.`)}>
          {t`Återställ vikariatet`}
        </button>
      ) : null}
      {/* an instant SOS job is accepted, not applied to (InstantAccept) */}
      {open && !job.instant ? (
        <button
          type="button"
          className="button button-primary"
          onClick={onApply}
          // a full overlap is refused by the server anyway (cant_apply): say so here instead
          disabled={clash.verdict === 'full' || identityBlocked}
          aria-describedby={identityBlocked ? 'specific-identity' : clash.verdict === 'ok' ? undefined : 'specific-clash'}
        >
          {t`Anmäl dig`}
        </button>
      ) : null}
      {open && !cancelledByMe ? (
        <button type="button" className="button button-secondary" onClick={decline}>
          {t`Tacka nej`}
        </button>
      ) : null}
      {applied && status === 'pending' ? (
        <button type="button" className="button button-secondary" onClick={() => void withdraw()}>
          {t`Ta tillbaka anmälan`}
        </button>
      ) : null}
      {booked ? (
        <button type="button" className="button button-danger" onClick={onCancelBooking}>
          {t`Avboka vikariatet`}
        </button>
      ) : null}
      {open ? (
        // stays on the job so the substitute can restore it at once
        <button type="button" className="button button-secondary" onClick={() => onJob('hide', jobId, t`Vikariatet är dolt.`)}>
          {t`Dölj vikariatet`}
        </button>
      ) : null}
      {open ? (
        <button
          type="button"
          className="button button-secondary"
          onClick={() => (job.inactive === true ? onJob('reactivate', jobId, t`Vikariatet är aktivt igen.`) : onJob('inactivate', jobId, t`Vikariatet är inaktiverat.`))}
        >
          {job.inactive === true ? t`Aktivera vikariatet` : t`Inaktivera vikariatet`}
        </button>
      ) : null}
      {!applied && !booked ? (
        <button type="button" className="button button-secondary" onClick={() => void discard()}>
          {t`Ta bort för gott`}
        </button>
      ) : null}
      {/* a school the person is booked at stays reachable: blocking it would take the booking off their lists */}
      {school.id && !booked ? (
        <button type="button" className="button button-secondary" onClick={() => void blockSchool()}>
          {t`Blockera skolan`}
        </button>
      ) : null}
    </div>
  );
}
