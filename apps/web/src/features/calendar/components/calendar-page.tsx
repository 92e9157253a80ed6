import { useLingui } from '@lingui/react/macro';
import { formatDate } from '@vikariat/domain';
import { useMemo, useState } from 'react';
import { Calendar, Views, type View } from 'react-big-calendar';
import { Navigate } from 'react-router-dom';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { useSession } from '../../../lib/use-session.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { subjectsText } from '../../../lib/format.ts';
import { useCalendarEvents } from '../api/calendar-events.ts';
import { occurrencesOf, rangeFor, type CalendarOccurrence } from '../hooks/calendar-occurrences.ts';
import { CalendarAgenda } from './calendar-agenda.tsx';
import { calendarFormats, localizer } from './calendar-localizer.ts';
import { FeedCard } from './feed-card.tsx';
import '../../../components/ui/page.css';
import './calendar.css';

type CalendarView = 'month' | 'week';

/**
 * 'Kalender': month and week views of the school's jobs (principals, teachers) or of the substitute's accepted
 * jobs, plus the private iCalendar feed.
 */
export function CalendarPage() {
  // admins have no jobs of their own
  if (useSession()?.typeOfUser === 'admin') return <Navigate to="/" replace />;
  return <JobsCalendar />;
}

function JobsCalendar() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const session = useSession();
  // a phone gets a list of days: a seven-column grid at 390 px cuts names and jobs to a letter
  const mobile = useIsMobile();
  const staff = session?.typeOfUser !== 'user';
  // what the server answers each role (calendar-events.ts): a teacher's own jobs, a leader's school's, a substitute's bookings
  const calendarIntro = () => {
    if (session?.typeOfUser === 'teacher') return t`Dina vikariat.`;
    return staff ? t`Skolans vikariat.` : t`Vikariat som du har blivit vald till.`;
  };
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<CalendarView>('month');
  const [selected, setSelected] = useState<CalendarOccurrence | null>(null);
  const range = rangeFor(date, mobile ? 'month' : view);
  const events = useCalendarEvents(range.from, range.to);

  const occurrences = useMemo(
    () =>
      (events.data ?? []).flatMap((job) => {
        const what = job.subjects.length > 0 ? subjectsText(job.subjects, locale) : job.schoolName;
        const who = staff ? ` · ${job.chosenName ?? t`Ingen vald`}` : ` · ${job.schoolName}`;
        return occurrencesOf(job, `${job.sos ? 'SOS ' : ''}${what}${who}`);
      }),
    [events.data, staff, t, locale],
  );

  const messages = {
    today: t`Idag`,
    previous: t`Föregående`,
    next: t`Nästa`,
    month: t`Månad`,
    week: t`Vecka`,
    day: t`Dag`,
    agenda: t`Lista`,
    date: t`Datum`,
    time: t`Tid`,
    event: t({ message: 'Vikariat', context: 'one job' }),
    noEventsInRange: t`Inga vikariat under den här perioden.`,
    showMore: (count: number) => t`+${count} till`,
  };

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Kalender`}</h1>
        {events.isFetching ? <Spinner size="small" /> : null}
      </header>
      <p className="muted">{calendarIntro()}</p>
      {mobile ? (
        <div className="card">
          <CalendarAgenda date={date} locale={locale} occurrences={occurrences} staff={staff} onNavigate={setDate} onSelect={setSelected} />
        </div>
      ) : (
        <div className={`card calendar-card calendar-card-${view}`}>
          <Calendar<CalendarOccurrence>
            localizer={localizer}
            culture={locale}
            formats={calendarFormats}
            events={occurrences}
            date={date}
            view={view}
            views={[Views.MONTH, Views.WEEK]}
            onNavigate={(next: Date) => setDate(next)}
            onView={(next: View) => setView(next === Views.WEEK ? 'week' : 'month')}
            onSelectEvent={(event) => setSelected(event)}
            titleAccessor="title"
            startAccessor="start"
            endAccessor="end"
            messages={messages}
            // every job in its day: the library's "+N till" button sits inside a grid row (role=row), which axe
            // reports as a critical fault, and hides jobs behind a click
            showAllEvents
            scrollToTime={new Date(1970, 0, 1, 7)}
            eventPropGetter={(event) => ({ className: event.job.sos ? 'calendar-event-sos' : event.job.chosen ? 'calendar-event-filled' : 'calendar-event-open' })}
          />
        </div>
      )}
      {events.isError ? <p role="alert">{events.error.message || t`Något gick fel`}</p> : null}
      <FeedCard />
      {selected ? (
        <Modal open title={selected.job.schoolName} onClose={() => setSelected(null)} size="small">
          <dl className="calendar-details">
            <dt>{t`Datum`}</dt>
            <dd>
              {formatDate(selected.job.startDate)}
              {selected.job.endDate !== selected.job.startDate ? ` – ${formatDate(selected.job.endDate)}` : ''}
            </dd>
            <dt>{t`Tid`}</dt>
            <dd>
              {selected.job.startTime}–{selected.job.endTime}
            </dd>
            {selected.job.address ? (
              <>
                <dt>{t`Adress`}</dt>
                <dd>{selected.job.address}</dd>
              </>
            ) : null}
            {selected.job.reportTo ? (
              <>
                <dt>{t`Anmäl dig vid ankomst`}</dt>
                <dd>{selected.job.reportTo}</dd>
              </>
            ) : null}
            {selected.job.contact ? (
              <>
                <dt>{t`Kontaktperson`}</dt>
                <dd>{selected.job.contact}</dd>
              </>
            ) : null}
            {selected.job.subjects.length > 0 ? (
              <>
                <dt>{t`Ämnen`}</dt>
                <dd>{subjectsText(selected.job.subjects, locale)}</dd>
              </>
            ) : null}
            {staff ? (
              <>
                <dt>{t`Vikarie`}</dt>
                <dd>{selected.job.chosenName ?? t`Ingen vald`}</dd>
              </>
            ) : null}
          </dl>
        </Modal>
      ) : null}
    </div>
  );
}
