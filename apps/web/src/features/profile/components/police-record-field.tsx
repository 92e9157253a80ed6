import { useLingui } from '@lingui/react/macro';
import { formatLocalDate, latestPoliceRecordExpiry, parseLocalDate } from '@vikariat/domain';
import { useId, useState } from 'react';
import { DayPicker } from 'react-day-picker';
import { fi, sv } from 'react-day-picker/locale';
import '../../../components/ui/form-field.css';
import 'react-day-picker/style.css';

interface PoliceRecordFieldProps {
  active: boolean;
  expirationDate: string;
  /** Today (yyyy-MM-dd): the earliest selectable expiration date (spec 01 §5); the latest is six months on. */
  today: string;
  onChange: (next: { active: boolean; expirationDate: string }) => void;
  error?: string | undefined;
}

const toDate = (text: string): Date | undefined => {
  const d = parseLocalDate(text);
  return d ? new Date(d.year, d.month - 1, d.day) : undefined;
};

/**
 * Police record {isActive, expirationDate}: a checkbox and a calendar from today to six months on (an extract is valid
 * six months: the save refuses a later date), yyyy-MM-dd, sv-SE.
 */
export function PoliceRecordField({ active, expirationDate, today, onChange, error }: PoliceRecordFieldProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const selected = toDate(expirationDate);
  const earliest = toDate(today);
  const latest = toDate(latestPoliceRecordExpiry(today));
  return (
    <fieldset className="profile-police" aria-describedby={error ? `${id}-note ${id}-error` : `${id}-note`} data-invalid={Boolean(error)}>
      <legend className="form-label">{t`Utdrag ur straffregistret`}</legend>
      <p id={`${id}-note`} className="form-hint">
        {t`Denna information krävs för att ta emot vikariat`}
      </p>
      <label className="profile-check">
        <input type="checkbox" checked={active} onChange={(e) => onChange({ active: e.target.checked, expirationDate })} />
        {t`Jag har ett giltigt utdrag ur straffregistret för arbete med barn`}
      </label>
      {active ? (
        <div className="form-field" data-invalid={Boolean(error)}>
          <span className="form-label" id={`${id}-label`}>
            {t`Utdraget gäller till`}
          </span>
          <button
            type="button"
            className="form-input profile-date-button"
            aria-labelledby={`${id}-label ${id}-value`}
            aria-expanded={open}
            aria-controls={`${id}-calendar`}
            onClick={() => setOpen((v) => !v)}
          >
            <span id={`${id}-value`}>{expirationDate || t`Välj datum`}</span>
          </button>
          {open ? (
            <div id={`${id}-calendar`} className="profile-date-popover">
              <DayPicker
                mode="single"
                locale={i18n.locale === 'fi' ? fi : sv}
                weekStartsOn={1}
                {...(selected ? { selected, defaultMonth: selected } : {})}
                {...(earliest && latest ? { disabled: [{ before: earliest }, { after: latest }], endMonth: latest } : {})}
                onSelect={(day) => {
                  if (!day) return;
                  onChange({
                    active,
                    expirationDate: formatLocalDate({ year: day.getFullYear(), month: day.getMonth() + 1, day: day.getDate() }),
                  });
                  setOpen(false);
                }}
              />
            </div>
          ) : null}
        </div>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
