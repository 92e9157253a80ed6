import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import './form-field.css';
import './controls.css';

interface SortOption<K extends string> {
  value: K;
  label: string;
}

interface SortSelectProps<K extends string> {
  value: K;
  options: readonly SortOption<K>[];
  onChange: (value: K) => void;
  label?: string;
}

/** A labelled sort dropdown; the feature passes its options (newest/oldest, alphabetical, date, ...). */
export function SortSelect<K extends string>({ value, options, onChange, label }: SortSelectProps<K>) {
  const { t } = useLingui();
  const id = useId();
  return (
    <div className="sort-select">
      <label htmlFor={id} className="sort-label">
        {label ?? t`Sortera`}
      </label>
      <select
        id={id}
        className="form-input sort-input"
        value={value}
        onChange={(event) => {
          const next = options.find((o) => o.value === event.target.value);
          if (next) onChange(next.value);
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
