import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { SyncLogHour } from '../api/sync-log-stats.ts';

const hourLabel = (iso: string): string => {
  const d = new Date(iso);
  return `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')} ${String(d.getHours()).padStart(2, '0')}:00`;
};

/** Pulls, pushes and rejections per hour (recharts). */
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
            <Bar dataKey="pulls" name={t`Hämtningar`} fill="#1d4f91" />
            <Bar dataKey="pushes" name={t`Sändningar`} fill="#1e6b34" />
            <Bar dataKey="rejections" name={t`Avvisningar`} fill="#b42318" />
          </BarChart>
        </ResponsiveContainer>
      )}
    </figure>
  );
}
