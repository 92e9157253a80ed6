import { Trans, useLingui } from '@lingui/react/macro';
import { resetPasswordSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useCommonPasswords } from '../../../lib/common-passwords.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useResetPasswordMutation } from '../api/reset-password.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';

/** The fields on the form; `resetToken` (an expired or used link) is the form's message. */
export const RESET_FORM: FormFields = { fields: ['password', 'password2'] };

/** /reset/{token}: choose a new password (password + confirmation), then /login (spec 01 §4). */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const mutation = useResetPasswordMutation();
  const isCommonPassword = useCommonPasswords();
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(RESET_FORM);
  const linkRefused = isApiError(mutation.error) && mutation.error.code === 'invalid_link';

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = { password, password2, resetToken: token };
    const found = checkWithSchema(resetPasswordSchema(isCommonPassword), payload, locale, RESET_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    mutation.mutate(payload, {
      onSuccess: () => {
        toast.success(t`Lösenordet har ändrats. Logga in med ditt nya lösenord.`);
        void navigate('/login', { replace: true });
      },
      onError: showError,
    });
  };

  return (
    <AuthScreen
      title={<Trans>Välj ett nytt lösenord</Trans>}
      intro={
        <p>
          <Trans>Lösenordet ska ha minst 10 tecken och får inte vara ett vanligt lösenord.</Trans>
        </p>
      }
    >
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Nytt lösenord`}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={errors.password}
          required
        />
        <TextField
          label={t`Bekräfta lösenordet`}
          type="password"
          name="password2"
          autoComplete="new-password"
          value={password2}
          onChange={(e) => setPassword2(e.target.value)}
          error={errors.password2}
          required
        />
        <AuthFormFooter error={formError} back={<Trans>Avbryt</Trans>} submit={<Trans>Spara lösenordet</Trans>} disabled={mutation.isPending} />
        {/* an expired or used link cannot be fixed on this form: the way on is a new link */}
        {linkRefused ? (
          <p className="auth-links">
            <Link to="/resetpassword">
              <Trans>Beställ en ny länk</Trans>
            </Link>
          </p>
        ) : null}
      </form>
    </AuthScreen>
  );
}

export { ResetPasswordPage as Component };
