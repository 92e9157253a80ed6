import { useLingui } from '@lingui/react/macro';
import { freeOf, valueOf } from '../hooks/availability-data.ts';

interface Props {
  id: string;
  label: string;
  value: boolean | null;
  /** the words for "nothing said" (a weekday: not stated; a date: as the weekly pattern says) */
  unsetLabel: string;
  onChange: (free: boolean | null) => void;
}

/** One part of a day: free, not free or nothing said. A native select: a phone's own picker, keyboard as usual. */
export function PartSelect({ id, label, value, unsetLabel, onChange }: Props) {
  const { t } = useLingui();
  return (
    <select
      id={id}
      className="avail-select"
      aria-label={label}
      data-value={valueOf(value)}
      value={valueOf(value)}
      onChange={(e) => onChange(freeOf(e.target.value as 'free'))}
    >
      <option value="unset">{unsetLabel}</option>
      <option value="free">{t`Ledig`}</option>
      <option value="notFree">{t`Inte ledig`}</option>
    </select>
  );
}
