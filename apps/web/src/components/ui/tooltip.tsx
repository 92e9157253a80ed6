import { TIMINGS_MS } from '@vikariat/domain';
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import './tooltip.css';

/** What the trigger spreads on itself: the pointer and focus handlers, and the description when the tip describes it. */
interface TooltipTriggerProps {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
  onBlur: () => void;
  'aria-describedby'?: string;
}

interface TooltipProps {
  content: ReactNode;
  children: (trigger: TooltipTriggerProps) => ReactNode;
  /**
   * The tip describes the trigger (aria-describedby; the default). false when it only repeats the trigger's own
   * accessible name (a collapsed menu's icon link): screen readers then hear the name once.
   */
  describes?: boolean;
  side?: 'top' | 'right' | 'bottom';
  /** No tip now (the label is on screen anyway, e.g. the sidebar open). */
  disabled?: boolean;
  /** The anchor's class: a block anchor for a full-width menu link. */
  className?: string;
}

/**
 * A tooltip with the spec's timings (shown 250 ms after the pointer or the keyboard focus arrives, hidden 400 ms after
 * they leave; spec 02 §9). A describing tip is in the page even while hidden, so a screen reader reads it as the
 * trigger's description; Escape hides it and the pointer may move onto it (WCAG 1.4.13). Placed with fixed coordinates, so a
 * scrolling sidebar does not clip it.
 */
export function Tooltip({ content, children, describes = true, side = 'top', disabled = false, className }: TooltipProps) {
  const id = useId();
  const anchor = useRef<HTMLSpanElement>(null);
  // what the pointer or focus asked for, and after how long; each new request replaces (cancels) the one before
  const [request, setRequest] = useState<{ show: boolean; delayMs: number; n: number } | null>(null);
  const [position, setPosition] = useState<CSSProperties | null>(null);
  const ask = (show: boolean, delayMs: number) => setRequest((prev) => ({ show, delayMs, n: (prev?.n ?? 0) + 1 }));

  useEffect(() => {
    if (request === null) return;
    const timer = setTimeout(() => {
      if (!request.show) {
        setPosition(null);
        return;
      }
      const rect = anchor.current?.getBoundingClientRect();
      if (!rect) return;
      if (side === 'right') setPosition({ left: rect.right + 8, top: rect.top + rect.height / 2 });
      else setPosition({ left: rect.left + rect.width / 2, top: side === 'top' ? rect.top - 8 : rect.bottom + 8 });
    }, request.delayMs);
    return () => clearTimeout(timer);
  }, [request, side]);
  useEffect(() => {
    if (position === null) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setRequest(null);
      setPosition(null);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [position]);

  if (disabled) return <>{children({ onPointerEnter: () => undefined, onPointerLeave: () => undefined, onFocus: () => undefined, onBlur: () => undefined })}</>;

  const trigger: TooltipTriggerProps = {
    onPointerEnter: () => ask(true, TIMINGS_MS.tooltipShow),
    onPointerLeave: () => ask(false, TIMINGS_MS.tooltipHide),
    onFocus: () => ask(true, TIMINGS_MS.tooltipShow),
    onBlur: () => ask(false, TIMINGS_MS.tooltipHide),
    ...(describes ? { 'aria-describedby': id } : {}),
  };
  return (
    <span ref={anchor} className={className ?? 'tooltip-anchor'}>
      {children(trigger)}
      {/* a description stays in the page, hidden; a tip that only repeats the name is there only while shown */}
      {describes || position !== null ? (
        <span
          role="tooltip"
          id={id}
          className="tooltip"
          data-side={side}
          hidden={position === null}
          style={position ?? undefined}
          {...(describes ? {} : { 'aria-hidden': true })}
          // on the tip itself it stays (WCAG 1.4.13 hoverable)
          onPointerEnter={() => ask(true, 0)}
          onPointerLeave={() => ask(false, TIMINGS_MS.tooltipHide)}
        >
          {content}
        </span>
      ) : null}
    </span>
  );
}
