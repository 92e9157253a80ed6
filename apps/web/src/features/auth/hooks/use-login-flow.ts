import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import { setToken } from '../../../lib/session.ts';
import { recordLastLogin } from '../api/last-login.ts';
import { useLoginMutation } from '../api/login.ts';

export interface LoginErrors {
  email?: string;
  password?: string;
  /** The form-level message (server `message` field, offline, unexpected). */
  form?: string;
}

/** Asks the browser to keep the local database (offline data and pending actions) from eviction. */
const requestPersistentStorage = (): void => {
  if (typeof navigator.storage?.persist === 'function') navigator.storage.persist().catch(() => undefined);
};

/** Sign-in (spec 01 §4): store the token, record the last login, keep storage, go to /jobs/overview. */
export function useLoginFlow() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const [errors, setErrors] = useState<LoginErrors>({});

  const submit = (email: string, password: string): void => {
    const normalisedEmail = email.trim().toLowerCase();
    setErrors({});
    mutation.mutate(
      { email: normalisedEmail, password },
      {
        onSuccess: ({ token }) => {
          setToken(token);
          recordLastLogin(normalisedEmail);
          requestPersistentStorage();
          void navigate('/jobs/overview', { replace: true });
        },
        onError: (error) => {
          if (isOfflineError(error)) {
            setErrors({ form: t`Ingen internetanslutning. Försök igen när du är uppkopplad.` });
          } else if (isApiError(error)) {
            const { fields } = error;
            const next: LoginErrors = {};
            const emailError = fields.email ?? fields.emailnotfound;
            const passwordError = fields.password ?? fields.passwordincorrect;
            if (emailError) next.email = emailError;
            if (passwordError) next.password = passwordError;
            const formError = fields.message ?? (emailError || passwordError ? undefined : error.message);
            if (formError) next.form = formError;
            setErrors(next);
          } else {
            setErrors({ form: t`Inloggningen misslyckades. Försök igen.` });
          }
        },
      },
    );
  };

  return { submit, errors, pending: mutation.isPending };
}
