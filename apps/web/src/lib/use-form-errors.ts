import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { formErrorsOf, focusFirstError, hasErrors, NO_ERRORS, type FormErrors, type FormFields } from './form-errors.ts';

/**
 * A form's errors, wherever they come from (its schema before the call, the server after it), shown together and
 * with the first one brought into view and focus: one way for every form (issue 22).
 */
export function useFormErrors(form: FormFields) {
  const { t } = useLingui();
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [shown, setShown] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (shown > 0) focusFirstError(formRef.current);
  }, [shown]);

  /** Shows these errors (none clears them) and focuses the first. */
  const show = (next: FormErrors): void => {
    setErrors(next);
    if (hasErrors(next)) setShown((n) => n + 1);
  };

  const showError = (error: unknown): void =>
    show(
      formErrorsOf(error, form, {
        offline: t`Ingen internetanslutning. Försök igen när du är uppkopplad.`,
        unexpected: t`Något gick fel, vänligen kontrollera och försök igen.`,
      }),
    );

  return {
    /** Messages under the form's field names. */
    errors: errors.fields,
    /** The form's own message (role="alert" where it is shown). */
    formError: errors.form,
    formRef,
    show,
    showError,
    clear: (): void => setErrors(NO_ERRORS),
  };
}
