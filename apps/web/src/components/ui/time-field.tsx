import { useLingui } from '@lingui/react/macro';
import { HOUR_OPTIONS, minuteOptions, timeParts } from '@vikariat/domain';
import { useId, type ReactNode } from 'react';
import { GroupField } from './form-field.tsx';
import './form-field.css';
import './time-field.css';

interface TimeFieldProps {
  label: string;
  /**
   * HH:MM on a 24-hour clock; '' for none. Half chosen, the field gives 'HH:' or ':MM' (no time to any schema, so the
   * form's check refuses it); anything else malformed shows empty menus.
   */
  value: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/** A half-chosen time ('08:' or ':15') as its parts; null for anything else. */
const HALF = /^(\d{2})?:(\d{2})?$/;
function halfParts(value: string): { hour: string; minute: string } | null {
  const m = HALF.exec(value);
  return m ? { hour: m[1] ?? '', minute: m[2] ?? '' } : null;
}

/**
 * A time of day (HH:MM) as an hour menu and a minute menu, 24-hour in both languages. The browser's
 * own time input draws the browser's language and clock (AM/PM in an English browser on a Finnish screen); two
 * short menus are two taps on a phone where one of 288 times is a long scroll. Minutes go in the job's 5-minute steps,
 * a held minute off them kept (minuteOptions).
 *
 * The menus are chosen in either order: a menu chosen while the other is empty leaves that one empty (it used to fill
 * it with 00, so a minute chosen first made the time 00:15 after midnight, unnoticed). Half a time is the form's to
 * refuse; its error here then says which half is missing, rather than the schema's "TT:MM".
 */
export function TimeField({ label, value, required = false, hint, error, onChange }: TimeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const { hour, minute } = timeParts(value) ?? halfParts(value) ?? { hour: '', minute: '' };
  const set = (nextHour: string, nextMinute: string) => onChange(nextHour === '' && nextMinute === '' ? '' : `${nextHour}:${nextMinute}`);
  // a time half or not chosen cannot be wrong in any other way: the form's error ("TT:MM") is said for the menus
  const missing = hour === '' && minute === '' ? t`Välj timme och minuter.` : hour === '' ? t`Välj också timme.` : minute === '' ? t`Välj också minuter.` : null;
  const shown = error === undefined || missing === null ? error : missing;
  return (
    <GroupField label={label} required={required} error={shown} hint={hint}>
      {(group) => {
        const control = (part: 'hour' | 'minute') => ({
          className: 'form-input time-field-part',
          'aria-labelledby': `${group.labelledBy} ${id}-${part}`,
          'aria-invalid': group.invalid,
          ...(group.describedBy ? { 'aria-describedby': group.describedBy } : {}),
        });
        return (
          <div className="time-field" role="group" aria-labelledby={group.labelledBy}>
            <select {...control('hour')} value={hour} onChange={(e) => set(e.target.value, minute)}>
              {hour === '' ? <option value="">––</option> : null}
              {HOUR_OPTIONS.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
            <span className="time-field-colon" aria-hidden="true">
              :
            </span>
            <select {...control('minute')} value={minute} onChange={(e) => set(hour, e.target.value)}>
              {minute === '' ? <option value="">––</option> : null}
              {minuteOptions(value).map((m) => (
                <option key={m} value={m}>
                  {m}
                </option>
              ))}
            </select>
            <span id={`${id}-hour`} hidden>
              {t`timme`}
            </span>
            <span id={`${id}-minute`} hidden>
              {t`minut`}
            </span>
          </div>
        );
      }}
    </GroupField>
  );
}
