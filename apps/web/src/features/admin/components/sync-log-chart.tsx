import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateTime } from '../../../lib/format.ts';
import type { SyncLogHour } from '../api/sync-log-stats.ts';

/** The hour in Finland, as the timeline and the list show times. */
const hourLabel = (iso: string): string => formatDateTime(iso, { year: false });

/**
 * Pulls, pushes and rejections per hour (recharts), stacked: one bar over each hour's tick (side by side, a quiet hour's
 * empty third bar left the others off their hour).
 */
export function SyncLogChart({ hours }: { hours: readonly SyncLogHour[] }) {
  const { t } = useLingui();
  const data = hours.map((h) => ({ ...h, label: hourLabel(h.hour) }));
  return (
    <figure className="card admin-chart">
      <figcaption>{t`Hämtningar, sändningar och avvisningar per timme`}</figcaption>
      {data.length === 0 ? (
        <p className="muted">{t`Inga poster.`}</p>
      ) : (
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={data}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis dataKey="label" minTickGap={16} />
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            <Bar dataKey="pulls" name={t`Hämtningar`} fill="#1d4f91" stackId="entries" />
            <Bar dataKey="pushes" name={t`Sändningar`} fill="#1e6b34" stackId="entries" />
            <Bar dataKey="rejections" name={t`Avvisningar`} fill="#b42318" stackId="entries" />
          </BarChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}
