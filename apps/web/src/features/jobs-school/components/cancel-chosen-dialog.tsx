import { useLingui } from '@lingui/react/macro';
import { CANCELLATION_REASON_MAX_LENGTH, cancellationTiming, schoolCancelSchema, type JobSchedule } from '@vikariat/domain';
import { useId, useState } from 'react';
import { FormField, FormError } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, formErrorsOf, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useCancelChosen } from '../api/cancel-chosen.ts';
import '../../../components/ui/form-field.css';

/** The dialog shows the reason; any other field's error (the person, the job) stands in its message. */
const CANCEL_CHOSEN_FORM = { fields: ['reason'] } as const;

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
  const { errors, formError, formRef, show, clear } = useFormErrors(CANCEL_CHOSEN_FORM);
  const formId = useId();
  if (!booking) return null;
  const started = cancellationTiming(booking.job, new Date()) === 'started';
  const close = () => {
    setReason('');
    clear();
    onClose();
  };
  const submit = async () => {
    const payload = { email: booking.email, id: booking.jobId, reason };
    const checked = checkWithSchema(schoolCancelSchema, payload, i18n.locale === 'fi' ? 'fi' : 'sv', CANCEL_CHOSEN_FORM);
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    try {
      await cancel.mutateAsync(schoolCancelSchema.parse(payload));
      toast.success(t`Bokningen är avbokad. ${booking.name} har fått ett meddelande och vikariatet är öppet igen.`);
      close();
    } catch (failure) {
      show(
        formErrorsOf(failure, CANCEL_CHOSEN_FORM, { offline: t`Du är offline. Att avboka kräver en internetförbindelse.`, unexpected: t`Något gick fel, försök igen.` }),
      );
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
            <button type="submit" form={formId} className="button button-danger" disabled={cancel.isPending}>
              {t`Avboka vikarien`}
            </button>
          )}
        </>
      }
    >
      {started ? (
        <p>{t`Vikariatet har redan börjat och kan inte längre avbokas.`}</p>
      ) : (
        <form
          id={formId}
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p>{t`Vikarien får genast ett meddelande med orsaken, och vikariatet blir öppet för nya anmälningar.`}</p>
          <FormField label={t`Orsak`} required error={errors['reason']} hint={t`Vikarien ser orsaken.`}>
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
          <FormError message={formError} />
        </form>
      )}
    </Modal>
  );
}
