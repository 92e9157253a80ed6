import { act, fireEvent, render, screen } from '@testing-library/react';
import { TIMINGS_MS } from '@vikariat/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Tooltip } from './tooltip.tsx';

/** The spec's tooltip (spec 02 §9: shown after 250 ms, hidden after 400 ms), for the pointer and the keyboard alike. */
beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const renderTip = (props: { describes?: boolean; disabled?: boolean } = {}) =>
  render(
    <Tooltip content="Nya anmälningar" {...props}>
      {(trigger) => (
        <button type="button" {...trigger}>
          Klocka
        </button>
      )}
    </Tooltip>,
  );
const tip = () => screen.getByRole('tooltip', { hidden: true });
const advance = (ms: number) => {
  act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('Tooltip', () => {
  it('shows 250 ms after the pointer arrives and hides 400 ms after it leaves', () => {
    expect(TIMINGS_MS).toMatchObject({ tooltipShow: 250, tooltipHide: 400 });
    renderTip();
    fireEvent.pointerEnter(screen.getByRole('button'));
    advance(249);
    expect(tip().hidden).toBe(true);
    advance(1);
    expect(tip().hidden).toBe(false);
    fireEvent.pointerLeave(screen.getByRole('button'));
    advance(399);
    expect(tip().hidden).toBe(false);
    advance(1);
    expect(tip().hidden).toBe(true);
  });

  it('opens on keyboard focus too, and Escape hides it at once', () => {
    renderTip();
    act(() => screen.getByRole('button').focus());
    advance(250);
    expect(tip().hidden).toBe(false);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tip().hidden).toBe(true);
  });

  it('stays while the pointer moves from the trigger onto the tip', () => {
    renderTip();
    fireEvent.pointerEnter(screen.getByRole('button'));
    advance(250);
    fireEvent.pointerLeave(screen.getByRole('button'));
    advance(200);
    fireEvent.pointerEnter(tip());
    advance(1000);
    expect(tip().hidden).toBe(false);
  });

  it('is the trigger’s description for a screen reader, hidden or not', () => {
    renderTip();
    expect(screen.getByRole('button', { name: 'Klocka', description: 'Nya anmälningar' })).toBeTruthy();
  });

  it('repeats no name: a tip that only shows the trigger’s own name describes nothing and is there only while shown', () => {
    renderTip({ describes: false });
    expect(screen.getByRole('button').getAttribute('aria-describedby')).toBeNull();
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
    fireEvent.pointerEnter(screen.getByRole('button'));
    advance(250);
    expect(tip().getAttribute('aria-hidden')).toBe('true');
    expect(tip().textContent).toBe('Nya anmälningar');
  });

  it('is absent when disabled', () => {
    renderTip({ disabled: true });
    fireEvent.pointerEnter(screen.getByRole('button'));
    advance(1000);
    expect(screen.queryByRole('tooltip', { hidden: true })).toBeNull();
  });
});
