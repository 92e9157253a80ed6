import { useLingui } from '@lingui/react/macro';
import { subjectNames } from '@vikariat/domain';
import { useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import { referenceText } from '../../../lib/format.ts';
import '../../../components/ui/form-field.css';

interface SubjectsTypeaheadProps {
  value: readonly string[];
  onChange: (subjects: string[]) => void;
  disabled?: boolean;
  error?: string | undefined;
}

/** Subjects: suggestions from the subject list, and new entries allowed (spec 02 §5). Enter or "Lägg till" adds. */
export function SubjectsTypeahead({ value, onChange, disabled = false, error }: SubjectsTypeaheadProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const id = useId();
  const listId = `${id}-list`;
  const [text, setText] = useState('');
  const options = useMemo(() => subjectNames(locale), [locale]);

  const add = (): void => {
    const subject = text.trim();
    if (subject && !value.includes(subject)) onChange([...value, subject]);
    setText('');
  };
  const onKey = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter') {
      event.preventDefault();
      add();
    }
  };

  return (
    <div className="stack subjects-typeahead" data-invalid={Boolean(error)}>
      {disabled ? (
        <span className="form-label">{t`Ämnen`}</span>
      ) : (
        <label htmlFor={id} className="form-label">
          {t`Ämnen`}
        </label>
      )}
      {disabled && value.length === 0 ? <p className="muted">{t`Inga ämnen valda`}</p> : null}
      <ul className="chips" aria-label={t`Valda ämnen`}>
        {value.map((stored) => {
          // stored as written, shown in the reader's language
          const subject = referenceText('subject', stored, locale);
          return (
            <li key={stored} className="chip">
              {subject}
              {disabled ? null : (
                <button type="button" className="chip-remove" onClick={() => onChange(value.filter((s) => s !== stored))}>
                  <span aria-hidden="true">×</span>
                  <span className="visually-hidden">{t`Ta bort ${subject}`}</span>
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {disabled ? null : (
        <div className="row">
          <input
            id={id}
            className="form-input"
            list={listId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={onKey}
            autoComplete="off"
            aria-invalid={Boolean(error)}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          <datalist id={listId}>
            {options
              .filter((o) => !value.includes(o))
              .map((o) => (
                <option key={o} value={o} />
              ))}
          </datalist>
          <button type="button" className="button button-secondary" onClick={add} disabled={!text.trim()}>
            {t`Lägg till`}
          </button>
        </div>
      )}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
