import { useLingui } from '@lingui/react/macro';
import { DEFAULT_JOB_END_TIME, DEFAULT_JOB_START_TIME, endTimeOptions, schoolSettingsSchema, TIME_OPTIONS } from '@vikariat/domain';
import { useId, useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { FormField, FormError } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError, pageActions } from '../../../lib/api-client.ts';
import { checkWithSchema, type FormFields, hasErrors, messageForPerson } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import type { UrgentDefaults } from '../api/get-principal.ts';
import { useSaveSchoolSettings } from '../api/save-school-settings.ts';
import { SubjectsTypeahead } from './subjects-typeahead.tsx';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

/** The page reloads 2 s after the school settings are saved (spec 02 §9). */
const RELOAD_AFTER_SAVE_MS = 2000;

/** The fields on the card; the caller's e-mail and the activate switch are the form's message. */
export const URGENT_DEFAULTS_FORM: FormFields = { fields: ['start', 'end', 'subjects', 'info'] };

/**
 * 'Standard text for urgent jobs' (spec 02 §2): what an SOS job is posted with — start, end, subjects, info; an edit
 * toggle, cancel and save. Headed and described as the SOS defaults, apart from the default description above it.
 */
export function UrgentDefaultsCard({ email, saved }: { email: string; saved: UrgentDefaults | null }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const id = useId();
  const initial = {
    start: saved?.start ?? DEFAULT_JOB_START_TIME,
    end: saved?.end ?? DEFAULT_JOB_END_TIME,
    info: saved?.info ?? '',
    subjects: saved?.subjects ?? [],
  };
  const [editing, setEditing] = useState(false);
  const [values, setValues] = useState(initial);
  const save = useSaveSchoolSettings();
  const { errors: fields, formError, formRef, show, showError, clear } = useFormErrors(URGENT_DEFAULTS_FORM);

  const onSave = (event: FormEvent): void => {
    event.preventDefault();
    const payload = { email, activate: true, ...values };
    const found = checkWithSchema(schoolSettingsSchema, payload, locale, URGENT_DEFAULTS_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    save.mutate(payload, {
      onSuccess: () => {
        toast.success(t`Sparat`);
        setEditing(false);
        setTimeout(() => pageActions.reload(), RELOAD_AFTER_SAVE_MS);
      },
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) showError(error);
        else toast.error(messageForPerson(error, t`Något gick fel`));
      },
    });
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`} aria-describedby={`${id}-about`}>
      <div className="page-header">
        <h2 id={`${id}-title`}>{t`Förval för SOS-vikariat`}</h2>
        <button type="button" className="button button-secondary" aria-pressed={editing} onClick={() => setEditing((e) => !e)}>
          {t`Redigera`}
        </button>
      </div>
      <p id={`${id}-about`} className="muted">
        {t`Ett SOS-vikariat (akut, i dag) fylls i med de här tiderna, ämnena och den här informationen. Tiderna och informationen kan du ändra innan du publicerar.`}
      </p>
      <form ref={formRef} className="stack" onSubmit={onSave} noValidate>
        <div className="form-grid">
          <FormField label={t`Starttid`} error={fields['start']}>
            {(control) => (
              <select className="form-input" disabled={!editing} value={values.start} onChange={(e) => setValues((v) => ({ ...v, start: e.target.value }))} {...control}>
                {TIME_OPTIONS.map((time) => (
                  <option key={time}>{time}</option>
                ))}
              </select>
            )}
          </FormField>
          <FormField label={t`Sluttid`} error={fields['end']}>
            {(control) => (
              <select className="form-input" disabled={!editing} value={values.end} onChange={(e) => setValues((v) => ({ ...v, end: e.target.value }))} {...control}>
                {endTimeOptions(values.start).map((option) => (
                  <option key={option.value} disabled={option.disabled}>
                    {option.value}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <SubjectsTypeahead value={values.subjects} disabled={!editing} onChange={(subjects) => setValues((v) => ({ ...v, subjects }))} error={fields['subjects']} />
        <FormField label={t`Övrig information`} error={fields['info']}>
          {(control) => (
            <textarea
              className="form-input"
              rows={4}
              disabled={!editing}
              value={values.info}
              onChange={(e) => setValues((v) => ({ ...v, info: e.target.value }))}
              {...control}
            />
          )}
        </FormField>
        <FormError message={formError} />
        {editing ? (
          <div className="row">
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                setValues(initial);
                setEditing(false);
                clear();
              }}
            >
              {t`Avbryt`}
            </button>
            <button type="submit" className="button button-primary" disabled={save.isPending}>
              {t`Spara`}
            </button>
          </div>
        ) : null}
      </form>
    </section>
  );
}
