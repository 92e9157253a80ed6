import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ReportRow } from '../api/report-summary.ts';
import { chartNumber, monthLabel } from '../hooks/report-range.ts';
import '../../../components/ui/page.css';

const BRAND = '#1d4f91';
const SUCCESS = '#1e6b34';
const ACCENT = '#9a6700';

/** The month charts (recharts): posted vs filled jobs, and time to fill with applicants per job. */
export function MonthCharts({ rows }: { rows: readonly ReportRow[] }) {
  const { t } = useLingui();
  const data = rows.map((row) => ({
    month: monthLabel(row.month ?? ''),
    posted: row.posted,
    filled: row.filled,
    hours: row.medianHoursToFill,
    applicants: row.applicantsPerJob,
  }));
  if (data.length === 0) return <p className="card empty-state">{t`Inga vikariat under perioden.`}</p>;
  return (
    <div className="report-charts">
      <figure className="card report-chart">
        <figcaption>{t`Publicerade och tillsatta vikariat per månad`}</figcaption>
        <ResponsiveContainer width="100%" height={280}>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            <YAxis allowDecimals={false} tickFormatter={chartNumber} />
            <Tooltip formatter={chartNumber} />
            <Legend />
            <Bar dataKey="posted" name={t`Publicerade`} fill={BRAND} />
            <Bar dataKey="filled" name={t`Tillsatta`} fill={SUCCESS} />
          </BarChart>
        </ResponsiveContainer>
      </figure>
      <figure className="card report-chart">
        <figcaption>{t`Tid till tillsättning och sökande per vikariat`}</figcaption>
        <ResponsiveContainer width="100%" height={280}>
          <LineChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="month" />
            {/* recharts writes 1.5: the figures above the charts write 1,5 (fi-FI in both languages) */}
            <YAxis yAxisId="hours" tickFormatter={chartNumber} />
            <YAxis yAxisId="applicants" orientation="right" tickFormatter={chartNumber} />
            <Tooltip formatter={chartNumber} />
            <Legend />
            <Line yAxisId="hours" dataKey="hours" name={t`Timmar till tillsättning (median)`} stroke={BRAND} connectNulls />
            <Line yAxisId="applicants" dataKey="applicants" name={t`Sökande per vikariat`} stroke={ACCENT} />
          </LineChart>
        </ResponsiveContainer>
      </figure>
    </div>
  );
}
