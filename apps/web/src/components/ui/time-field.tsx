import { useLingui } from '@lingui/react/macro';
import { HOUR_OPTIONS, minuteOptions, timeParts } from '@vikariat/domain';
import { useId, type ReactNode } from 'react';
import { GroupField } from './form-field.tsx';
import './form-field.css';
import './time-field.css';

interface TimeFieldProps {
  label: string;
  /** HH:MM on a 24-hour clock ('' or a malformed time shows empty menus until one is chosen) */
  value: string;
  required?: boolean | undefined;
  hint?: ReactNode;
  error?: string | undefined;
  onChange: (value: string) => void;
}

/**
 * A time of day (HH:MM) as an hour menu and a minute menu, 24-hour in both languages. The browser's
 * own time input draws the browser's language and clock (AM/PM in an English browser on a Finnish screen); two
 * short menus are two taps on a phone where one of 288 times is a long scroll. Minutes go in the job's 5-minute steps,
 * a held minute off them kept (minuteOptions).
 */
export function TimeField({ label, value, required = false, hint, error, onChange }: TimeFieldProps) {
  const { t } = useLingui();
  const id = useId();
  const parts = timeParts(value);
  const hour = parts?.hour ?? '';
  const minute = parts?.minute ?? '';
  // a menu chosen while the other is empty takes its first value: the field holds a whole time or none
  const set = (nextHour: string, nextMinute: string) => onChange(`${nextHour || '00'}:${nextMinute || '00'}`);
  return (
    <GroupField label={label} required={required} error={error} hint={hint}>
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
