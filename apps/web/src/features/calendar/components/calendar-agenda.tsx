import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { VirtualList } from '../../../components/ui/virtual-list.tsx';
import { subjectsText } from '../../../lib/format.ts';
import { isoDay, type CalendarOccurrence } from '../hooks/calendar-occurrences.ts';
import { formatIn } from './calendar-localizer.ts';

type Row = { kind: 'day'; key: string; day: Date } | { kind: 'event'; key: string; occurrence: CalendarOccurrence };

interface CalendarAgendaProps {
  date: Date;
  locale: 'sv' | 'fi';
  occurrences: readonly CalendarOccurrence[];
  staff: boolean;
  onNavigate: (date: Date) => void;
  onSelect: (occurrence: CalendarOccurrence) => void;
}

const monthOf = (date: Date, offset: number): Date => new Date(date.getFullYear(), date.getMonth() + offset, 1);
const hhmm = (date: Date): string => `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;

/**
 * The phone calendar: a month as a list of days with their jobs, readable at 390 px in both languages (a seven
 * column grid leaves a day 50 px: names and jobs shrink to a letter). Virtualised: a leader's month may be long.
 */
export function CalendarAgenda({ date, locale, occurrences, staff, onNavigate, onSelect }: CalendarAgendaProps) {
  const { t } = useLingui();
  const rows = useMemo<Row[]>(() => {
    const inMonth = occurrences
      .filter((o) => o.start.getFullYear() === date.getFullYear() && o.start.getMonth() === date.getMonth())
      .sort((a, b) => a.start.getTime() - b.start.getTime());
    const result: Row[] = [];
    let lastDay = '';
    for (const occurrence of inMonth) {
      const day = isoDay(occurrence.start);
      if (day !== lastDay) result.push({ kind: 'day', key: day, day: occurrence.start });
      lastDay = day;
      result.push({ kind: 'event', key: occurrence.key, occurrence });
    }
    return result;
  }, [occurrences, date]);
  const today = isoDay(new Date());

  return (
    <div className="calendar-agenda">
      <h2 className="calendar-agenda-month" aria-live="polite">
        {formatIn(date, 'LLLL yyyy', locale)}
      </h2>
      <div className="calendar-agenda-toolbar">
        <button type="button" className="button button-secondary" onClick={() => onNavigate(monthOf(date, -1))}>
          {t`Föregående`}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onNavigate(new Date())}>
          {t`Idag`}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onNavigate(monthOf(date, 1))}>
          {t`Nästa`}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{t`Inga vikariat under den här perioden.`}</p>
      ) : (
        <VirtualList
          items={rows}
          estimateSize={64}
          label={formatIn(date, 'LLLL yyyy', locale)}
          getKey={(row) => `${row.kind}-${row.key}`}
          renderItem={(row) =>
            row.kind === 'day' ? (
              <h3 className="calendar-agenda-day" data-today={isoDay(row.day) === today}>
                {formatIn(row.day, 'cccc d.M.', locale)}
              </h3>
            ) : (
              <div className="calendar-agenda-item">
                <AgendaEvent occurrence={row.occurrence} staff={staff} onSelect={onSelect} />
              </div>
            )
          }
        />
      )}
    </div>
  );
}

function AgendaEvent({ occurrence, staff, onSelect }: { occurrence: CalendarOccurrence; staff: boolean; onSelect: (o: CalendarOccurrence) => void }) {
  const { t, i18n } = useLingui();
  const { job } = occurrence;
  const state = job.sos ? 'sos' : job.chosen ? 'filled' : 'open';
  return (
    <button type="button" className={`calendar-agenda-event calendar-agenda-${state}`} onClick={() => onSelect(occurrence)}>
      <span className="calendar-agenda-time">
        {hhmm(occurrence.start)}–{hhmm(occurrence.end)}
        {job.sos ? <span className="calendar-agenda-sos-mark">SOS</span> : null}
      </span>
      <span className="calendar-agenda-what">{job.subjects.length > 0 ? subjectsText(job.subjects, i18n.locale) : job.schoolName}</span>
      <span className="calendar-agenda-who">{staff ? (job.chosenName ?? t`Ingen vald`) : job.schoolName}</span>
    </button>
  );
}
