import { useLingui } from '@lingui/react/macro';
import { CANCELLATION_REASON_MAX_LENGTH, cancellationTiming, formatPhone, jobDateLabel, outboxPayloadSchemas, phoneHref } from '@vikariat/domain';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { schoolOf, type SubstituteJob } from '../api/substitute-job.ts';
import { localHalf } from '../hooks/local-half.ts';

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
  const [error, setError] = useState<string | undefined>();
  const school = schoolOf(job);
  const timing = cancellationTiming(job, now);
  const close = () => {
    setError(undefined);
    onClose();
  };
  const submit = () => {
    const parsed = outboxPayloadSchemas.cancelBooking.safeParse({ jobId: job.uniqueId, reason });
    if (!parsed.success) {
      setError(localHalf(parsed.error.issues[0]?.message ?? '', i18n.locale));
      return;
    }
    setReason('');
    setError(undefined);
    onCancelBooking(parsed.data.reason);
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
            <button type="button" className="button button-danger" onClick={submit}>
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
        <>
          {timing === 'late' ? (
            <p className="sub-warning" role="note">
              {t`Vikariatet börjar om mindre än 24 timmar. Avbokningen räknas som en sen avbokning.`}
            </p>
          ) : null}
          <p>
            {t`Du har förbundit dig att ta emot vikariatet. Avboka bara om du verkligen inte kan komma: skolan får genast veta det och vikariatet blir ledigt igen. Missbruk, upprepade sena avbokningar eller uteblivna arbetspass kan leda till att ditt konto stängs.`}
          </p>
          <FormField label={t`Orsak`} required error={error} hint={t`Skolan ser orsaken.`}>
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
        </>
      )}
      {call}
    </Modal>
  );
}
