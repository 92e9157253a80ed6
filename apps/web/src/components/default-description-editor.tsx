import { useLingui } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '../lib/api-client.ts';
import { messageForPerson, type FormFields } from '../lib/form-errors.ts';
import { useSaveDefaultDescription } from '../lib/save-default-description.ts';
import { useFormErrors } from '../lib/use-form-errors.ts';
import { toast } from './ui/toast-store.ts';
import { FormError } from './ui/form-field.tsx';
import './ui/form-field.css';

/** The field on the form; the caller's e-mail is the form's message. */
export const DEFAULT_DESCRIPTION_FORM: FormFields = { fields: ['defaultDescription'] };

interface DefaultDescriptionEditorProps {
  email: string;
  saved: string;
  /** The query the saving screen shows the description from. */
  refreshKey: QueryKey;
  /** When a heading already names the field, the label is for screen readers only. */
  hideLabel?: boolean;
}

/**
 * The poster's default description (principal settings, a teacher's settings tab): the text a new job's additional
 * information starts with on /jobs/new. The hint says so: it stood beside the SOS defaults with nothing telling them
 * apart. Textarea, cancel, save.
 */
export function DefaultDescriptionEditor({ email, saved, refreshKey, hideLabel = false }: DefaultDescriptionEditorProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(saved);
  const save = useSaveDefaultDescription(refreshKey);
  const { errors, formError, formRef, showError, clear } = useFormErrors(DEFAULT_DESCRIPTION_FORM);
  const onSave = (event: FormEvent): void => {
    event.preventDefault();
    clear();
    save.mutate(
      { email, defaultDescription: text },
      {
        onSuccess: () => toast.success(t`Sparat`),
        // a field error stands at its field; any other failure is the spec's warning toast (spec 02 §8)
        onError: (error) => {
          if (isApiError(error) && Object.keys(error.fields).length > 0) showError(error);
          else toast.warning(messageForPerson(error, t`Något oväntat gick fel, försök igen.`));
        },
      },
    );
  };
  return (
    <form ref={formRef} className="stack" onSubmit={onSave} noValidate>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
        {t`Standardbeskrivning`}
      </label>
      <textarea
        id={id}
        className="form-input"
        rows={6}
        value={text}
        onChange={(e) => setText(e.target.value)}
        aria-invalid={Boolean(errors.defaultDescription)}
        aria-describedby={errors.defaultDescription ? `${id}-hint ${id}-error` : `${id}-hint`}
      />
      <p id={`${id}-hint`} className="form-hint">
        {t`Texten fylls i som tilläggsinformation när du skapar ett nytt vikariat. Du kan ändra den i varje vikariat.`}
      </p>
      {errors.defaultDescription ? (
        <p id={`${id}-error`} className="form-error">
          {errors.defaultDescription}
        </p>
      ) : null}
      <FormError message={formError} />
      <div className="row">
        <button type="button" className="button button-secondary" disabled={text === saved} onClick={() => setText(saved)}>
          {t`Avbryt`}
        </button>
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t`Spara`}
        </button>
      </div>
    </form>
  );
}
