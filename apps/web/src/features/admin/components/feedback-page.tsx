import { useLingui } from '@lingui/react/macro';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useFeedbackAggregates } from '../api/feedback.ts';
import '../../../components/ui/page.css';
import './admin.css';

/**
 * /admin/feedback (issue 24, decision 031): only aggregates — the substitutes' average rating of each school, and how
 * many ratings each substitute has received. No single rating or comment is shown here.
 */
export function FeedbackAggregatesPage() {
  const { t, i18n } = useLingui();
  const data = useFeedbackAggregates();
  const average = (value: number | null) => (value === null ? '–' : value.toLocaleString(i18n.locale === 'fi' ? 'fi-FI' : 'sv-FI', { minimumFractionDigits: 1 }));

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Omdömen`}</h1>
      </header>
      {data.isPending ? <Spinner /> : null}
      {data.data ? (
        <>
          <section className="card" aria-labelledby="fb-schools">
            <h2 id="fb-schools">{t`Vikariernas omdömen per skola`}</h2>
            {data.data.schools.length === 0 ? (
              <p className="muted">{t`Inga omdömen ännu.`}</p>
            ) : (
              <div className="table-scroll" role="region" tabIndex={0} aria-labelledby="fb-schools">
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">{t`Skola`}</th>
                      <th scope="col">{t`Medeltal (1–5)`}</th>
                      <th scope="col">{t`Antal omdömen`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.schools.map((s) => (
                      <tr key={s.schoolId}>
                        <td>{s.name}</td>
                        <td>{average(s.average)}</td>
                        <td>{s.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
          <section className="card" aria-labelledby="fb-substitutes">
            <h2 id="fb-substitutes">{t`Skolornas omdömen per vikarie`}</h2>
            {data.data.substitutes.length === 0 ? (
              <p className="muted">{t`Inga omdömen ännu.`}</p>
            ) : (
              <div className="table-scroll" role="region" tabIndex={0} aria-labelledby="fb-substitutes">
                <table className="data-table">
                  <thead>
                    <tr>
                      <th scope="col">{t`Vikarie`}</th>
                      <th scope="col">{t`Antal omdömen`}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.data.substitutes.map((s) => (
                      <tr key={s.email}>
                        <td>
                          {s.name} <span className="muted">({s.email})</span>
                        </td>
                        <td>{s.count}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
