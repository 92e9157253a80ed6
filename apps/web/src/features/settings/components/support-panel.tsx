import { useLingui } from '@lingui/react/macro';
import { supportSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { FormField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useSendSupport } from '../api/send-support.ts';
import '../../../components/ui/form-field.css';

/** The fields on the form; the caller's e-mail is the form's message. */
export const SUPPORT_FORM: FormFields = { fields: ['subject', 'message'] };

/** Tab 6: subject and message to support; a toast either way, fields cleared after success (spec 02 §8). */
export function SupportPanel() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const email = useSession()?.email ?? '';
  const [subject, setSubject] = useState('');
  const [message, setMessage] = useState('');
  const send = useSendSupport();
  const { errors: fields, formError, formRef, show, showError, clear } = useFormErrors(SUPPORT_FORM);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const payload = { email, subject, message };
    const found = checkWithSchema(supportSchema, payload, locale, SUPPORT_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    send.mutate(payload, {
      onSuccess: (success) => {
        if (!success) {
          toast.error(t`Något gick fel`);
          return;
        }
        toast.success(t`Tack för ditt meddelande`);
        setSubject('');
        setMessage('');
      },
      // field errors at the fields; any other failure is the spec's toast (spec 02 §8)
      onError: (error) => {
        if (isApiError(error) && Object.keys(error.fields).length > 0) showError(error);
        else toast.error(t`Något gick fel`);
      },
    });
  };

  return (
    <section className="card" aria-labelledby="settings-support-title">
      <h2 id="settings-support-title">{t`Support`}</h2>
      <form ref={formRef} className="stack" onSubmit={submit} noValidate>
        <TextField label={t`Ämne`} value={subject} onChange={(e) => setSubject(e.target.value)} error={fields['subject']} required />
        <FormField label={t`Meddelande`} error={fields['message']} required>
          {(control) => <textarea className="form-input" rows={6} value={message} onChange={(e) => setMessage(e.target.value)} required {...control} />}
        </FormField>
        <FormError message={formError} />
        <div className="row">
          <button type="submit" className="button button-primary" disabled={send.isPending}>
            {t`Skicka`}
          </button>
        </div>
      </form>
    </section>
  );
}
