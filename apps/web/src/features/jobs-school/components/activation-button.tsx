import { useLingui } from '@lingui/react/macro';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useSetJobActive } from '../api/job-activation.ts';
import type { SchoolJob } from '../api/school-job.ts';

/**
 * A principal pauses a job nobody has applied to (it is offered to no one meanwhile) and activates it again, with the
 * spec's alert 'Jobbet är nu aktiverat!' (spec 02 §4, decision 027). Nothing is offered where the server would refuse.
 */
export function ActivationButton({ job }: { job: SchoolJob }) {
  const { t } = useLingui();
  const setActive = useSetJobActive();
  if (!job.paused && (job.chosen || job.applicants.length > 0)) return null;

  const toggle = async () => {
    if (!job.paused) {
      const ok = await confirm({
        title: t`Pausa vikariatet?`,
        message: t`Vikarierna ser det inte och kan inte anmäla sig förrän du aktiverar det igen.`,
        confirmLabel: t`Pausa`,
      });
      if (!ok) return;
    }
    try {
      await setActive.mutateAsync({ id: job.uniqueId, active: job.paused === true });
      if (job.paused) toast.success(t`Jobbet är nu aktiverat!`);
      else toast.info(t`Vikariatet är pausat.`);
    } catch (error) {
      toast.error(messageForPerson(error, t`Något gick fel, försök igen.`));
    }
  };

  return (
    <button type="button" className="button button-secondary" disabled={setActive.isPending} onClick={() => void toggle()}>
      <Icon name={job.paused ? 'check' : 'shrink'} size={20} />
      {job.paused ? t`Aktivera vikariatet` : t`Pausa vikariatet`}
    </button>
  );
}
