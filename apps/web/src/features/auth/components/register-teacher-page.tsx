import { Trans, useLingui } from '@lingui/react/macro';
import { registerTeacherSchema, siteLangOfLocale } from '@vikariat/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { useCommonPasswords } from '../../../lib/common-passwords.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useRegisterTeacherMutation, type RegisterTeacherPayload } from '../api/register-teacher.ts';
import { isTeacherCodeState, TEACHER_REGISTERED_REDIRECT_MS } from '../teacher-code-state.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';

type TeacherFields = Omit<RegisterTeacherPayload, 'school' | 'code' | 'sitelang'>;
const EMPTY: TeacherFields = { firstName: '', lastName: '', email: '', confirmEmail: '', phone: '', password: '', password2: '' };

/** The fields on the form; an error about the school or its code (not on the form) is the form's message. */
export const TEACHER_FORM: FormFields = {
  fields: ['firstName', 'lastName', 'phone', 'email', 'confirmEmail', 'password', 'password2'],
  aliases: { emailnotfound: 'email' },
};

/** /register/teacher: needs a checked school code (else back to /register/securitycode), spec 01 §2, §4, §5. */
export function RegisterTeacherPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const location = useLocation();
  const navigate = useNavigate();
  const [fields, setFields] = useState<TeacherFields>(EMPTY);
  const [done, setDone] = useState(false);
  const mutation = useRegisterTeacherMutation();
  const isCommonPassword = useCommonPasswords();
  const { errors: fieldErrors, formError, formRef, show, showError, clear } = useFormErrors(TEACHER_FORM);
  const codeState = isTeacherCodeState(location.state) ? location.state : null;

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => void navigate('/login', { replace: true }), TEACHER_REGISTERED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  if (!codeState) return <Navigate to="/register/securitycode" replace />;

  const set = (name: keyof TeacherFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload: RegisterTeacherPayload = {
      ...fields,
      email: fields.email.trim().toLowerCase(),
      confirmEmail: fields.confirmEmail.trim().toLowerCase(),
      school: codeState.school,
      code: codeState.code,
      sitelang: siteLangOfLocale(locale),
    };
    const errors = checkWithSchema(registerTeacherSchema(isCommonPassword), payload, locale, TEACHER_FORM);
    if (hasErrors(errors)) {
      show(errors);
      return;
    }
    clear();
    mutation.mutate(payload, { onSuccess: () => setDone(true), onError: showError });
  };

  return (
    <AuthScreen title={<Trans>Registrera dig som lärare</Trans>}>
      <p className="auth-note">
        <Trans>Skola: {codeState.school}</Trans>
      </p>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Förnamn`}
          name="firstName"
          autoComplete="given-name"
          value={fields.firstName}
          onChange={set('firstName')}
          error={fieldErrors.firstName}
          required
        />
        <TextField
          label={t`Efternamn`}
          name="lastName"
          autoComplete="family-name"
          value={fields.lastName}
          onChange={set('lastName')}
          error={fieldErrors.lastName}
          required
        />
        <TextField label={t`Telefon`} name="phone" type="tel" autoComplete="tel" value={fields.phone} onChange={set('phone')} error={fieldErrors.phone} required />
        <TextField
          label={t`E-post`}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          value={fields.email}
          onChange={set('email')}
          error={fieldErrors.email}
          required
        />
        <TextField
          label={t`Bekräfta e-post`}
          name="confirmEmail"
          type="email"
          autoComplete="off"
          autoCapitalize="none"
          value={fields.confirmEmail}
          onChange={set('confirmEmail')}
          // Typed, not pasted (spec 01 §5).
          onPaste={(e) => e.preventDefault()}
          hint={t`Skriv e-postadressen en gång till (det går inte att klistra in).`}
          error={fieldErrors.confirmEmail}
          required
        />
        <TextField
          label={t`Lösenord`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={fields.password}
          onChange={set('password')}
          error={fieldErrors.password}
          hint={t`Minst 10 tecken.`}
          required
        />
        <TextField
          label={t`Bekräfta lösenordet`}
          name="password2"
          type="password"
          autoComplete="new-password"
          value={fields.password2}
          onChange={set('password2')}
          error={fieldErrors.password2}
          required
        />
        <AuthFormFooter error={formError} back={<Trans>Avbryt</Trans>} submit={<Trans>Registrera</Trans>} disabled={mutation.isPending || done} />
      </form>
      <Modal open={done} title={<Trans>Tack för din registrering!</Trans>} onClose={() => void navigate('/login', { replace: true })}>
        <p>
          <Trans>Vänligen kontrollera din e-post för att verifiera ditt konto.</Trans>
        </p>
      </Modal>
    </AuthScreen>
  );
}

export { RegisterTeacherPage as Component };
