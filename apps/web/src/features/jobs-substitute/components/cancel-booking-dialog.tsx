import { useLingui } from '@lingui/react/macro';
import { CANCELLATION_REASON_MAX_LENGTH, cancellationTiming, formatPhone, jobDateLabel, outboxPayloadSchemas, phoneHref } from '@vikariat/domain';
import { useId, useState } from 'react';
import { FormField, FormError } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { schoolOf, type SubstituteJob } from '../api/substitute-job.ts';
import '../../../components/ui/form-field.css';

/**
 * The dialog shows the reason; an error of the job reference stands in its message. The server's verdicts on the
 * queued action (started, not booked, ...) come back through the outbox and are shown by the rejection dialogs.
 */
const CANCEL_BOOKING_FORM = { fields: ['reason'] } as const;

interface CancelBookingDialogProps {
  open: boolean;
  job: SubstituteJob;
  onClose: () => void;
  /** The reason passed the rule: queue the cancellation. */
  onCancelBooking: (reason: string) => void;
  /** Now, for the 24-hour and has-started rules (tests pass a fixed instant). */
  now?: Date;
}

/**
 * The booked substitute cancels (issue 24): the reason is required, the consent's terms are repeated, a late
 * cancellation is said to be one, and the school's phone is at hand — at 06:30 with one bar a call may be quicker.
 * Once the job has started it cannot be cancelled here: only the phone is offered.
 */
export function CancelBookingDialog({ open, job, onClose, onCancelBooking, now = new Date() }: CancelBookingDialogProps) {
  const { t, i18n } = useLingui();
  const [reason, setReason] = useState('');
  const { errors, formError, formRef, show, clear } = useFormErrors(CANCEL_BOOKING_FORM);
  const formId = useId();
  const school = schoolOf(job);
  const timing = cancellationTiming(job, now);
  const close = () => {
    clear();
    onClose();
  };
  const submit = () => {
    const payload = { jobId: job.uniqueId, reason };
    const checked = checkWithSchema(outboxPayloadSchemas.cancelBooking, payload, i18n.locale === 'fi' ? 'fi' : 'sv', CANCEL_BOOKING_FORM);
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    setReason('');
    clear();
    onCancelBooking(outboxPayloadSchemas.cancelBooking.parse(payload).reason);
  };
  const call = school.phone ? (
    <p className="sub-cancel-call">
      {t`Bråttom? Ring skolan:`} <a href={phoneHref(school.phone)}>{formatPhone(school.phone)}</a>
    </p>
  ) : null;
  const started = timing === 'started';

  return (
    <Modal
      open={open}
      title={started ? t`Vikariatet har redan börjat` : t`Avboka vikariatet`}
      onClose={close}
      size="small"
      footer={
        started ? (
          <button type="button" className="button button-primary" onClick={close}>
            {t`Stäng`}
          </button>
        ) : (
          <>
            <button type="button" className="button button-secondary" onClick={close}>
              {t`Behåll bokningen`}
            </button>
            <button type="submit" form={formId} className="button button-danger">
              {t`Avboka vikariatet`}
            </button>
          </>
        )
      }
    >
      <p className="sub-cancel-job">
        <strong>{school.name}</strong> {jobDateLabel(job)} {job.startTime}–{job.endTime}
      </p>
      {started ? (
        <p>{t`Ett vikariat som har börjat kan inte avbokas i appen. Kontakta skolan direkt.`}</p>
      ) : (
        <form
          id={formId}
          ref={formRef}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {timing === 'late' ? (
            <p className="sub-warning" role="note">
              {t`Vikariatet börjar om mindre än 24 timmar. Avbokningen räknas som en sen avbokning.`}
            </p>
          ) : null}
          <p>
            {t`Du har förbundit dig att ta emot vikariatet. Avboka bara om du verkligen inte kan komma: skolan får genast veta det och vikariatet blir ledigt igen. Missbruk, upprepade sena avbokningar eller uteblivna arbetspass kan leda till att ditt konto stängs.`}
          </p>
          <FormField label={t`Orsak`} required error={errors['reason']} hint={t`Skolan ser orsaken.`}>
            {(control) => (
              <textarea
                className="form-input"
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
      {call}
    </Modal>
  );
}
