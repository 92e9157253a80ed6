import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { toast } from '../../../components/ui/toast-store.ts';
import { useSaveDefaultDescription } from '../api/save-default-description.ts';

/** The default description of urgent jobs: textarea, cancel, save (→ a new token). */
export function DefaultDescriptionCard({ email, saved }: { email: string; saved: string }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(saved);
  const save = useSaveDefaultDescription();

  const onSave = (): void => {
    save.mutate(
      { email, defaultDescription: text },
      {
        onSuccess: () => toast.success(t`Sparat`),
        onError: (error) => toast.warning(error.message || t`Något oväntat gick fel, försök igen.`),
      },
    );
  };

  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Standardbeskrivning för brådskande vikariat`}</h2>
      <label htmlFor={id} className="visually-hidden">
        {t`Standardbeskrivning`}
      </label>
      <textarea id={id} className="form-input" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="row">
        <button type="button" className="button button-secondary" disabled={text === saved} onClick={() => setText(saved)}>
          {t`Avbryt`}
        </button>
        <button type="button" className="button button-primary" disabled={save.isPending} onClick={onSave}>
          {t`Spara`}
        </button>
      </div>
    </section>
  );
}
