import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { isLeaderRole } from '@vikariat/domain';
import { Link, Navigate } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useExportAllowed } from '../../../lib/export-allowed.ts';
import { useReportSummary } from '../api/report-summary.ts';
import { decimal, percent, periodRange, type ReportPeriod } from '../hooks/report-range.ts';
import { MonthCharts } from './month-charts.tsx';
import { SchoolTable } from './school-table.tsx';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';
import './reports.css';

/** 'Rapporter' for principals: jobs posted, share filled, time to fill and applicants per job, by month and school. */
export function ReportsPage() {
  const role = useSession()?.typeOfUser;
  // only principals see Rapporter (spec 02 §6); the server refuses others anyway
  if (role !== undefined && !isLeaderRole(role)) return <Navigate to="/" replace />;
  return <Reports />;
}

function Reports() {
  const { t } = useLingui();
  const periodId = useId();
  const [period, setPeriod] = useState<ReportPeriod>('12m');
  const range = periodRange(period);
  const summary = useReportSummary(range.from, range.to);
  const exportAllowed = useExportAllowed();
  const total = summary.data?.total;

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Rapporter`}</h1>
        <div className="page-actions">
          <label htmlFor={periodId}>{t`Period`}</label>
          <select id={periodId} className="form-input report-period" value={period} onChange={(e) => setPeriod(e.target.value as ReportPeriod)}>
            <option value="3m">{t`Senaste 3 månaderna`}</option>
            <option value="6m">{t`Senaste 6 månaderna`}</option>
            <option value="12m">{t`Senaste 12 månaderna`}</option>
            <option value="year">{t`Innevarande år`}</option>
          </select>
          {exportAllowed.data ? (
            <Link className="button button-secondary" to="/export">
              {t`Exportera till Excel`}
            </Link>
          ) : null}
        </div>
      </header>
      {summary.isPending ? <Spinner /> : null}
      {summary.isError ? (
        <p role="alert" className="card">
          {summary.error.message || t`Något gick fel`}
        </p>
      ) : null}
      {total ? (
        <ul className="report-totals">
          <li className="card">
            <span className="report-figure">{total.posted}</span>
            <span>{t`Publicerade vikariat`}</span>
          </li>
          <li className="card">
            <span className="report-figure">{percent(total.shareFilled)}</span>
            <span>{t`Andel tillsatta`}</span>
          </li>
          <li className="card">
            <span className="report-figure">{total.medianHoursToFill === null ? '–' : t`${decimal(total.medianHoursToFill)} h`}</span>
            <span>{t`Tid till tillsättning (median)`}</span>
          </li>
          <li className="card">
            <span className="report-figure">{decimal(total.applicantsPerJob)}</span>
            <span>{t`Sökande per vikariat`}</span>
          </li>
        </ul>
      ) : null}
      {summary.data ? (
        <>
          <MonthCharts rows={summary.data.byMonth} />
          <SchoolTable rows={summary.data.bySchool} />
        </>
      ) : null}
    </div>
  );
}
