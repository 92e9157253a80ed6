import { useLingui } from '@lingui/react/macro';
import { LANGUAGE_OPTIONS, LANGUAGES, type Locale } from '@vikariat/domain';
import { useId, useState } from 'react';
import './pickers.css';
import '../ui/form-field.css';

/** A language as a profile stores it (spec 01 §3): name (Swedish) and name_fi. */
export interface PickedLanguage {
  name: string;
  name_fi: string;
}

const sameLanguage = (a: PickedLanguage, b: PickedLanguage): boolean =>
  a.name.toLocaleLowerCase('sv') === b.name.toLocaleLowerCase('sv') || a.name_fi.toLocaleLowerCase('fi') === b.name_fi.toLocaleLowerCase('fi');

/**
 * What a typed language name becomes: a known language (by its Swedish or Finnish name, any case) with both
 * names, else a free addition (spec 01 §3 "new ones may be added freely") with the typed text as both names.
 */
export function languageFromText(text: string): PickedLanguage | null {
  const typed = text.trim();
  if (!typed) return null;
  const lower = typed.toLocaleLowerCase('sv');
  const known =
    LANGUAGE_OPTIONS.find((l) => l.name.toLocaleLowerCase('sv') === lower || l.name_fi.toLocaleLowerCase('fi') === lower) ??
    LANGUAGES.find((l) => l.name_sv.toLocaleLowerCase('sv') === lower || l.name_fi.toLocaleLowerCase('fi') === lower);
  if (!known) return { name: typed, name_fi: typed };
  return 'name' in known ? { name: known.name, name_fi: known.name_fi } : { name: capitalise(known.name_sv), name_fi: capitalise(known.name_fi) };
}

const capitalise = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

export const addLanguage = (list: readonly PickedLanguage[], language: PickedLanguage): PickedLanguage[] =>
  list.some((l) => sameLanguage(l, language)) ? [...list] : [...list, language];

export const removeLanguage = (list: readonly PickedLanguage[], language: PickedLanguage): PickedLanguage[] => list.filter((l) => !sameLanguage(l, language));

interface LanguagePickerProps {
  locale: Locale;
  value: readonly PickedLanguage[];
  onChange: (languages: PickedLanguage[]) => void;
  labelledBy?: string;
  /** The id of the error (or hint) under the group. */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** The spec's language options as checkboxes plus a free-text addition with suggestions from the full list. */
export function LanguagePicker({ locale, value, onChange, labelledBy, describedBy, invalid = false }: LanguagePickerProps) {
  const { t } = useLingui();
  const inputId = useId();
  const listId = useId();
  const [text, setText] = useState('');
  const nameOf = (l: PickedLanguage): string => (locale === 'fi' ? l.name_fi : l.name);
  const extras = value.filter((v) => !LANGUAGE_OPTIONS.some((o) => sameLanguage(o, v)));

  const add = (): void => {
    const language = languageFromText(text);
    if (language) onChange(addLanguage(value, language));
    setText('');
  };

  return (
    <div className="picker" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} data-invalid={invalid}>
      <ul className="picker-options">
        {LANGUAGE_OPTIONS.map((option) => {
          const picked = value.some((v) => sameLanguage(v, option));
          const language = { name: option.name, name_fi: option.name_fi };
          return (
            <li key={option.code}>
              <label>
                <input type="checkbox" checked={picked} onChange={() => onChange(picked ? removeLanguage(value, language) : addLanguage(value, language))} />
                {nameOf(option)}
              </label>
            </li>
          );
        })}
      </ul>
      {extras.length > 0 ? (
        <ul className="picker-chips" aria-label={t`Andra språk`}>
          {extras.map((l) => {
            const name = nameOf(l);
            return (
              <li key={l.name} className="picker-chip">
                {name}
                <button type="button" className="picker-chip-remove" aria-label={t`Ta bort ${name}`} onClick={() => onChange(removeLanguage(value, l))}>
                  ×
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="picker-add">
        <label htmlFor={inputId} className="picker-search-label">
          {t`Lägg till ett annat språk`}
        </label>
        <div className="picker-add-row">
          <input
            id={inputId}
            className="form-input"
            list={listId}
            value={text}
            onChange={(e) => setText(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                add();
              }
            }}
          />
          <button type="button" className="button button-secondary" onClick={add} disabled={!text.trim()}>
            {t`Lägg till`}
          </button>
        </div>
        <datalist id={listId}>
          {LANGUAGES.map((l) => (
            <option key={l.key} value={locale === 'fi' ? l.name_fi : l.name_sv} />
          ))}
        </datalist>
      </div>
    </div>
  );
}
