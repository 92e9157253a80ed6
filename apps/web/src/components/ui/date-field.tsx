import { useLingui } from '@lingui/react/macro';
import { formatDate, formatLocalDate, parseLocalDate, todayInFinland } from '@vikariat/domain';
import { useId, useRef, useState, type ReactNode } from 'react';
import { DayPicker } from 'react-day-picker';
import { fi, sv } from 'react-day-picker/locale';
import { GroupField } from './form-field.tsx';
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
  /** Latest selectable day (yyyy-MM-dd): a day that cannot be in the future. */
  max?: string | undefined;
  /**
   * Month and year menus in the calendar's heading, over the years from `back` years before this one to `ahead` after
   * it (and the field's own day's year): for a day that may lie years away (a licence's end, a year-old period), which
   * is not a year of clicks on "next month".
   */
  years?: { back: number; ahead: number } | undefined;
  /** An optional day (a filter's bound, a licence without an end): a "Töm" button beside a picked day gives ''. */
  clearable?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  onChange: (value: string) => void;
}

const toDate = (text: string): Date | undefined => {
  const d = parseLocalDate(text);
  return d ? new Date(d.year, d.month - 1, d.day) : undefined;
};

/** A date shown dd.MM.yyyy with a calendar (react-day-picker) that opens below it. */
export function DateField({ label, value, min, keep, max, years, clearable = false, hint, error, onChange }: DateFieldProps) {
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
  const maxDate = max ? toDate(max) : undefined;
  const kept = keep ? toDate(keep) : undefined;
  const isKept = (day: Date) => kept !== undefined && day.getTime() === kept.getTime();
  const selectedDate = toDate(value);
  // the menus' years reach the day the field holds, so that the calendar can open at it
  const thisYear = Number(todayInFinland().slice(0, 4));
  const menus = years
    ? {
        captionLayout: 'dropdown' as const,
        startMonth: new Date(Math.min(thisYear - years.back, selectedDate?.getFullYear() ?? thisYear), 0, 1),
        endMonth: new Date(Math.max(thisYear + years.ahead, selectedDate?.getFullYear() ?? thisYear), 11, 31),
      }
    : {};
  return (
    <GroupField label={label} error={error} hint={hint}>
      {(group) => (
        <>
          <div className="date-field-control">
            <button
              ref={buttonRef}
              type="button"
              className="form-input date-field-button"
              // the name says the day, or that there is none: a screen reader would otherwise hear the label alone
              aria-labelledby={`${group.labelledBy} ${id}-${value ? 'value' : 'empty'}`}
              aria-expanded={open}
              aria-controls={`${id}-calendar`}
              aria-invalid={group.invalid}
              {...(group.describedBy ? { 'aria-describedby': group.describedBy } : {})}
              onClick={() => setOpen((v) => !v)}
            >
              <span id={`${id}-value`}>{formatDate(value)}</span>
              <span className={value ? 'visually-hidden' : 'date-field-placeholder'}>{t`Välj datum`}</span>
            </button>
            <span id={`${id}-empty`} hidden>
              {t`inget datum valt`}
            </span>
            {clearable && value ? (
              // the button goes with the day it clears: focus stays in the field, on its date button
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  onChange('');
                  close();
                }}
              >
                {t`Töm`}
                <span className="visually-hidden"> {label}</span>
              </button>
            ) : null}
          </div>
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
                {...menus}
                {...(minDate || maxDate
                  ? { disabled: (day: Date) => (minDate !== undefined && day < minDate && !isKept(day)) || (maxDate !== undefined && day > maxDate) }
                  : {})}
                onSelect={(day) => {
                  if (!day) return;
                  onChange(formatLocalDate({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() }));
                  close();
                }}
              />
            </div>
          ) : null}
        </>
      )}
    </GroupField>
  );
}
