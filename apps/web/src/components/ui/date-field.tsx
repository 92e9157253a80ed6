import { useLingui } from '@lingui/react/macro';
import { formatDate, formatLocalDate, parseLocalDate } from '@vikariat/domain';
import { useId, useRef, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { fi, sv } from 'react-day-picker/locale';
import './form-field.css';
import './date-field.css';
import 'react-day-picker/style.css';

interface DateFieldProps {
  label: string;
  /** yyyy-MM-dd, or '' for no day yet (the button then reads "Välj datum") */
  value: string;
  /** Earliest selectable day (yyyy-MM-dd). */
  min?: string | undefined;
  /** A day before `min` that stays selectable: an edited job's own start, which may be kept though it has passed. */
  keep?: string | undefined;
  error?: string | undefined;
  onChange: (value: string) => void;
}

const toDate = (text: string): Date | undefined => {
  const d = parseLocalDate(text);
  return d ? new Date(d.year, d.month - 1, d.day) : undefined;
};

/** A date shown dd.MM.yyyy with a calendar (react-day-picker) that opens below it. */
export function DateField({ label, value, min, keep, error, onChange }: DateFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  // closing the calendar unmounts the focused day: focus goes back to the button, or a keyboard user starts over at
  // the top of the page (issue 25, the keyboard-only run)
  const close = (): void => {
    setOpen(false);
    buttonRef.current?.focus();
  };
  const minDate = min ? toDate(min) : undefined;
  const kept = keep ? toDate(keep) : undefined;
  const isKept = (day: Date) => kept !== undefined && day.getTime() === kept.getTime();
  const selectedDate = toDate(value);
  return (
    <div className="form-field" data-invalid={Boolean(error)}>
      <span className="form-label" id={`${id}-label`}>
        {label}
      </span>
      <button
        ref={buttonRef}
        type="button"
        className="form-input date-field-button"
        aria-labelledby={`${id}-label ${id}-value`}
        aria-expanded={open}
        aria-controls={`${id}-calendar`}
        aria-invalid={Boolean(error)}
        {...(error ? { 'aria-describedby': `${id}-error` } : {})}
        onClick={() => setOpen((v) => !v)}
      >
        <span id={`${id}-value`}>{formatDate(value)}</span>
        <span className={value ? 'visually-hidden' : 'date-field-placeholder'}>{t`Välj datum`}</span>
      </button>
      {open ? (
        <div
          id={`${id}-calendar`}
          className="date-field-popover"
          onKeyDown={(event) => {
            if (event.key !== 'Escape') return;
            event.stopPropagation();
            close();
          }}
        >
          <DayPicker
            mode="single"
            locale={i18n.locale === 'fi' ? fi : sv}
            weekStartsOn={1}
            {...(selectedDate ? { selected: selectedDate, defaultMonth: selectedDate } : {})}
            {...(minDate ? { disabled: (day: Date) => day < minDate && !isKept(day) } : {})}
            onSelect={(day) => {
              if (!day) return;
              onChange(formatLocalDate({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() }));
              close();
            }}
          />
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
