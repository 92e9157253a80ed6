import { useLingui } from '@lingui/react/macro';
import { finnishDate, monthSchema, todayInFinland } from '@vikariat/domain';
import { useId, useState } from 'react';
import { HoursChangeLog } from '../../../components/hours/hours-change-log.tsx';
import { MonthTotals, PayrollButtons } from '../../../components/hours/hours-month-parts.tsx';
import { HoursSummary } from '../../../components/hours/hours-summary.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useHoursMonth } from '../../../lib/hours/hours-month-api.ts';
import { useAdminSchools } from '../api/schools.ts';
import '../../../components/hours/hours.css';
import '../../../components/ui/page.css';
import './admin.css';

const person = (p: { firstName: string; lastName: string }) => `${p.lastName} ${p.firstName}`.trim();

/**
 * /admin/hours — a school's month of hours as the school sees it (issue 24), read-only: the days given, the booked days
 * still without hours, the change log and the payroll files. Each read is audited (the server's `hours` action).
 */
export function AdminHoursPage() {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => todayInFinland().slice(0, 7));
  const [schoolId, setSchoolId] = useState('');
  const schools = (useAdminSchools().data ?? []).filter((s) => !s.isAdmin);
  const valid = monthSchema.safeParse(month).success;
  const data = useHoursMonth(valid ? month : todayInFinland().slice(0, 7), schoolId, schoolId !== '');
  const monthId = useId();
  const schoolSelectId = useId();
  const rows = data.data?.rows ?? [];
  const missing = data.data?.missing ?? [];
  return (
    <section className="page" aria-labelledby="admin-hours-title">
      <div className="page-header">
        <h1 id="admin-hours-title">{t`Arbetstimmar`}</h1>
      </div>
      <div className="hours-actions">
        <div className="hours-filter">
          <label htmlFor={schoolSelectId}>{t`Skola`}</label>
          <select id={schoolSelectId} className="form-input" value={schoolId} onChange={(e) => setSchoolId(e.target.value)}>
            <option value="">{t`Välj skola`}</option>
            {schools.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </div>
        <div className="hours-filter">
          <label htmlFor={monthId}>{t`Månad`}</label>
          <input id={monthId} className="form-input" type="month" value={month} onChange={(e) => setMonth(e.target.value)} />
        </div>
      </div>
      {schoolId === '' ? <p className="muted">{t`Välj en skola för att se dess timmar. Varje visning loggas i granskningsloggen.`}</p> : null}
      {schoolId !== '' ? <PayrollButtons month={month} schoolId={schoolId} disabled={!valid} /> : null}
      {schoolId !== '' && data.isPending ? <Spinner /> : null}
      {data.isError ? <p role="alert">{messageForPerson(data.error, t`Något gick fel`)}</p> : null}
      {data.data ? <MonthTotals rows={rows} missing={missing.length} /> : null}
      {missing.length > 0 ? (
        <section className="card" aria-labelledby="admin-hours-missing">
          <h2 id="admin-hours-missing">{t`Dagar utan timmar`}</h2>
          <ul className="hours-days">
            {missing.map((m) => (
              <li key={`${m.jobId}-${m.day}`} className="hours-day">{`${finnishDate(m.day)} · ${person(m)} · ${m.startTime}–${m.endTime}`}</li>
            ))}
          </ul>
        </section>
      ) : null}
      {rows.length > 0 ? (
        <section className="card" aria-labelledby="admin-hours-given">
          <h2 id="admin-hours-given">{t`Angivna timmar`}</h2>
          <ul className="hours-days">
            {rows.map((r) => (
              <li key={`${r.jobId}-${r.day}`} className="hours-day" aria-label={`${finnishDate(r.day)} · ${person(r)}`}>
                <h3>{`${finnishDate(r.day)} · ${person(r)}`}</h3>
                <HoursSummary entry={r} />
              </li>
            ))}
          </ul>
        </section>
      ) : data.data && missing.length === 0 ? (
        <p className="muted">{t`Inga timmar denna månad.`}</p>
      ) : null}
      <HoursChangeLog changes={data.data?.changes ?? []} />
    </section>
  );
}
