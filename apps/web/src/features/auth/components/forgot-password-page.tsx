import { Trans, useLingui } from '@lingui/react/macro';
import { emailBodySchema } from '@vikariat/domain';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useForgotPasswordMutation } from '../api/forgot-password.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { emailMatchesAccount } from '../registration-rules.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';

/** Redirect after a reset request (spec 01 §4, §9). */
export const FORGOT_REDIRECT_MS = 3000;

export const FORGOT_FORM: FormFields = { fields: ['email'], aliases: { emailnotfound: 'email' } };

/** /resetpassword: request a reset mail; signed in, only for the account's own e-mail (spec 01 §5, §8). */
export function ForgotPasswordPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const session = useSession();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const mutation = useForgotPasswordMutation();
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(FORGOT_FORM);

  useEffect(() => {
    if (!sent) return;
    const timer = setTimeout(() => void navigate('/login'), FORGOT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [sent, navigate]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkWithSchema(emailBodySchema, { email }, locale, FORGOT_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    if (!emailMatchesAccount(email, session?.email)) {
      // The wrong-e-mail toast stays open (spec 01 §8).
      toast.error(t`E-posten stämmer inte överens med den du använder till ditt konto!`, { persistent: true });
      return;
    }
    mutation.mutate(email, {
      onSuccess: () => {
        toast.success(t`Om adressen hör till ett konto har vi skickat en länk för att återställa lösenordet.`);
        setSent(true);
      },
      onError: showError,
    });
  };

  return (
    <AuthScreen
      title={<Trans>Återställ lösenordet</Trans>}
      intro={
        <p>
          <Trans>Ange din e-postadress så skickar vi en länk där du kan välja ett nytt lösenord. Länken gäller i 30 minuter.</Trans>
        </p>
      }
    >
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`E-post`}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={errors.email}
          required
        />
        <AuthFormFooter
          error={formError}
          back={<Trans>Tillbaka</Trans>}
          backTo={session ? '/profile' : '/login'}
          submit={<Trans>Skicka</Trans>}
          disabled={mutation.isPending || sent}
        />
      </form>
    </AuthScreen>
  );
}

export { ForgotPasswordPage as Component };
