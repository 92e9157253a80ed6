import { useLingui } from '@lingui/react/macro';
import type { AvailabilityState, DayPart } from '@vikariat/domain';
import { PartSelect } from './part-select.tsx';
import { WEEKDAYS } from './labels.ts';

interface Props {
  state: AvailabilityState;
  onChange: (weekday: number, part: DayPart, free: boolean | null) => void;
}

/** The weekly pattern ("Mondays and Tuesdays"): each weekday's morning and afternoon. */
export function WeeklyPattern({ state, onChange }: Props) {
  const { t, i18n } = useLingui();
  return (
    <section className="card avail-card" aria-labelledby="avail-week-title">
      <h2 id="avail-week-title">{t`Veckomönster`}</h2>
      <p className="avail-hint">{t`Gäller varje vecka. Det du anger för en enskild dag i kalendern går före.`}</p>
      <table className="avail-week">
        <thead>
          <tr>
            <th scope="col">{t`Dag`}</th>
            <th scope="col">{t`Förmiddag`}</th>
            <th scope="col">{t`Eftermiddag`}</th>
          </tr>
        </thead>
        <tbody>
          {WEEKDAYS.map((name, index) => {
            const weekday = index + 1;
            const day = i18n._(name);
            const parts = state.weekly.get(weekday);
            return (
              <tr key={weekday}>
                <th scope="row">{day}</th>
                {(['morning', 'afternoon'] as const).map((part) => (
                  <td key={part}>
                    <PartSelect
                      id={`avail-week-${weekday}-${part}`}
                      label={part === 'morning' ? t`${day}, förmiddag` : t`${day}, eftermiddag`}
                      value={parts?.[part] ?? null}
                      unsetLabel={t`Inget angivet`}
                      onChange={(free) => onChange(weekday, part, free)}
                    />
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
