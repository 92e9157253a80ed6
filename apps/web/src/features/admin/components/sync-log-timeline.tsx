import { useLingui } from '@lingui/react/macro';
import { CartesianGrid, Legend, ResponsiveContainer, Scatter, ScatterChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDateTime } from '../../../lib/format.ts';
import type { SyncLogEntry } from '../api/sync-log-list.ts';
import { useLogLabels } from '../hooks/log-labels.ts';
import { timelinePoints } from '../hooks/timeline-points.ts';

const COLORS = { ok: '#1e6b34', rejected: '#9a6700', error: '#b42318' } as const;
const time = (ms: number): string => formatDateTime(ms, { year: false, seconds: true });

/** A timeline per device: each entry of the current page as a point on its device's lane, coloured by outcome. */
export function SyncLogTimeline({ entries, onSelect }: { entries: readonly SyncLogEntry[]; onSelect: (id: number) => void }) {
  const { t } = useLingui();
  const names = useLogLabels().syncOutcome;
  const { devices, labels, points } = timelinePoints(entries);
  if (points.length === 0) return null;
  const height = Math.max(160, devices.length * 36 + 80);
  const outcomes = (['ok', 'rejected', 'error'] as const).map((outcome) => ({ outcome, data: points.filter((p) => p.outcome === outcome) }));
  return (
    <figure className="card admin-chart">
      <figcaption>{t`Tidslinje per enhet`}</figcaption>
      <ResponsiveContainer width="100%" height={height}>
        <ScatterChart margin={{ left: 16 }}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis type="number" dataKey="x" domain={['dataMin', 'dataMax']} tickFormatter={time} name={t`Tid`} />
          <YAxis
            type="number"
            dataKey="y"
            domain={[-0.5, devices.length - 0.5]}
            ticks={devices.map((_, i) => i)}
            tickFormatter={(i: number) => labels[i] ?? ''}
            width={200}
            name={t`Enhet`}
          />
          <Tooltip formatter={(value, name) => (name === t`Tid` ? time(Number(value)) : name === t`Enhet` ? (labels[Number(value)] ?? '') : String(value))} />
          <Legend />
          {outcomes.map(({ outcome, data }) => (
            <Scatter
              key={outcome}
              name={names[outcome]}
              data={data}
              fill={COLORS[outcome]}
              onClick={(point: { payload?: { id?: number } }) => point.payload?.id !== undefined && onSelect(point.payload.id)}
            />
          ))}
        </ScatterChart>
      </ResponsiveContainer>
    </figure>
  );
}
