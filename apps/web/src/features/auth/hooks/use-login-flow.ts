import { useNavigate } from 'react-router-dom';
import type { FormFields } from '../../../lib/form-errors.ts';
import { setTokenAfterSignOut } from '../../../lib/session.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { recordLastLogin } from '../api/last-login.ts';
import { useLoginMutation } from '../api/login.ts';

/** Sign-in errors (spec 01 §5): under password, passwordincorrect, email, emailnotfound; `message` is the form's. */
export const LOGIN_FORM: FormFields = { fields: ['email', 'password'], aliases: { emailnotfound: 'email', passwordincorrect: 'password' } };

/** Asks the browser to keep the local database (offline data and pending actions) from eviction. */
const requestPersistentStorage = (): void => {
  if (typeof navigator.storage?.persist === 'function') navigator.storage.persist().catch(() => undefined);
};

/** Sign-in (spec 01 §4): store the token, record the last login, keep storage, go to /jobs/overview. */
export function useLoginFlow() {
  const navigate = useNavigate();
  const mutation = useLoginMutation();
  const { errors, formError, formRef, showError, clear } = useFormErrors(LOGIN_FORM);

  const submit = (email: string, password: string): void => {
    const normalisedEmail = email.trim().toLowerCase();
    clear();
    mutation.mutate(
      { email: normalisedEmail, password },
      {
        onSuccess: ({ token }) => {
          void setTokenAfterSignOut(token).then(() => {
            recordLastLogin(normalisedEmail);
            requestPersistentStorage();
            void navigate('/jobs/overview', { replace: true });
          });
        },
        onError: showError,
      },
    );
  };

  return { submit, errors, formError, formRef, pending: mutation.isPending };
}
