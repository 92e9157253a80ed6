import { useLingui } from '@lingui/react/macro';
import { finnishDate, todayInFinland } from '@vikariat/domain';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { HoursSummary, hoursText } from '../../../components/hours/hours-summary.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isOfflineError } from '../../../lib/api-client.ts';
import { downloadMyWork, useMyWork } from '../api/my-work.ts';
import '../../../components/hours/hours.css';
import '../../../components/ui/page.css';
import './substitute.css';

/** "2026-03" as the reader's month name and year. */
function monthName(month: string, locale: string): string {
  const name = new Date(`${month}-15T12:00:00Z`).toLocaleDateString(locale === 'fi' ? 'fi-FI' : 'sv-FI', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return name.charAt(0).toUpperCase() + name.slice(1);
}

/**
 * /jobs/mywork — "My work" (issue 24): the substitute's jobs and hours per month, what the school approved and what
 * still waits, each day with the school's correction, the booked days still without hours, and the year as xlsx.
 * Online: it reads the server's record, which outlives the jobs on the device.
 */
export function MyWorkPage() {
  const { t, i18n } = useLingui();
  const thisYear = Number(todayInFinland().slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const work = useMyWork(year);
  const [downloading, setDownloading] = useState(false);

  const download = async () => {
    setDownloading(true);
    try {
      await downloadMyWork(year);
    } catch (error) {
      toast.error(isOfflineError(error) ? t`Ingen internetanslutning. Försök igen när du är uppkopplad.` : t`Filen kunde inte skapas.`);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <section className="sub-page" aria-labelledby="my-work-title">
      <div className="sub-toolbar">
        <h1 id="my-work-title">{t`Mitt arbete`}</h1>
        <div className="year-step" role="group" aria-label={t`År`}>
          <button type="button" className="button button-secondary" onClick={() => setYear(year - 1)}>
            <span aria-hidden="true">‹</span> <span className="visually-hidden">{t`Föregående år`}</span>
          </button>
          <span className="year-step-value" aria-live="polite">
            {year}
          </span>
          {/* hours lie in the past: next year has none yet */}
          <button type="button" className="button button-secondary" onClick={() => setYear(year + 1)} disabled={year >= thisYear}>
            <span className="visually-hidden">{t`Nästa år`}</span> <span aria-hidden="true">›</span>
          </button>
        </div>
        <button type="button" className="button button-primary" disabled={downloading} onClick={() => void download()}>
          {t`Ladda ner (xlsx)`}
        </button>
      </div>
      {work.isPending ? <Spinner /> : null}
      {work.isError ? (
        <p role="alert">{isOfflineError(work.error) ? t`Mitt arbete visas när du har förbindelse.` : t`Något gick fel, vänligen kontrollera och försök igen.`}</p>
      ) : null}
      {work.data ? (
        <>
          {work.data.missing.length > 0 ? (
            <section className="card" aria-labelledby="my-work-missing">
              <h2 id="my-work-missing" className="details-subtitle">{t`Dagar utan timmar`}</h2>
              <ul>
                {work.data.missing.map((m) => (
                  <li key={`${m.jobId}-${m.day}`}>
                    <Link to={`/specific/${m.jobId}`}>{t`${finnishDate(m.day)} ${m.schoolName} ${m.startTime}–${m.endTime}: ange timmarna`}</Link>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
          {work.data.months.length === 0 ? <p className="sub-empty">{t`Inga arbetade timmar detta år.`}</p> : null}
          {work.data.months.map((m) => (
            <section key={m.month} className="card" aria-labelledby={`my-work-${m.month}`}>
              <h2 id={`my-work-${m.month}`} className="details-subtitle">
                {monthName(m.month, i18n.locale)}
              </h2>
              <p>{t`Vikariat: ${m.jobs} · Dagar: ${m.days} · Timmar: ${hoursText(m.hours, i18n.locale)} h`}</p>
              <p>{t`Godkänt: ${hoursText(m.approvedHours, i18n.locale)} h · Väntar: ${hoursText(m.pendingHours, i18n.locale)} h`}</p>
              <ul className="hours-days">
                {work.data.rows
                  .filter((r) => r.day.startsWith(m.month))
                  .map((r) => (
                    <li key={`${r.jobId}-${r.day}`} className="hours-day">
                      <h3>{`${finnishDate(r.day)} ${r.schoolName}`}</h3>
                      <HoursSummary entry={r} />
                    </li>
                  ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
    </section>
  );
}
