import { Trans, useLingui } from '@lingui/react/macro';
import { securityCodeSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { useSecurityCodeMutation } from '../api/security-code.ts';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import type { TeacherCodeState } from '../teacher-code-state.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';

/** /register/securitycode: a teacher enters the school code their principal gave them (spec 01 §2, §5, §8). */
export function SecurityCodePage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [code, setCode] = useState('');
  const mutation = useSecurityCodeMutation();
  // the server's answer about a code is an alert with its text (spec 01 §8), so no field takes it
  const { errors, formError, formRef, show, showError, clear } = useFormErrors({ fields: [] });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkWithSchema(securityCodeSchema, { code }, locale, { fields: ['code'] });
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    mutation.mutate(code, {
      onSuccess: ({ school }) => {
        const state: TeacherCodeState = { code: code.trim(), school };
        void navigate('/register/teacher', { state });
      },
      onError: showError,
    });
  };

  return (
    <AuthScreen
      title={<Trans>Registrera dig som lärare</Trans>}
      intro={
        <p>
          <Trans>Ange skolans kod. Du får koden av din rektor.</Trans>
        </p>
      }
    >
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Skolkod`}
          name="code"
          autoComplete="off"
          autoCapitalize="none"
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={errors.code}
          required
        />
        <AuthFormFooter error={formError} back={<Trans>Avbryt</Trans>} submit={<Trans>Fortsätt</Trans>} disabled={mutation.isPending} />
      </form>
    </AuthScreen>
  );
}

export { SecurityCodePage as Component };
