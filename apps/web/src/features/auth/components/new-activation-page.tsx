import { Trans, useLingui } from '@lingui/react/macro';
import { ALREADY_CONFIRMED } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useResendActivationMutation } from '../api/resend-activation.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import type { FormFields } from '../../../lib/form-errors.ts';
import { isWellFormedEmail } from '../registration-rules.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';

export const ACTIVATION_FORM: FormFields = { fields: ['email'], aliases: { emailnotfound: 'email' } };

/** /new-activation (spec 01 §2, §5, §8): resend the activation link. */
export function NewActivationPage() {
  const { t } = useLingui();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const mutation = useResendActivationMutation();
  const { errors, formError, formRef, showError, clear } = useFormErrors(ACTIVATION_FORM);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    clear();
    // Empty or malformed: red border, no call (spec 01 §5).
    if (!isWellFormedEmail(email)) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    mutation.mutate(email, {
      onSuccess: (answer) => {
        if (answer.message === ALREADY_CONFIRMED) toast.info(t`Ditt konto är redan aktiverat`);
        else toast.success(t`En ny aktiveringslänk har skickats till din e-post.`);
      },
      onError: showError,
    });
  };

  const emailError = errors.email;
  return (
    <AuthScreen
      title={<Trans>Ny aktiveringslänk</Trans>}
      intro={
        <p>
          <Trans>
            Ange e-postadressen du registrerade dig med så skickar vi en ny aktiveringslänk. Ett konto som inte aktiveras inom 24 timmar låses och kan bara låsas upp av
            supporten.
          </Trans>
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
          onChange={(e) => {
            setEmail(e.target.value);
            setInvalid(false);
          }}
          error={emailError ?? (invalid ? t`Ange en giltig e-postadress.` : undefined)}
          required
        />
        <AuthFormFooter error={formError} back={<Trans>Tillbaka</Trans>} submit={<Trans>Skicka ny aktiveringslänk</Trans>} disabled={mutation.isPending} />
      </form>
    </AuthScreen>
  );
}

export { NewActivationPage as Component };
