import { useLingui } from '@lingui/react/macro';
import { monthSchema, todayInFinland } from '@vikariat/domain';
import { useId, useState } from 'react';
import { HoursChangeLog } from '../../../components/hours/hours-change-log.tsx';
import { HoursMonthList } from '../../../components/hours/hours-month-list.tsx';
import { MonthTotals, PayrollButtons } from '../../../components/hours/hours-month-parts.tsx';
import { MonthField } from '../../../components/ui/month-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useHoursMonth } from '../../../lib/hours/hours-month-api.ts';
import { useAdminSchools } from '../api/schools.ts';
import '../../../components/ui/form-field.css';
import '../../../components/hours/hours.css';
import '../../../components/ui/page.css';
import './admin.css';

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
          <MonthField id={monthId} value={month} onChange={setMonth} />
        </div>
      </div>
      {schoolId === '' ? <p className="muted">{t`Välj en skola för att se dess timmar. Varje visning loggas i granskningsloggen.`}</p> : null}
      {schoolId !== '' ? <PayrollButtons month={month} schoolId={schoolId} disabled={!valid} /> : null}
      {schoolId !== '' && data.isPending ? <Spinner /> : null}
      {data.isError ? <p role="alert">{messageForPerson(data.error, t`Något gick fel`)}</p> : null}
      {data.data ? <MonthTotals rows={rows} missing={missing.length} /> : null}
      <HoursMonthList rows={rows} missing={missing} loaded={data.data !== undefined} readOnly />
      <HoursChangeLog changes={data.data?.changes ?? []} />
    </section>
  );
}
