import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { DateField } from '../../../components/ui/date-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';
import './admin.css';

interface DateTimeBoundProps {
  label: string;
  timeLabel: string;
  /** yyyy-MM-ddTHH:mm (the admin's local time, as `<input type="datetime-local">` gave it), or '' for no bound */
  value: string;
  /** The time a day gets when it is picked before any time is typed: 00:00 for a start, 23:59 for an end. */
  defaultTime: string;
  onChange: (value: string) => void;
}

/** "14:30", "14.30", "1430", "9.05" or "14" as HH:mm (24-hour clock); null when it is no time of day. */
export function parseTime(text: string): string | null {
  const match = /^(\d{1,2})(?:[:.]?(\d{2}))?$/.exec(text.trim());
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2] ?? '0');
  return hours <= 23 && minutes <= 59 ? `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}` : null;
}

/**
 * One end of a time range as the app's own date field (dd.MM.yyyy, a calendar in the app's language) and a
 * 24-hour time typed as text, giving the same yyyy-MM-ddTHH:mm a datetime-local input gave. The browser's
 * datetime-local reads "mm/dd/yyyy, --:-- --" in an English browser whatever the app's language.
 */
export function DateTimeBound({ label, timeLabel, value, defaultTime, onChange }: DateTimeBoundProps) {
  const { t } = useLingui();
  const [date = '', time = ''] = value ? value.split('T') : [];
  const [text, setText] = useState(time);
  // the value changed from outside (a picked day, "Rensa filter"): the time shown follows it, unless the text typed
  // already reads as that time (each keystroke that reads as a time is passed up and comes back as the value: "1"
  // became "01:00" under the person's fingers, and "14:30" typed key by key ended as 01:00)
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    if (parseTime(text) !== time) setText(time);
  }
  const typed = parseTime(text);
  return (
    <>
      <DateField label={label} value={date} onChange={(day) => onChange(`${day}T${typed ?? (time || defaultTime)}`)} />
      <FormField label={timeLabel}>
        {(control) => (
          <div className="row">
            <input
              className="form-input date-time-bound-time"
              inputMode="numeric"
              autoComplete="off"
              placeholder={t`tt:mm`}
              value={text}
              onChange={(e) => {
                setText(e.target.value);
                const next = parseTime(e.target.value);
                if (next && date) onChange(`${date}T${next}`);
              }}
              // "1430" reads 14:30 once the field is left; what is no time goes back to the time the filter holds
              onBlur={() => setText(date ? time : (typed ?? text))}
              {...control}
              aria-invalid={text.trim() !== '' && typed === null}
            />
            {value ? (
              <button type="button" className="button button-secondary" onClick={() => onChange('')}>
                {t`Töm`}
                <span className="visually-hidden"> {label}</span>
              </button>
            ) : null}
          </div>
        )}
      </FormField>
    </>
  );
}
