import { useLingui } from '@lingui/react/macro';
import { monthSchema, todayInFinland } from '@vikariat/domain';
import { useId, useState } from 'react';
import { HoursChangeLog } from '../../../components/hours/hours-change-log.tsx';
import { HoursMonthList } from '../../../components/hours/hours-month-list.tsx';
import { MonthTotals, PayrollButtons } from '../../../components/hours/hours-month-parts.tsx';
import { MonthField } from '../../../components/ui/month-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isOfflineError } from '../../../lib/api-client.ts';
import { usePrincipalSchools } from '../../../lib/principal-schools.ts';
import { useSession } from '../../../lib/use-session.ts';
import { useHoursMonth } from '../api/hours.ts';
import { HoursReviewDay } from './hours-review-day.tsx';
import '../../../components/ui/form-field.css';
import '../../../components/hours/hours.css';
import '../../../components/ui/page.css';
import './jobs.css';

/**
 * /hours — the month's hours of the principal's schools (issue 24), as a secretary closing the month reads them: every
 * day given, to approve, correct or mark; the booked days still without hours; and the payroll files (xlsx, CSV).
 */
export function HoursMonthPage() {
  const { t } = useLingui();
  const [month, setMonth] = useState(() => todayInFinland().slice(0, 7));
  // a leader of several schools closes the month of one, or of all of them at once ('')
  const [schoolId, setSchoolId] = useState('');
  const ownSchools = usePrincipalSchools(useSession()?.email ?? '').data ?? [];
  const valid = monthSchema.safeParse(month).success;
  const data = useHoursMonth(valid ? month : todayInFinland().slice(0, 7), schoolId);
  const monthId = useId();
  const schoolSelectId = useId();
  const rows = data.data?.rows ?? [];
  const missing = data.data?.missing ?? [];
  return (
    <section className="page" aria-labelledby="hours-title">
      <div className="page-header">
        <h1 id="hours-title">{t`Arbetstimmar`}</h1>
      </div>
      <div className="hours-actions">
        <div className="hours-filter">
          <label htmlFor={monthId}>{t`Månad`}</label>
          <MonthField id={monthId} value={month} onChange={setMonth} />
        </div>
        {ownSchools.length > 1 ? (
          <div className="hours-filter">
            <label htmlFor={schoolSelectId}>{t`Skola`}</label>
            <select id={schoolSelectId} className="form-input" value={schoolId} onChange={(e) => setSchoolId(e.target.value)}>
              <option value="">{t`Alla mina skolor`}</option>
              {ownSchools.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
        ) : null}
      </div>
      <PayrollButtons month={month} schoolId={schoolId} disabled={!valid} />
      {data.isPending ? <Spinner /> : null}
      {data.isError ? (
        <p role="alert">{isOfflineError(data.error) ? t`Timmarna visas när du har förbindelse.` : t`Något gick fel, vänligen kontrollera och försök igen.`}</p>
      ) : null}
      {data.data ? <MonthTotals rows={rows} missing={missing.length} /> : null}
      <HoursMonthList
        rows={rows}
        missing={missing}
        loaded={data.data !== undefined}
        readOnly={false}
        review={(d) => <HoursReviewDay key={`${d.jobId}-${d.day}`} {...d} />}
      />
      <HoursChangeLog changes={data.data?.changes ?? []} />
    </section>
  );
}
