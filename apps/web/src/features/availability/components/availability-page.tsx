import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAvailabilityAction, useAvailabilityView } from '../hooks/availability-data.ts';
import { DayEditor } from './day-editor.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { QuickAnswer } from './quick-answer.tsx';
import { WeeklyPattern } from './weekly-pattern.tsx';
import './availability.css';
import '../../../components/ui/page.css';

/**
 * /availability: the substitute marks days (whole day, morning, afternoon) free or not free and keeps a weekly
 * pattern (issue 23, decision 023). Local-first: it reads the local database, every change is an outbox action
 * shown at once and sent when there is a connection; days the person is chosen on show as booked.
 */
export function AvailabilityPage() {
  const { t } = useLingui();
  const view = useAvailabilityView();
  const enqueue = useAvailabilityAction();
  const [selected, setSelected] = useState(view.today);
  const [month, setMonth] = useState(view.today.slice(0, 7));
  return (
    <section className="avail-page" aria-labelledby="avail-title">
      <h1 id="avail-title">{t({ message: 'Tillgänglighet', context: 'availability' })}</h1>
      <p className="avail-hint">{t`Ange när du kan ta vikariat. Det du anger sparas genast, också utan nätverk.`}</p>
      {view.ready ? <QuickAnswer view={view} /> : <Spinner />}
      <div className="avail-layout">
        <div className="avail-column">
          <MonthCalendar month={month} state={view.state} booked={view.booked} today={view.today} selected={selected} onSelect={setSelected} onMonth={setMonth} />
          <DayEditor
            date={selected}
            state={view.state}
            booked={view.booked.has(selected)}
            onSet={(part, free) => enqueue('setAvailability', { date: selected, part, free })}
          />
        </div>
        <WeeklyPattern state={view.state} onChange={(weekday, part, free) => enqueue('setWeeklyPattern', { weekday, part, free })} />
      </div>
    </section>
  );
}
