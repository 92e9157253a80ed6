import { useLingui } from '@lingui/react/macro';
import { accessibilityFeedbackSchema } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { FormField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useSendAccessibilityFeedback } from '../api/send-accessibility-feedback.ts';
import '../../../components/ui/form-field.css';

export const FEEDBACK_FORM: FormFields = { fields: ['name', 'email', 'page', 'message'] };

/**
 * The statement's feedback channel (Act 306/2019 §16): anyone, signed in or not. The answer is written on the page
 * (a status region), not in a toast that vanishes after five seconds.
 */
export function AccessibilityFeedbackForm() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const signedIn = useSession() !== null;
  const [values, setValues] = useState({ name: '', email: '', page: '', message: '' });
  const [sent, setSent] = useState(false);
  const send = useSendAccessibilityFeedback();
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(FEEDBACK_FORM);
  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    setSent(false);
    const found = checkWithSchema(accessibilityFeedbackSchema, values, locale, FEEDBACK_FORM);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    send.mutate(values, {
      onSuccess: () => {
        setSent(true);
        setValues({ name: '', email: '', page: '', message: '' });
      },
      onError: showError,
    });
  };

  return (
    <form ref={formRef} className="stack legal-feedback" onSubmit={submit} noValidate aria-labelledby="accessibility-feedback-title">
      <h3 id="accessibility-feedback-title">{t`Responsformulär`}</h3>
      <TextField label={t`Namn (frivilligt)`} value={values.name} onChange={(e) => set('name')(e.target.value)} error={errors['name']} autoComplete="name" />
      <TextField
        label={t`E-post för svaret (frivilligt)`}
        type="email"
        value={values.email}
        onChange={(e) => set('email')(e.target.value)}
        error={errors['email']}
        autoComplete="email"
        hint={signedIn ? t`Lämna tomt så svarar vi till ditt kontos e-post.` : t`Utan e-post kan vi inte svara dig.`}
      />
      <TextField label={t`Sida eller funktion (frivilligt)`} value={values.page} onChange={(e) => set('page')(e.target.value)} error={errors['page']} />
      <FormField label={t`Vad fungerade inte?`} error={errors['message']} required>
        {(control) => <textarea className="form-input" rows={6} value={values.message} onChange={(e) => set('message')(e.target.value)} required {...control} />}
      </FormField>
      <FormError message={formError} />
      <p role="status" className={sent ? 'legal-sent' : 'visually-hidden'}>
        {sent ? t`Tack! Vi har tagit emot din respons och svarar inom 14 dagar.` : ''}
      </p>
      <div className="row">
        <button type="submit" className="button button-primary" disabled={send.isPending}>
          {t`Skicka respons`}
        </button>
      </div>
    </form>
  );
}
