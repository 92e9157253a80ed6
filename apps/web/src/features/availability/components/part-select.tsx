import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import { freeOf, valueOf, type PartValue } from '../hooks/availability-data.ts';

interface Props {
  id: string;
  label: string;
  value: boolean | null;
  /** the words for "nothing said" (a weekday: not stated; a date: as the weekly pattern says) */
  unsetLabel: string;
  onChange: (free: boolean | null) => void;
}

/**
 * One part of a day: free, not free or nothing said. A native select: a phone's own picker, keyboard as usual. It shows
 * the choice at once: the queued action reaches the local view a moment later, and a select held to the old value
 * meanwhile would jump back under the person's finger (or arrow key). A new value from the view (the action applied,
 * or rejected and rolled back) replaces it.
 */
export function PartSelect({ id, label, value, unsetLabel, onChange }: Props) {
  const { t } = useLingui();
  const [shown, setShown] = useState<PartValue>(valueOf(value));
  // a new value from the view replaces the shown choice (set during render: React's pattern for state following a prop)
  const [from, setFrom] = useState(value);
  if (from !== value) {
    setFrom(value);
    setShown(valueOf(value));
  }
  return (
    <select
      id={id}
      className="avail-select"
      aria-label={label}
      data-value={shown}
      value={shown}
      onChange={(e) => {
        const next = e.target.value as PartValue;
        setShown(next);
        onChange(freeOf(next));
      }}
    >
      <option value="unset">{unsetLabel}</option>
      <option value="free">{t`Ledig`}</option>
      <option value="notFree">{t`Inte ledig`}</option>
    </select>
  );
}
