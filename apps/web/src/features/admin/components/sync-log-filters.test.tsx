import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderUi } from '../../../../test/render-ui.tsx';
import { EMPTY_SYNC_LOG_FILTER, syncLogParams, type SyncLogFilter } from '../api/sync-log-filter.ts';
import { parseTime } from './date-time-bound.tsx';
import { SyncLogFilters } from './sync-log-filters.tsx';

afterEach(() => {
  vi.useRealTimers();
});

/** Opens a date field's calendar (at the month it shows, or today's) and picks a day of it. */
async function pickDay(button: HTMLElement, day: string): Promise<void> {
  fireEvent.click(button);
  const grid = await screen.findByRole('grid');
  fireEvent.click(within(grid).getByText(day, { selector: 'button' }));
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
}

/**
 * The browser's datetime-local read "mm/dd/yyyy, --:-- --" in an English browser: the range is the app's own date
 * field (dd.MM.yyyy) and a 24-hour time, and gives the server the same query as before.
 */
describe('the sync-log time range', () => {
  it('is a dd.MM.yyyy date and a 24-hour time that give the same yyyy-MM-ddTHH:mm, and so the same query', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00.000Z'), toFake: ['Date'] });
    const onApply = vi.fn<(filter: SyncLogFilter) => void>();
    renderUi(<SyncLogFilters value={EMPTY_SYNC_LOG_FILTER} schools={[]} onApply={onApply} />);
    const from = screen.getByRole('button', { name: /^Från/ });
    const fromTime = screen.getByLabelText<HTMLInputElement>('Från, klockan');
    const to = screen.getByRole('button', { name: /^Till/ });
    const toTime = screen.getByLabelText<HTMLInputElement>('Till, klockan');
    expect(from.textContent).toContain('Välj datum');
    expect(fromTime.value).toBe('');

    // a day picked alone runs from its start, or to its end
    await pickDay(from, '15');
    expect(from.textContent).toContain('15.11.2026');
    expect(fromTime.value).toBe('00:00');
    await pickDay(to, '29');
    expect(to.textContent).toContain('29.11.2026');
    expect(toTime.value).toBe('23:59');

    fireEvent.change(fromTime, { target: { value: '1430' } });
    fireEvent.blur(fromTime);
    expect(fromTime.value).toBe('14:30');
    // no time of day: marked, and put back to the one the filter holds when left
    fireEvent.change(toTime, { target: { value: '25.00' } });
    expect(toTime.getAttribute('aria-invalid')).toBe('true');
    fireEvent.blur(toTime);
    expect(toTime.value).toBe('23:59');
    expect(toTime.getAttribute('aria-invalid')).toBe('false');
    fireEvent.change(toTime, { target: { value: '9.05' } });

    fireEvent.click(screen.getByRole('button', { name: 'Filtrera' }));
    const filter = onApply.mock.lastCall?.[0];
    expect(filter).toEqual({ ...EMPTY_SYNC_LOG_FILTER, from: '2026-11-15T14:30', to: '2026-11-29T09:05' });
    const params = syncLogParams(filter ?? EMPTY_SYNC_LOG_FILTER);
    expect(params.get('from')).toBe(new Date('2026-11-15T14:30').toISOString());
    expect(params.get('to')).toBe(new Date('2026-11-29T09:05').toISOString());

    // one end taken away, then the whole filter
    fireEvent.click(screen.getByRole('button', { name: /^Töm\s*Från$/ }));
    expect(from.textContent).toContain('Välj datum');
    expect(fromTime.value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrera' }));
    expect(onApply).toHaveBeenLastCalledWith({ ...EMPTY_SYNC_LOG_FILTER, to: '2026-11-29T09:05' });
    fireEvent.click(screen.getByRole('button', { name: 'Rensa filter' }));
    expect(onApply).toHaveBeenLastCalledWith(EMPTY_SYNC_LOG_FILTER);
    expect(toTime.value).toBe('');
    expect(screen.queryByRole('button', { name: /^Töm/ })).toBeNull();
  });

  it('keeps a time typed key by key as typed (each key that reads as a time is passed up and comes back)', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-20T10:00:00.000Z'), toFake: ['Date'] });
    const onApply = vi.fn<(filter: SyncLogFilter) => void>();
    renderUi(<SyncLogFilters value={EMPTY_SYNC_LOG_FILTER} schools={[]} onApply={onApply} />);
    await pickDay(screen.getByRole('button', { name: /^Från/ }), '15');
    const fromTime = screen.getByLabelText<HTMLInputElement>('Från, klockan');
    fireEvent.change(fromTime, { target: { value: '' } });
    for (const key of '14:30') {
      fireEvent.change(fromTime, { target: { value: fromTime.value + key } });
      expect(fromTime.value.endsWith(key)).toBe(true);
    }
    expect(fromTime.value).toBe('14:30');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrera' }));
    expect(onApply.mock.lastCall?.[0].from).toBe('2026-11-15T14:30');
  });

  it('shows a filter it was given in dd.MM.yyyy and 24-hour time; a time typed first waits for its day', async () => {
    const onApply = vi.fn<(filter: SyncLogFilter) => void>();
    renderUi(<SyncLogFilters value={{ ...EMPTY_SYNC_LOG_FILTER, to: '2030-03-05T17:45' }} schools={[]} onApply={onApply} />);
    expect(screen.getByRole('button', { name: /^Till/ }).textContent).toContain('05.03.2030');
    expect(screen.getByLabelText<HTMLInputElement>('Till, klockan').value).toBe('17:45');
    const fromTime = screen.getByLabelText<HTMLInputElement>('Från, klockan');
    fireEvent.change(fromTime, { target: { value: '8' } });
    fireEvent.blur(fromTime);
    expect(fromTime.value).toBe('08:00');
    // a calendar opens at the day its field shows (an empty one at today's month); the time typed first is kept
    await pickDay(screen.getByRole('button', { name: /^Till/ }), '4');
    await pickDay(screen.getByRole('button', { name: /^Från/ }), '1');
    fireEvent.click(screen.getByRole('button', { name: 'Filtrera' }));
    expect(onApply.mock.lastCall?.[0].to).toBe('2030-03-04T17:45');
    expect(onApply.mock.lastCall?.[0].from).toMatch(/^\d{4}-\d{2}-01T08:00$/);
  });

  it('reads a time of day on the 24-hour clock', () => {
    expect(['14:30', '14.30', '1430', '9.05', '905', '8', '00:00', '23:59'].map(parseTime)).toEqual([
      '14:30',
      '14:30',
      '14:30',
      '09:05',
      '09:05',
      '08:00',
      '00:00',
      '23:59',
    ]);
    expect(['24:00', '12:60', '2:5', 'kl 14', '', '12345'].map(parseTime)).toEqual([null, null, null, null, null, null]);
  });
});
