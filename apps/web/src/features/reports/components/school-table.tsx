import { useLingui } from '@lingui/react/macro';
import type { ReportRow } from '../api/report-summary.ts';
import { decimal, percent } from '../hooks/report-range.ts';
import '../../../components/ui/page.css';

/** The same figures per school (a leader over several schools compares them). */
export function SchoolTable({ rows }: { rows: readonly ReportRow[] }) {
  const { t } = useLingui();
  if (rows.length === 0) return null;
  return (
    <section className="card" aria-labelledby="report-schools-title">
      <h2 id="report-schools-title">{t`Per skola`}</h2>
      <div className="table-scroll">
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">{t`Skola`}</th>
              <th scope="col">{t`Publicerade`}</th>
              <th scope="col">{t`Andel tillsatta`}</th>
              <th scope="col">{t`Tid till tillsättning (median)`}</th>
              <th scope="col">{t`Sökande per vikariat`}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.schoolId ?? row.schoolName}>
                <th scope="row">{row.schoolName}</th>
                <td>{row.posted}</td>
                <td>{percent(row.shareFilled)}</td>
                <td>{row.medianHoursToFill === null ? '–' : t`${decimal(row.medianHoursToFill)} h`}</td>
                <td>{decimal(row.applicantsPerJob)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
