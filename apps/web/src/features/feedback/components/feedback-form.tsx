import { useLingui } from '@lingui/react/macro';
import { FEEDBACK_COMMENT_MAX, formatDate, jobDateLabel, type FeedbackJob } from '@vikariat/domain';
import { useId, useState, type FormEvent } from 'react';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSaveFeedback } from '../api/feedback-jobs.ts';
import '../../../components/ui/form-field.css';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** The window's end is a wall-clock time in Finland (yyyy-MM-ddTHH:mm): shown as it is, never shifted by the device's zone. */
const untilText = (wallClock: string): string => {
  const [date = '', time = ''] = wallClock.split('T');
  return `${formatDate(date)} ${time}`;
};

/** One ended job's feedback: 1–5 and an optional comment, given or changed until the window closes. */
export function FeedbackForm({ job }: { job: FeedbackJob }) {
  const { t } = useLingui();
  const headingId = useId();
  const save = useSaveFeedback();
  const [rating, setRating] = useState<number | null>(job.rating);
  const [comment, setComment] = useState(job.comment);
  const [fields, setFields] = useState<Record<string, string>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (rating === null) {
      setFields({ rating: t`Välj ett betyg från 1 till 5.` });
      return;
    }
    setFields({});
    try {
      await save.mutateAsync({ jobId: job.jobId, rating, comment });
      toast.success(t`Tack! Omdömet är sparat.`);
    } catch (error) {
      if (isApiError(error) && Object.keys(error.fields).length > 0) setFields({ ...error.fields });
      else if (isOfflineError(error)) toast.warning(t`Du är offline. Omdömet kan sparas när du har förbindelse.`);
      else toast.warning(error instanceof Error && error.message ? error.message : t`Något oväntat gick fel, försök igen.`);
    }
  };

  const about = job.side === 'school' ? t`Vikarie: ${job.about}` : t`Skola: ${job.about}`;
  return (
    <li className="card fb-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="fb-title">
        {about}
      </h2>
      <p className="muted">
        {job.side === 'school' ? `${job.schoolName} · ` : ''}
        {jobDateLabel({ startDate: job.startDate, endDate: job.endDate })}
        {job.updatedAt ? ` · ${t`Sparat ${formatDateTime(job.updatedAt)}`}` : ''}
      </p>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <fieldset className="fb-rating" aria-describedby={fields['rating'] ? `${headingId}-rating-error` : undefined}>
          <legend className="form-label">{t`Betyg (1 = svagt, 5 = utmärkt)`}</legend>
          <div className="fb-stars">
            {RATINGS.map((value) => (
              <label key={value} className="fb-star" data-checked={rating === value}>
                <input type="radio" name={`rating-${job.jobId}`} value={value} checked={rating === value} onChange={() => setRating(value)} />
                <span>{value}</span>
              </label>
            ))}
          </div>
          {fields['rating'] ? (
            <p id={`${headingId}-rating-error`} className="form-error">
              {fields['rating']}
            </p>
          ) : null}
        </fieldset>
        <FormField label={t`Kommentar (valfri)`} error={fields['comment']} hint={t`Syns bara för er egen sida och för administratörer som sammanställning.`}>
          {(control) => (
            <textarea {...control} className="form-input" rows={3} maxLength={FEEDBACK_COMMENT_MAX} value={comment} onChange={(e) => setComment(e.target.value)} />
          )}
        </FormField>
        <div className="fb-actions">
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {job.rating === null ? t`Spara omdöme` : t`Uppdatera omdöme`}
          </button>
          <span className="muted">{t`Kan ändras till ${untilText(job.openUntil)}`}</span>
        </div>
      </form>
    </li>
  );
}
