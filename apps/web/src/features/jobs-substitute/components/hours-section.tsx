import { useLingui } from '@lingui/react/macro';
import { dayIssue, endedJobDays, finnishDate, hoursSubmitSchema, localise, prefilledHours, shiftIssue, substituteMayEdit, type HoursEntry } from '@vikariat/domain';
import { useId, useState } from 'react';
import { HOURS_FORM, HoursFields, hoursValuesOf, workedTimeOf, type HoursValues } from '../../../components/hours/hours-fields.tsx';
import { HoursSummary } from '../../../components/hours/hours-summary.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useJobAsksLessons } from '../../../lib/hours/hours-settings-api.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import type { SubstituteJob } from '../api/substitute-job.ts';
import { useEnqueueAction } from '../hooks/substitute-data.ts';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';
import '../../../components/hours/hours.css';

/**
 * The chosen substitute's hours (issue 24): each day of the job that has ended, pre-filled from the job, confirmed
 * offline (the outbox action submitHours). Changeable until the school has looked at it; then the school's decision,
 * who made it and why are shown.
 */
export function HoursSection({ job, now = new Date() }: { job: SubstituteJob; now?: Date }) {
  const { t } = useLingui();
  // lessons only where the school asks; not known offline before it was read, then not asked (the school can add them)
  const askLessons = useJobAsksLessons(job.uniqueId) === true;
  const days = endedJobDays(job, now);
  if (days.length === 0) return null;
  const byDay = new Map((job.hours ?? []).map((h) => [h.day, h]));
  return (
    <section className="sub-hours" aria-labelledby="specific-hours">
      <h2 id="specific-hours" className="details-subtitle">{t`Arbetade timmar`}</h2>
      <p className="muted">{t`Bekräfta dina timmar för varje dag. Skolan godkänner dem för lönen.`}</p>
      <ul className="hours-days">
        {days.map((day) => (
          <HoursDay key={day} job={job} day={day} entry={byDay.get(day)} now={now} askLessons={askLessons} />
        ))}
      </ul>
    </section>
  );
}

function HoursDay({ job, day, entry, now, askLessons }: { job: SubstituteJob; day: string; entry: HoursEntry | undefined; now: Date; askLessons: boolean }) {
  const { t, i18n } = useLingui();
  const enqueue = useEnqueueAction();
  const [editing, setEditing] = useState(entry === undefined);
  const [values, setValues] = useState<HoursValues>(hoursValuesOf(entry ?? prefilledHours(job)));
  const { errors, formError, formRef, show, clear } = useFormErrors(HOURS_FORM);
  const formId = useId();
  const locale = i18n.locale === 'fi' ? 'fi' : 'sv';
  const titleId = `${formId}-title`;

  const submit = () => {
    const payload = { jobId: job.uniqueId, day, ...workedTimeOf(values), ...(askLessons ? {} : { lessons: null }) };
    const schema = checkWithSchema(hoursSubmitSchema, payload, locale, HOURS_FORM);
    const issue = dayIssue(job, day, now, true);
    const shift = schema.fields['end'] === undefined ? shiftIssue(job, values) : null;
    const withDay = issue === null ? schema : { ...schema, fields: { ...schema.fields, day: localise(issue, locale) } };
    const checked = shift === null ? withDay : { ...withDay, fields: { ...withDay.fields, end: localise(shift, locale) } };
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    clear();
    enqueue('submitHours', hoursSubmitSchema.parse(payload));
    setEditing(false);
    if (!navigator.onLine) toast.info(t`Timmarna är sparade och skickas när du har förbindelse.`, { durationMs: 8_000 });
  };

  return (
    <li className="hours-day" aria-labelledby={titleId} data-day={day}>
      <h3 id={titleId}>{finnishDate(day)}</h3>
      {entry !== undefined && !editing ? (
        <>
          <HoursSummary entry={entry} />
          {substituteMayEdit(entry.status) ? (
            <div className="hours-actions">
              <button type="button" className="button button-secondary" onClick={() => setEditing(true)}>
                {t`Ändra timmarna ${finnishDate(day)}`}
              </button>
            </div>
          ) : null}
        </>
      ) : (
        <form
          id={formId}
          ref={formRef}
          noValidate
          className="hours-form"
          aria-label={t`Timmar ${finnishDate(day)}`}
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <HoursFields values={values} onChange={setValues} errors={errors} askLessons={askLessons} />
          {formError || errors['day'] ? (
            <p className="form-error hours-wide" role="alert" tabIndex={-1}>
              {errors['day'] ?? formError}
            </p>
          ) : null}
          <div className="hours-actions hours-wide">
            <button type="submit" className="button button-primary">
              {t`Bekräfta timmarna ${finnishDate(day)}`}
            </button>
            {entry !== undefined ? (
              <button type="button" className="button button-secondary" onClick={() => setEditing(false)}>
                {t`Avbryt`}
              </button>
            ) : null}
          </div>
        </form>
      )}
    </li>
  );
}
