import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../test/render-ui.tsx';
import { getToasts, showToast, toast, TOAST_DURATION_MS } from './toast-store.ts';
import { ToastViewport } from './toast-viewport.tsx';

describe('toast', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    for (const item of getToasts()) toast.dismiss(item.id);
    vi.useRealTimers();
  });

  it('closes by itself after 5 seconds', () => {
    renderUi(<ToastViewport />);
    act(() => {
      toast.success('Sparat');
    });
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Sparat'));
    act(() => {
      vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    });
    expect(screen.queryByText('Sparat')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Sparat')).toBeNull();
  });

  it('keeps a persistent toast until it is closed', () => {
    renderUi(<ToastViewport />);
    act(() => {
      showToast('E-posten stämmer inte överens', { variant: 'error', persistent: true });
    });
    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    const alert = screen.getByRole('alert');
    expect(alert.className).toContain('toast-error');
    fireEvent.click(screen.getByRole('button', { name: 'Stäng' }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('honours a custom duration (the 10 s iOS hint)', () => {
    renderUi(<ToastViewport />);
    act(() => {
      toast.info('Installera appen', { durationMs: 10_000 });
    });
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(screen.queryByText('Installera appen')).not.toBeNull();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.queryByText('Installera appen')).toBeNull();
  });
});
