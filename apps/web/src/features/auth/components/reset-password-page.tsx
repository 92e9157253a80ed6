import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useResetPasswordMutation } from '../api/reset-password.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';

/** /reset/{token}: choose a new password (password + confirmation), then /login (spec 01 §4). */
export function ResetPasswordPage() {
  const { t } = useLingui();
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [password2, setPassword2] = useState('');
  const mutation = useResetPasswordMutation();
  const { fieldErrors, formError, fromError, reset } = useServerErrors();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    mutation.mutate(
      { password, password2, resetToken: token },
      {
        onSuccess: () => {
          toast.success(t`Lösenordet har ändrats. Logga in med ditt nya lösenord.`);
          void navigate('/login', { replace: true });
        },
        onError: (error) => fromError(error),
      },
    );
  };

  return (
    <AuthScreen
      title={<Trans>Välj ett nytt lösenord</Trans>}
      intro={<p><Trans>Lösenordet ska ha minst 10 tecken och får inte vara ett vanligt lösenord.</Trans></p>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Nytt lösenord`}
          type="password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          error={fieldErrors.password}
          required
        />
        <TextField
          label={t`Bekräfta lösenordet`}
          type="password"
          name="password2"
          autoComplete="new-password"
          value={password2}
          onChange={(e) => setPassword2(e.target.value)}
          error={fieldErrors.password2}
          required
        />
        <AuthFormFooter error={formError} back={<Trans>Avbryt</Trans>} submit={<Trans>Spara lösenordet</Trans>} disabled={mutation.isPending} />
      </form>
    </AuthScreen>
  );
}

export { ResetPasswordPage as Component };
