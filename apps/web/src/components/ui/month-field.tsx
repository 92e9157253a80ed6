import { useLingui } from '@lingui/react/macro';
import { shiftMonth } from '@vikariat/domain';
import './form-field.css';
import './month-field.css';

interface MonthFieldProps {
  /** The select's id, for the page's own `<label htmlFor>`. */
  id: string;
  /** yyyy-MM */
  value: string;
  onChange: (value: string) => void;
}

/** How many months either side of the chosen one the menu offers; the arrows step on past them. */
const SPAN = 12;

const parse = (month: string): { year: number; month: number } | null => {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const m = match ? Number(match[2]) : 0;
  return match && m >= 1 && m <= 12 ? { year: Number(match[1]), month: m } : null;
};

/**
 * A month (yyyy-MM) as a menu of month names in the app's language ("marraskuu 2026", "november 2026") between a
 * previous and a next button. The browser's `<input type="month">` speaks the browser's language instead.
 */
export function MonthField({ id, value, onChange }: MonthFieldProps) {
  const { t, i18n } = useLingui();
  const format = new Intl.DateTimeFormat(i18n.locale === 'fi' ? 'fi-FI' : 'sv-FI', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const name = (month: string): string => {
    const parsed = parse(month);
    if (!parsed) return month;
    const text = format.format(Date.UTC(parsed.year, parsed.month - 1, 1));
    return text.charAt(0).toLocaleUpperCase(i18n.locale) + text.slice(1);
  };
  const months = parse(value) ? Array.from({ length: 2 * SPAN + 1 }, (_, i) => shiftMonth(value, i - SPAN)) : [value];
  return (
    <div className="month-field">
      <button type="button" className="button button-secondary month-field-step" onClick={() => onChange(shiftMonth(value, -1))}>
        <span aria-hidden="true">‹</span>
        <span className="visually-hidden">{t`Föregående månad`}</span>
      </button>
      <select id={id} className="form-input month-field-select" value={value} onChange={(e) => onChange(e.target.value)}>
        {months.map((month) => (
          <option key={month} value={month}>
            {name(month)}
          </option>
        ))}
      </select>
      <button type="button" className="button button-secondary month-field-step" onClick={() => onChange(shiftMonth(value, 1))}>
        <span aria-hidden="true">›</span>
        <span className="visually-hidden">{t`Nästa månad`}</span>
      </button>
    </div>
  );
}
