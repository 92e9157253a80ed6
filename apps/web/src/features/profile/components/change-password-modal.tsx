import { Trans, useLingui } from '@lingui/react/macro';
import { changePasswordSchema, type Locale } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { TextField, FormError } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useCommonPasswords } from '../../../lib/common-passwords.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { replaceToken } from '../../../lib/session.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useChangePasswordMutation } from '../api/change-password.ts';

const EMPTY = { oldPassword: '', password: '', password2: '' };
export const CHANGE_PASSWORD_FORM: FormFields = { fields: ['oldPassword', 'password', 'password2'] };

/** Change password while signed in: current, new, confirmation; the server revokes the other sessions. */
export function ChangePasswordModal({ open, locale, onClose }: { open: boolean; locale: Locale; onClose: () => void }) {
  const { t } = useLingui();
  const [values, setValues] = useState(EMPTY);
  const mutation = useChangePasswordMutation();
  const isCommonPassword = useCommonPasswords();
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(CHANGE_PASSWORD_FORM);

  const close = (): void => {
    setValues(EMPTY);
    clear();
    onClose();
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = checkWithSchema(changePasswordSchema(isCommonPassword), values, locale, CHANGE_PASSWORD_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    mutation.mutate(values, {
      onSuccess: (answer) => {
        if (typeof answer === 'object' && answer !== null && 'token' in answer && typeof answer.token === 'string') replaceToken(answer.token);
        toast.success(t`Lösenordet har ändrats.`);
        close();
      },
      onError: showError,
    });
  };

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  return (
    <Modal open={open} title={<Trans>Byt lösenord</Trans>} onClose={close} size="small">
      <form ref={formRef} className="profile-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Nuvarande lösenord`}
          type="password"
          autoComplete="current-password"
          value={values.oldPassword}
          onChange={set('oldPassword')}
          error={errors.oldPassword}
          required
        />
        <TextField
          label={t`Nytt lösenord`}
          type="password"
          autoComplete="new-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          hint={t`Minst 10 tecken.`}
          required
        />
        <TextField
          label={t`Bekräfta lösenordet`}
          type="password"
          autoComplete="new-password"
          value={values.password2}
          onChange={set('password2')}
          error={errors.password2}
          required
        />
        <FormError message={formError} />
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
