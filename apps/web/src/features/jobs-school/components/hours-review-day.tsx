import { useLingui } from '@lingui/react/macro';
import { hoursCorrectSchema, hoursNoShowSchema, type HoursEntry, type WorkedTime } from '@vikariat/domain';
import { useId, useState } from 'react';
import { HOURS_FORM, HoursFields, hoursValuesOf, workedTimeOf, type HoursValues } from '../../../components/hours/hours-fields.tsx';
import { HoursSummary } from '../../../components/hours/hours-summary.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useReviewHours } from '../api/hours.ts';
import '../../../components/ui/form-field.css';
import '../../../components/hours/hours.css';

interface HoursReviewDayProps {
  jobId: string;
  day: string;
  /** the day's heading: the date, and in the month view the person */
  title: string;
  entry: HoursEntry | undefined;
  /** what a correction of a day never given starts from: the job's times */
  scheduled: WorkedTime;
  askLessons: boolean;
}

type Mode = 'view' | 'correct' | 'noshow';

/**
 * One day's hours as the school's principal reviews them (issue 24): approve (with a late arrival), correct with a
 * reason the substitute sees, or mark a no-show. A reviewed day can be changed again: the server logs who, when and
 * what it was. An approved (or corrected) day is not offered for approval again: only a changed late mark is saved.
 */
export function HoursReviewDay({ jobId, day, title, entry, scheduled, askLessons }: HoursReviewDayProps) {
  const { t, i18n } = useLingui();
  const review = useReviewHours();
  const [mode, setMode] = useState<Mode>('view');
  // the late mark as ticked here; until it is touched it follows the entry, which a pull may change
  const [lateDraft, setLateDraft] = useState<boolean | null>(null);
  const late = lateDraft ?? entry?.late ?? false;
  const [values, setValues] = useState<HoursValues>(hoursValuesOf(entry ?? scheduled));
  const [reason, setReason] = useState('');
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(HOURS_FORM);
  const id = useId();
  const locale = i18n.locale === 'fi' ? 'fi' : 'sv';

  const done = (message: string) => {
    clear();
    setMode('view');
    setReason('');
    setLateDraft(null);
    toast.success(message);
  };
  const reviewed = entry?.status === 'approved' || entry?.status === 'corrected';
  const approve = () =>
    review.mutate(
      { kind: 'approve', payload: { id: jobId, day, late } },
      {
        onSuccess: (answer) => {
          // another leader (or a second tap) got there first: nothing changed, and the person is told so
          if (answer.alreadyApproved) {
            setLateDraft(null);
            toast.info(t`Timmarna var redan godkända.`);
          } else done(reviewed ? t`Ändringen är sparad.` : t`Timmarna är godkända.`);
        },
        onError: (e) => toast.error(e.message),
      },
    );
  const submit = () => {
    if (mode === 'correct') {
      const payload = { id: jobId, day, ...workedTimeOf(values), late, reason };
      const checked = checkWithSchema(hoursCorrectSchema, payload, locale, HOURS_FORM);
      if (hasErrors(checked)) {
        show(checked);
        return;
      }
      review.mutate({ kind: 'correct', payload: hoursCorrectSchema.parse(payload) }, { onSuccess: () => done(t`Timmarna är rättade.`), onError: showError });
    } else {
      const payload = { id: jobId, day, reason };
      const checked = checkWithSchema(hoursNoShowSchema, payload, locale, HOURS_FORM);
      if (hasErrors(checked)) {
        show(checked);
        return;
      }
      review.mutate({ kind: 'noshow', payload: hoursNoShowSchema.parse(payload) }, { onSuccess: () => done(t`Dagen är markerad: kom inte.`), onError: showError });
    }
  };
  const lateBox = (
    <label className="hours-wide">
      <input type="checkbox" checked={late} onChange={(e) => setLateDraft(e.target.checked)} /> {t`Sen ankomst`}
    </label>
  );

  return (
    <li className="hours-day" aria-labelledby={`${id}-title`} data-day={day}>
      <h3 id={`${id}-title`}>{title}</h3>
      {entry ? <HoursSummary entry={entry} /> : <p className="muted">{t`Vikarien har inte angett timmar ännu.`}</p>}
      {mode === 'view' ? (
        <div className="hours-actions">
          {entry && entry.status !== 'noShow' ? lateBox : null}
          {entry?.status === 'pending' ? (
            <button type="button" className="button button-primary" disabled={review.isPending} onClick={approve} aria-label={t`Godkänn ${title}`}>
              {t`Godkänn`}
            </button>
          ) : null}
          {entry && reviewed && late !== entry.late ? (
            <button type="button" className="button button-primary" disabled={review.isPending} onClick={approve} aria-label={t`Spara ändringen ${title}`}>
              {t`Spara ändringen`}
            </button>
          ) : null}
          <button type="button" className="button button-secondary" onClick={() => setMode('correct')} aria-label={t`Rätta ${title}`}>
            {t`Rätta`}
          </button>
          {entry?.status !== 'noShow' ? (
            <button type="button" className="button button-secondary" onClick={() => setMode('noshow')} aria-label={t`Kom inte ${title}`}>
              {t`Kom inte`}
            </button>
          ) : null}
        </div>
      ) : (
        <form
          ref={formRef}
          noValidate
          className="hours-form"
          aria-label={mode === 'correct' ? t`Rätta ${title}` : t`Kom inte ${title}`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          {mode === 'correct' ? <HoursFields values={values} onChange={setValues} errors={errors} askLessons={askLessons} /> : null}
          {mode === 'correct' ? lateBox : null}
          <div className="hours-wide">
            <FormField label={t`Orsak`} required error={errors['reason']} hint={t`Vikarien ser orsaken och vem som gav den.`}>
              {(control) => <textarea className="form-input" rows={2} maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} {...control} />}
            </FormField>
          </div>
          {errors['day'] || formError ? (
            <p className="form-error hours-wide" role="alert" tabIndex={-1}>
              {/* both when both: the day's error and what else the server said */}
              {[...new Set([errors['day'], formError].filter(Boolean))].join(' ')}
            </p>
          ) : null}
          <div className="hours-actions hours-wide">
            <button type="submit" className="button button-primary" disabled={review.isPending}>
              {mode === 'correct' ? t`Spara rättelsen` : t`Markera: kom inte`}
            </button>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                clear();
                setMode('view');
                setLateDraft(null);
              }}
            >
              {t`Avbryt`}
            </button>
          </div>
        </form>
      )}
    </li>
  );
}
