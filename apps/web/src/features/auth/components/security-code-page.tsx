import { Trans, useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useSecurityCodeMutation } from '../api/security-code.ts';
import { useServerErrors } from '../hooks/use-server-errors.ts';
import type { TeacherCodeState } from '../teacher-code-state.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';

/** /register/securitycode: a teacher enters the school code their principal gave them (spec 01 §2, §5, §8). */
export function SecurityCodePage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const [missing, setMissing] = useState(false);
  const mutation = useSecurityCodeMutation();
  const { fieldErrors, formError, fromError, reset } = useServerErrors();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    reset();
    if (!code.trim()) {
      setMissing(true);
      return;
    }
    setMissing(false);
    mutation.mutate(code, {
      onSuccess: ({ school }) => {
        const state: TeacherCodeState = { code: code.trim(), school };
        void navigate('/register/teacher', { state });
      },
      onError: (error) => fromError(error),
    });
  };

  // School code failure: an alert with the server's text (spec 01 §8).
  const serverText = fieldErrors.codenotfound ?? fieldErrors.code ?? formError;
  return (
    <AuthScreen
      title={<Trans>Registrera dig som lärare</Trans>}
      intro={<p><Trans>Ange skolans kod. Du får koden av din rektor.</Trans></p>}
    >
      <form className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Skolkod`}
          name="code"
          autoComplete="off"
          autoCapitalize="none"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={missing ? t`Ange skolkoden.` : undefined}
          required
        />
        <AuthFormFooter error={serverText} back={<Trans>Avbryt</Trans>} submit={<Trans>Fortsätt</Trans>} disabled={mutation.isPending} />
      </form>
    </AuthScreen>
  );
}

export { SecurityCodePage as Component };
