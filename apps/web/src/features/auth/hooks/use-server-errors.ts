import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import type { FieldErrors } from '../registration-rules.ts';

/**
 * Keeps a form's field errors: the server's `{code, message, fields}` under the spec's field names, plus a form-level
 * message when no field is named (or the device is offline).
 */
export function useServerErrors() {
  const { t } = useLingui();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const fromError = (error: unknown): void => {
    if (isOfflineError(error)) {
      setFieldErrors({});
      setFormError(t`Ingen internetanslutning. Försök igen när du är uppkopplad.`);
    } else if (isApiError(error)) {
      setFieldErrors({ ...error.fields });
      setFormError(Object.keys(error.fields).length === 0 ? error.message : null);
    } else {
      setFieldErrors({});
      setFormError(t`Något gick fel, vänligen kontrollera och försök igen.`);
    }
  };

  const reset = (next: FieldErrors = {}): void => {
    setFieldErrors(next);
    setFormError(null);
  };

  return { fieldErrors, formError, fromError, reset };
}
