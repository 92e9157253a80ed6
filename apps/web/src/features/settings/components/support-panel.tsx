import { useLingui } from '@lingui/react/macro';
import { useState, type FormEvent } from 'react';
import { useSession } from '../../../app/use-session.ts';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useSendSupport } from '../api/send-support.ts';

/** Tab 6: subject and message to support; a toast either way, fields cleared after success (spec 02 §8). */
export function SupportPanel() {
  const { t } = useLingui();
  const email = useSession()?.email ?? '';
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendSupport();
  const fields = isApiError(send.error) ? send.error.fields : {};

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    send.mutate(
      { email, subject, message },
      {
        onSuccess: (success) => {
          if (!success) {
            toast.error(t`Något gick fel`);
            return;
          }
          toast.success(t`Tack för ditt meddelande`);
          setSubject('');
          setMessage('');
        },
        onError: (error) => {
          if (!isApiError(error) || Object.keys(error.fields).length === 0) toast.error(t`Något gick fel`);
        },
      },
    );
  };

  return (
    <section className="card" aria-labelledby="settings-support-title">
      <h2 id="settings-support-title">{t`Support`}</h2>
      <form className="stack" onSubmit={submit} noValidate>
        <TextField label={t`Ämne`} value={subject} onChange={(e) => setSubject(e.target.value)} error={fields['subject']} required />
        <FormField label={t`Meddelande`} error={fields['message']} required>
          {(control) => <textarea className="form-input" rows={6} value={message} onChange={(e) => setMessage(e.target.value)} required {...control} />}
        </FormField>
        <div className="row">
          <button type="submit" className="button button-primary" disabled={send.isPending}>
            {t`Skicka`}
          </button>
        </div>
      </form>
    </section>
  );
}
