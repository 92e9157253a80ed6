import { useLingui } from '@lingui/react/macro';
import { addDays, availabilityDateProblem, daysInMonth, formatDate, shiftMonth, weekdayOf, type AvailabilityState } from '@vikariat/domain';
import { dayParts } from '../hooks/availability-data.ts';
import { dayStateOf, useDayStatusText } from './day-status.ts';
import { MONTHS, WEEKDAYS_SHORT } from './labels.ts';

interface Props {
  /** the month shown, YYYY-MM */
  month: string;
  state: AvailabilityState;
  booked: ReadonlySet<string>;
  today: string;
  selected: string;
  onSelect: (date: string) => void;
  onMonth: (month: string) => void;
}

/**
 * A month of days, Monday first. Each day is a button that opens it in the editor; its colour and its accessible name
 * say free / not free / half days / booked. Past days and days beyond a year cannot be marked.
 */
export function MonthCalendar({ month, state, booked, today, selected, onSelect, onMonth }: Props) {
  const { t, i18n } = useLingui();
  const statusText = useDayStatusText();
  const [year = 0, m = 1] = month.split('-').map(Number);
  const first = `${month}-01`;
  const dates = Array.from({ length: daysInMonth(year, m) }, (_, i) => addDays(first, i));
  const monthName = MONTHS[m - 1];
  const title = monthName === undefined ? month : `${i18n._(monthName)} ${year}`;
  const thisMonth = today.slice(0, 7);
  const lastMonth = shiftMonth(thisMonth, 12);
  return (
    <section className="card avail-card" aria-labelledby="avail-month-title">
      <div className="avail-month-head">
        <button type="button" className="button button-secondary" onClick={() => onMonth(shiftMonth(month, -1))} disabled={month <= thisMonth}>
          <span aria-hidden="true">‹</span> <span className="visually-hidden">{t`Föregående månad`}</span>
        </button>
        <h2 id="avail-month-title" aria-live="polite">
          {title}
        </h2>
        <button type="button" className="button button-secondary" onClick={() => onMonth(shiftMonth(month, 1))} disabled={month >= lastMonth}>
          <span className="visually-hidden">{t`Nästa månad`}</span> <span aria-hidden="true">›</span>
        </button>
      </div>
      <div className="avail-grid" role="group" aria-labelledby="avail-month-title">
        {WEEKDAYS_SHORT.map((name) => (
          <span key={name.id} className="avail-weekday" aria-hidden="true">
            {i18n._(name)}
          </span>
        ))}
        {dates.map((date) => {
          const parts = dayParts(state, date);
          const isBooked = booked.has(date);
          const outOfRange = availabilityDateProblem(date, today) !== null;
          return (
            <button
              key={date}
              type="button"
              className="avail-day"
              style={date === first ? { gridColumnStart: weekdayOf(date) } : undefined}
              data-state={dayStateOf(parts, isBooked)}
              data-today={date === today}
              data-date={date}
              aria-pressed={date === selected}
              disabled={outOfRange}
              aria-label={`${formatDate(date)}: ${statusText(parts, isBooked)}${date === today ? `, ${t`i dag`}` : ''}`}
              onClick={() => onSelect(date)}
            >
              <span aria-hidden="true">{Number(date.slice(8))}</span>
            </button>
          );
        })}
      </div>
      <ul className="avail-legend" aria-label={t`Förklaring`}>
        <li data-state="free">{t`Ledig`}</li>
        <li data-state="partFree">{t`Ledig halva dagen`}</li>
        <li data-state="notFree">{t`Inte ledig`}</li>
        <li data-state="booked">{t`Bokad`}</li>
      </ul>
    </section>
  );
}
