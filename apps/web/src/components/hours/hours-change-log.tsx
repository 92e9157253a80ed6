import { useLingui } from '@lingui/react/macro';
import { finnishDate, type HoursChange } from '@vikariat/domain';
import { useId } from 'react';
import { formatDateTime } from '../../lib/format.ts';
import { personName } from '../../lib/person-name.ts';
import { useHoursStatusLabel, useWorkedTimeText } from './hours-summary.tsx';

/**
 * The month's change log (issue 24, decision 030): every change the school made to a day's hours — who, when, from
 * what to what, and why — newest first. The school's month view and the admin's read-only view show the same.
 */
export function HoursChangeLog({ changes }: { changes: readonly HoursChange[] }) {
  const { t } = useLingui();
  const id = useId();
  const statusOf = useHoursStatusLabel();
  const timeText = useWorkedTimeText();
  if (changes.length === 0) return null;
  const stateOf = (entry: HoursChange['after']) => (entry.status === 'noShow' ? statusOf(entry.status) : `${statusOf(entry.status)}: ${timeText(entry)}`);
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t`Ändringslogg`}</h2>
      <ul className="hours-days">
        {changes.map((c) => (
          <li key={`${c.at}-${c.jobId}-${c.day}`} className="hours-day">
            <p>
              <strong>{`${finnishDate(c.day)} · ${personName(c)}`}</strong>
              {` · ${c.schoolName}`}
            </p>
            <p className="muted">{t`${c.actorName}, ${formatDateTime(c.at)}`}</p>
            <p>{c.before === null ? t`Nytt: ${stateOf(c.after)}` : t`Från ${stateOf(c.before)} till ${stateOf(c.after)}`}</p>
            {c.after.late ? <p>{t`Sen ankomst`}</p> : null}
            {c.reason ? <p className="hours-note">{t`Orsak: ${c.reason}`}</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
