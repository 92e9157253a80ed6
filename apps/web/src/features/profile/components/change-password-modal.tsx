import { Trans, useLingui } from '@lingui/react/macro';
import { todayInFinland, type Locale } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import { checkAccountFields } from '../../../lib/account-checks.ts';
import { setToken } from '../../../lib/session.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';

const EMPTY = { oldPassword: '', password: '', password2: '' };

/** Change password while signed in: current, new, confirmation; the server revokes the other sessions. */
export function ChangePasswordModal({ open, locale, onClose }: { open: boolean; locale: Locale; onClose: () => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const mutation = useChangePasswordMutation();

  const close = (): void => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkAccountFields({ password: values.password, password2: values.password2 }, locale, todayInFinland());
    if (Object.keys(found).length > 0) {
      setErrors({ ...found } as Record<string, string>);
      return;
    }
    setErrors({});
    mutation.mutate(values, {
      onSuccess: (answer) => {
        if (typeof answer === 'object' && answer !== null && 'token' in answer && typeof answer.token === 'string') setToken(answer.token);
        toast.success(t`Lösenordet har ändrats.`);
        close();
      },
      onError: (error) => {
        if (isApiError(error)) setErrors(Object.keys(error.fields).length > 0 ? { ...error.fields } : { form: error.message });
        else if (isOfflineError(error)) setErrors({ form: t`Ingen internetanslutning. Försök igen när du är uppkopplad.` });
        else setErrors({ form: t`Något gick fel, vänligen kontrollera och försök igen.` });
      },
    });
  };

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <Modal open={open} title={<Trans>Byt lösenord</Trans>} onClose={close} size="small">
      <form className="profile-form" onSubmit={onSubmit} noValidate>
        <TextField label={t`Nuvarande lösenord`} type="password" autoComplete="current-password" value={values.oldPassword} onChange={set('oldPassword')} error={errors.oldPassword} required />
        <TextField label={t`Nytt lösenord`} type="password" autoComplete="new-password" value={values.password} onChange={set('password')} error={errors.password} hint={t`Minst 10 tecken.`} required />
        <TextField label={t`Bekräfta lösenordet`} type="password" autoComplete="new-password" value={values.password2} onChange={set('password2')} error={errors.password2} required />
        {errors.form ? <p className="form-error" role="alert">{errors.form}</p> : null}
        <div className="profile-actions">
          <button type="button" className="button button-secondary" onClick={close}>
            <Trans>Avbryt</Trans>
          </button>
          <button type="submit" className="button button-primary" disabled={mutation.isPending}>
            <Trans>Byt lösenord</Trans>
          </button>
        </div>
      </form>
    </Modal>
  );
}
