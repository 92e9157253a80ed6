import { useLingui } from '@lingui/react/macro';
import type { AvailabilityState, DayPart } from '@vikariat/domain';
import { PartSelect } from './part-select.tsx';
import { WEEKDAYS } from './labels.ts';

interface Props {
  state: AvailabilityState;
  onChange: (weekday: number, part: DayPart, free: boolean | null) => void;
}

/**
 * The weekly pattern ("Mondays and Tuesdays"): each weekday's morning and afternoon. A weekday is a group named by the
 * day, its two choices side by side under one shared heading row (each select also names its day and part itself), so
 * the choices stay readable on a 390 px phone.
 */
export function WeeklyPattern({ state, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <section className="card avail-card" aria-labelledby="avail-week-title">
      <h2 id="avail-week-title">{t`Veckomönster`}</h2>
      <p className="avail-hint">{t`Gäller varje vecka. Det du anger för en enskild dag i kalendern går före.`}</p>
      <div className="avail-week-head" aria-hidden="true">
        <span>{t`Förmiddag`}</span>
        <span>{t`Eftermiddag`}</span>
      </div>
      {WEEKDAYS.map((name, index) => {
        const weekday = index + 1;
        const day = i18n._(name);
        const parts = state.weekly.get(weekday);
        return (
          <div key={weekday} className="avail-week-day" role="group" aria-labelledby={`avail-week-${weekday}`}>
            <span id={`avail-week-${weekday}`} className="avail-week-name">
              {day}
            </span>
            {(['morning', 'afternoon'] as const).map((part) => (
              <PartSelect
                key={part}
                id={`avail-week-${weekday}-${part}`}
                label={part === 'morning' ? t`${day}, förmiddag` : t`${day}, eftermiddag`}
                value={parts?.[part] ?? null}
                unsetLabel={t`Inget angivet`}
                onChange={(free) => onChange(weekday, part, free)}
              />
            ))}
          </div>
        );
      })}
    </section>
  );
}
