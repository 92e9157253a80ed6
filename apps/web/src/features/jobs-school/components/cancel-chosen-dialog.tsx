import { useLingui } from '@lingui/react/macro';
import { CANCELLATION_REASON_MAX_LENGTH, cancellationTiming, schoolCancelSchema, type JobSchedule } from '@vikariat/domain';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import { useCancelChosen } from '../api/cancel-chosen.ts';
import { localHalf } from '../hooks/job-form-values.ts';

interface CancelChosenDialogProps {
  /** the booked person and the job; null: closed */
  booking: { jobId: string; email: string; name: string; job: JobSchedule } | null;
  onClose: () => void;
}

/**
 * The school cancels its booked substitute (issue 24): a reason is required (the person reads it), the job reopens.
 * Online only: offline the dialog says so and nothing is sent. A job that has started cannot be cancelled.
 */
export function CancelChosenDialog({ booking, onClose }: CancelChosenDialogProps) {
  const { t, i18n } = useLingui();
  const cancel = useCancelChosen();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  if (!booking) return null;
  const started = cancellationTiming(booking.job, new Date()) === 'started';
  const close = () => {
    setReason('');
    setError(undefined);
    onClose();
  };
  const submit = async () => {
    const parsed = schoolCancelSchema.safeParse({ email: booking.email, id: booking.jobId, reason });
    if (!parsed.success) {
      setError(localHalf(parsed.error.issues[0]?.message ?? '', i18n.locale === 'fi' ? 'fi' : 'sv'));
      return;
    }
    try {
      await cancel.mutateAsync(parsed.data);
      toast.success(t`Bokningen är avbokad. ${booking.name} har fått ett meddelande och vikariatet är öppet igen.`);
      close();
    } catch (failure) {
      if (isOfflineError(failure)) setError(t`Du är offline. Att avboka kräver en internetförbindelse.`);
      else if (isApiError(failure)) setError(failure.fields['reason'] ?? failure.message);
      else setError(t`Något gick fel, försök igen.`);
    }
  };

  return (
    <Modal
      open
      title={t`Avboka ${booking.name}?`}
      onClose={close}
      size="small"
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={close}>
            {t`Behåll bokningen`}
          </button>
          {started ? null : (
            <button type="button" className="button button-danger" disabled={cancel.isPending} onClick={() => void submit()}>
              {t`Avboka vikarien`}
            </button>
          )}
        </>
      }
    >
      {started ? (
        <p>{t`Vikariatet har redan börjat och kan inte längre avbokas.`}</p>
      ) : (
        <>
          <p>{t`Vikarien får genast ett meddelande med orsaken, och vikariatet blir öppet för nya anmälningar.`}</p>
          <FormField label={t`Orsak`} required error={error} hint={t`Vikarien ser orsaken.`}>
            {(control) => (
              <textarea
                className="form-input job-textarea"
                rows={3}
                maxLength={CANCELLATION_REASON_MAX_LENGTH}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
                {...control}
              />
            )}
          </FormField>
        </>
      )}
    </Modal>
  );
}
