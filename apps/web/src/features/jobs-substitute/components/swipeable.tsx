import { useRef, useState, type PointerEvent, type ReactNode } from 'react';

/** How far a card must travel (px) before letting go acts; less springs back. */
const SWIPE_DISTANCE_PX = 96;
/** Movement (px) before a gesture counts as a swipe or a scroll. */
const SLOP_PX = 10;

interface SwipeableProps {
  children: ReactNode;
  /** What a swipe to the left does, and its label shown under the card while swiping. */
  left: { label: string; onSwipe: () => void };
  right: { label: string; onSwipe: () => void };
}

interface Gesture {
  x: number;
  y: number;
  /** null until the finger has moved enough to tell a swipe from a scroll */
  horizontal: boolean | null;
}

/**
 * The spec's mobile swipe actions on a job card: a finger (never a mouse) drags the card sideways; let go past
 * SWIPE_DISTANCE_PX and the side's action runs. A vertical move stays a scroll (`touch-action: pan-y`), and the tap
 * that ends a swipe never opens the job. The same actions stay on the job's page for keyboards and screen readers.
 */
export function Swipeable({ children, left, right }: SwipeableProps) {
  const [offset, setOffset] = useState(0);
  const gesture = useRef<Gesture | null>(null);
  const swiped = useRef(false);

  const reset = () => {
    gesture.current = null;
    setOffset(0);
  };
  const onPointerDown = (e: PointerEvent<HTMLDivElement>) => {
    if (e.pointerType === 'mouse') return;
    gesture.current = { x: e.clientX, y: e.clientY, horizontal: null };
    swiped.current = false;
  };
  const onPointerMove = (e: PointerEvent<HTMLDivElement>) => {
    const g = gesture.current;
    if (g === null) return;
    const dx = e.clientX - g.x;
    const dy = e.clientY - g.y;
    if (g.horizontal === null && Math.max(Math.abs(dx), Math.abs(dy)) >= SLOP_PX) g.horizontal = Math.abs(dx) > Math.abs(dy);
    if (g.horizontal !== true) return;
    swiped.current = true;
    setOffset(dx);
  };
  const onPointerUp = () => {
    const travelled = offset;
    reset();
    if (travelled <= -SWIPE_DISTANCE_PX) left.onSwipe();
    else if (travelled >= SWIPE_DISTANCE_PX) right.onSwipe();
  };
  const side = offset < 0 ? 'left' : offset > 0 ? 'right' : null;
  const armed = Math.abs(offset) >= SWIPE_DISTANCE_PX;

  return (
    <div className="sub-swipe" data-swiping={side ?? undefined} data-armed={armed || undefined}>
      {side === null ? null : (
        <span className={`sub-swipe-hint sub-swipe-hint-${side}`} aria-hidden="true">
          {side === 'left' ? left.label : right.label}
        </span>
      )}
      <div
        className="sub-swipe-card"
        style={offset === 0 ? undefined : { transform: `translateX(${offset}px)` }}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={reset}
        onClickCapture={(e) => {
          // the tap that ended a swipe is no tap on the card's link
          if (!swiped.current) return;
          swiped.current = false;
          e.preventDefault();
          e.stopPropagation();
        }}
      >
        {children}
      </div>
    </div>
  );
}
