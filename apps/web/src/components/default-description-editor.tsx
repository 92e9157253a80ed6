import { useLingui } from '@lingui/react/macro';
import type { QueryKey } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useSaveDefaultDescription } from '../lib/save-default-description.ts';
import { toast } from './ui/toast-store.ts';

interface DefaultDescriptionEditorProps {
  email: string;
  saved: string;
  /** The query the saving screen shows the description from. */
  refreshKey: QueryKey;
  /** When a heading already names the field, the label is for screen readers only. */
  hideLabel?: boolean;
}

/** The default description of urgent jobs (principal settings, a teacher's settings tab): textarea, cancel, save. */
export function DefaultDescriptionEditor({ email, saved, refreshKey, hideLabel = false }: DefaultDescriptionEditorProps) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(saved);
  const save = useSaveDefaultDescription(refreshKey);
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
    <div className="stack">
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : 'form-label'}>
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
    </div>
  );
}
