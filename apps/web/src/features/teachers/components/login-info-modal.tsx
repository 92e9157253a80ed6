import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSendLoginInformation } from '../api/send-login-information.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';

export interface NewTeacherLogin {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
}

/** After adding a teacher: e-mail the login or show it, with the reminder to note it down (spec 02 §2). */
export function LoginInfoModal({ login, onClose }: { login: NewTeacherLogin; onClose: () => void }) {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);
  const send = useSendLoginInformation();
  const name = `${login.firstName} ${login.lastName}`;

  const onSend = (): void => {
    send.mutate(login, {
      onSuccess: () => toast.success(t`Inloggningsuppgifterna har skickats till ${login.email}`),
      onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
    });
  };

  return (
    <Modal
      open
      title={t`Läraren ${name} har lagts till`}
      onClose={onClose}
      footer={
        <>
          <button type="button" className="button button-secondary" onClick={() => setShown(true)}>
            {t`Visa inloggning`}
          </button>
          <button type="button" className="button button-primary" disabled={send.isPending || send.isSuccess} onClick={onSend}>
            {send.isSuccess ? t`Skickat` : t`Skicka inloggningen per e-post`}
          </button>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t`Stäng`}
          </button>
        </>
      }
    >
      <p role="note">
        <strong>{t`Kom ihåg att anteckna inloggningsuppgifterna innan du stänger fönstret.`}</strong>
      </p>
      {shown ? (
        <dl className="login-details">
          <dt>{t`E-post`}</dt>
          <dd>{login.email}</dd>
          <dt>{t`Lösenord`}</dt>
          <dd data-testid="teacher-password">{login.password}</dd>
        </dl>
      ) : null}
    </Modal>
  );
}
