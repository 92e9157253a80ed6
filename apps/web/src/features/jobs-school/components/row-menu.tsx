import { useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Icon } from '../../../components/ui/icon.tsx';

interface RowMenuProps {
  /** Names the job, e.g. "Vikariat 05.03.2026". */
  label: string;
  onEdit: () => void;
  onRemove: () => void;
}

/** The edit / remove menu of a job row. Closes on Esc and on a click outside. */
export function RowMenu({ label, onEdit, onRemove }: RowMenuProps) {
  const { t } = useLingui();
  const id = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onDown);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  return (
    <div className="row-menu" ref={rootRef}>
      <button type="button" className="icon-button" aria-expanded={open} aria-controls={id} onClick={() => setOpen((v) => !v)}>
        <Icon name="more" />
        <span className="visually-hidden">{t`Åtgärder för ${label}`}</span>
      </button>
      {open ? (
        <ul id={id} className="row-menu-list">
          <li>
            <button
              type="button"
              className="row-menu-item"
              onClick={() => {
                setOpen(false);
                onEdit();
              }}
            >
              {t`Redigera`}
            </button>
          </li>
          <li>
            <button
              type="button"
              className="row-menu-item row-menu-danger"
              onClick={() => {
                setOpen(false);
                onRemove();
              }}
            >
              {t`Ta bort`}
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}
