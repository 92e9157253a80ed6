import { useLingui } from '@lingui/react/macro';
import './spinner.css';

/** A busy indicator with an accessible name. */
export function Spinner({ label, size = 'medium' }: { label?: string; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useLingui();
  return (
    <span className={`spinner spinner-${size}`} role="status">
      <span className="spinner-circle" aria-hidden="true" />
      <span className="visually-hidden">{label ?? t`Laddar…`}</span>
    </span>
  );
}

/** Determinate (value 0..1, e.g. a picture upload) or indeterminate (value undefined, e.g. a route change). */
export function ProgressBar({ value, label }: { value?: number | undefined; label: string }) {
  const percent = value === undefined ? undefined : Math.round(Math.min(1, Math.max(0, value)) * 100);
  return (
    <div
      className="progress"
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      data-indeterminate={percent === undefined}
    >
      <div className="progress-fill" style={percent === undefined ? undefined : { width: `${percent}%` }} />
    </div>
  );
}
