import { useLingui } from '@lingui/react/macro';
import { subjectNames, type Locale } from '@vikariat/domain';
import { useId, useMemo, useState } from 'react';
import './pickers.css';
import '../ui/form-field.css';

interface SubjectPickerProps {
  locale: Locale;
  value: readonly string[];
  onChange: (subjects: string[]) => void;
  labelledBy?: string;
  /** The id of the error (or hint) under the group. */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** Several subjects: typed with suggestions from the subject list, new ones allowed, each once, removable chips. */
export function SubjectPicker({ locale, value, onChange, labelledBy, describedBy, invalid = false }: SubjectPickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const options = useMemo(() => subjectNames(locale), [locale]);
  /**
   * What Enter adds: the listed subject the text names (any case), or the one it begins, else the text as typed (new
   * subjects are allowed). "Mate" + Enter is Matematik, not a subject called "Mate" shown to every substitute.
   */
  const completed = (typed: string): string => {
    const lower = typed.trim().toLocaleLowerCase();
    if (lower === '') return typed;
    const exact = options.find((o) => o.toLocaleLowerCase() === lower);
    if (exact !== undefined) return exact;
    // the shortest subject the text begins, when every other one it begins extends it (Matematik, Matematik, kort
    // lärokurs, ...): what was being typed
    const [shortest, ...longer] = options.filter((o) => o.toLocaleLowerCase().startsWith(lower)).sort((a, b) => a.length - b.length);
    if (shortest === undefined) return typed;
    return longer.every((o) => o.toLocaleLowerCase().startsWith(shortest.toLocaleLowerCase())) ? shortest : typed;
  };
  const add = (name: string): void => {
    const subject = name.trim();
    if (subject && !value.some((v) => v.toLocaleLowerCase() === subject.toLocaleLowerCase())) onChange([...value, subject]);
    setText('');
  };

  return (
    <div className="picker" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} data-invalid={invalid}>
      {value.length > 0 ? (
        <ul className="picker-chips" aria-label={t`Valda ämnen`}>
          {value.map((name) => (
            <li key={name} className="picker-chip">
              {name}
              <button type="button" className="picker-chip-remove" aria-label={t`Ta bort ${name}`} onClick={() => onChange(value.filter((v) => v !== name))}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className="picker-add">
        <label htmlFor={inputId} className="picker-search-label">
          {t`Lägg till ett ämne`}
        </label>
        <div className="picker-add-row">
          <input
            id={inputId}
            className="form-input"
            list={listId}
            value={text}
            autoComplete="off"
            aria-invalid={invalid}
            onChange={(e) => {
              // a suggestion picked from the list is added at once
              if (options.includes(e.target.value)) add(e.target.value);
              else setText(e.target.value);
            }}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add(completed(text));
              }
            }}
          />
          <button type="button" className="button button-secondary" onClick={() => add(text)} disabled={!text.trim()}>
            {t`Lägg till`}
          </button>
        </div>
        <datalist id={listId}>
          {options.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
      </div>
    </div>
  );
}
