import { useLingui } from '@lingui/react/macro';
import { formatDate, weekdayOf, type AvailabilityState, type DayPart, type PartChoice } from '@vikariat/domain';
import { dayParts } from '../hooks/availability-data.ts';
import { useDayStatusText } from './day-status.ts';
import { WEEKDAYS } from './labels.ts';
import { PartSelect } from './part-select.tsx';

interface Props {
  date: string;
  state: AvailabilityState;
  booked: boolean;
  onSet: (part: PartChoice, free: boolean | null) => void;
}

/** One date: the whole day in one tap, or each half; "as the weekly pattern" takes the day entry away. */
export function DayEditor({ date, state, booked, onSet }: Props) {
  const { t, i18n } = useLingui();
  const statusText = useDayStatusText();
  const weekday = WEEKDAYS[weekdayOf(date) - 1];
  const title = `${weekday === undefined ? '' : i18n._(weekday)} ${formatDate(date)}`;
  const entry = state.days.get(date);
  const own = (part: DayPart) => entry?.[part] ?? null;
  const hasEntry = entry !== undefined && (entry.morning !== null || entry.afternoon !== null);
  return (
    <section className="card avail-card avail-day-editor" aria-labelledby="avail-day-title">
      <h2 id="avail-day-title">{title}</h2>
      <p className="avail-day-status" aria-live="polite">
        {statusText(dayParts(state, date), false)}
        {hasEntry ? '' : ` (${t`enligt veckomönstret`})`}
      </p>
      {booked ? <p className="avail-booked-note">{t`Du är bokad för ett vikariat denna dag.`}</p> : null}
      <div className="avail-actions">
        <button type="button" className="button button-primary" aria-pressed={own('morning') === true && own('afternoon') === true} onClick={() => onSet('day', true)}>
          {t`Ledig hela dagen`}
        </button>
        <button
          type="button"
          className="button button-secondary"
          aria-pressed={own('morning') === false && own('afternoon') === false}
          onClick={() => onSet('day', false)}
        >
          {t`Inte ledig hela dagen`}
        </button>
        <button type="button" className="button button-secondary" disabled={!hasEntry} onClick={() => onSet('day', null)}>
          {t`Enligt veckomönstret`}
        </button>
      </div>
      <div className="avail-parts">
        {(['morning', 'afternoon'] as const).map((part) => (
          <label key={part} className="avail-part" htmlFor={`avail-day-${part}`}>
            <span>{part === 'morning' ? t`Förmiddag (före 12)` : t`Eftermiddag (från 12)`}</span>
            <PartSelect
              id={`avail-day-${part}`}
              label={part === 'morning' ? t`Förmiddag (före 12)` : t`Eftermiddag (från 12)`}
              value={own(part)}
              unsetLabel={t`Enligt veckomönstret`}
              onChange={(free) => onSet(part, free)}
            />
          </label>
        ))}
      </div>
    </section>
  );
}
