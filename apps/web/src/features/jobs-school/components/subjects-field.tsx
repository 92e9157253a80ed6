import { useLingui } from '@lingui/react/macro';
import { subjectNames } from '@vikariat/domain';
import { useId, useMemo, useState } from 'react';
import { referenceText } from '../../../lib/format.ts';
import '../../../components/ui/form-field.css';
import './job-form.css';

interface SubjectsFieldProps {
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}

/**
 * Multi-select typeahead over the real subject list (datalist); new entries are allowed (spec 02 §5). How to use it is
 * a hint under the field: as the placeholder it was cut off beside the add button on a phone ("Skriv för att söka
 * eller läg…" at 390 px), and a placeholder leaves once typing starts. The placeholder is a short cue that fits.
 */
export function SubjectsField({ value, onChange, error }: SubjectsFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState('');
  const options = useMemo(() => subjectNames(i18n.locale === 'fi' ? 'fi' : 'sv'), [i18n.locale]);
  const add = () => {
    const name = draft.trim();
    if (name && !value.some((v) => v.toLowerCase() === name.toLowerCase())) onChange([...value, name]);
    setDraft('');
  };
  return (
    <div className="form-field" data-invalid={Boolean(error)}>
      <label className="form-label" htmlFor={id}>
        {t`Ämnen`}
      </label>
      <div className="job-chip-input">
        <input
          id={id}
          className="form-input"
          list={`${id}-list`}
          value={draft}
          autoComplete="off"
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          placeholder={t`Sök ämne`}
          onChange={(e) => {
            const next = e.target.value;
            // picking a suggestion from the datalist adds it at once
            if (options.includes(next) && !value.includes(next)) {
              onChange([...value, next]);
              setDraft('');
            } else setDraft(next);
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="button button-secondary" onClick={add} disabled={draft.trim() === ''}>
          {t`Lägg till`}
        </button>
        <datalist id={`${id}-list`}>
          {options.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
      <p id={`${id}-hint`} className="form-hint">
        {t`Välj i listan eller skriv ett eget ämne och tryck på Lägg till.`}
      </p>
      {value.length > 0 ? (
        <ul className="job-chips" aria-label={t`Valda ämnen`}>
          {value.map((stored) => {
            // stored as the poster wrote it, shown in the reader's language
            const name = referenceText('subject', stored, i18n.locale);
            return (
              <li key={stored} className="job-chip">
                {name}
                <button type="button" className="job-chip-remove" onClick={() => onChange(value.filter((v) => v !== stored))}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{t`Ta bort ${name}`}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
