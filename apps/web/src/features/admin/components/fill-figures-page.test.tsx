import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

const figures = (posted: number, filled: number, median: number | null, p90: number | null) => ({
  posted,
  filledBeforeStart: filled,
  shareFilledBeforeStart: posted === 0 ? null : filled / posted,
  medianMinutes: median,
  p90Minutes: p90,
});

afterEach(() => vi.useRealTimers());

/** Opens a date field's calendar (it opens at the field's month, or today's) and picks a day of it. */
async function pickDay(label: RegExp, day: string, month?: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: label }));
  if (month !== undefined) fireEvent.change(await screen.findByRole('combobox', { name: 'Välj månad' }), { target: { value: month } });
  fireEvent.click(within(await screen.findByRole('grid')).getByText(day, { selector: 'button' }));
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
}

describe('/admin/fill-figures', () => {
  it('shows each municipality and school, SOS and normal apart, and asks again for a new period (a bad one is refused here)', async () => {
    // the period starts as the last 30 days: 16.03.2030–15.04.2030
    vi.useFakeTimers({ now: new Date('2030-04-15T10:00:00.000Z'), toFake: ['Date'] });
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: 'admin@vikariat.fi' }));
    const calls = stubFetch((call) =>
      call.url.startsWith('/api/admin/fill-figures')
        ? {
            status: 200,
            body: {
              from: '2030-01-01',
              to: '2030-01-31',
              schools: [
                {
                  schoolId: '0190a5b2-7c3d-7e4f-8a9b-0000000000a1',
                  name: 'Alfaskolan',
                  municipality: '091',
                  sos: figures(4, 3, 8, 30),
                  normal: figures(0, 0, null, null),
                },
              ],
              municipalities: [{ name: '091', municipality: '091', sos: figures(4, 3, 8, 30), normal: figures(2, 1, 150, 240) }],
            },
          }
        : { status: 200, body: {} },
    );
    renderApp('/admin/fill-figures');
    const byMunicipality = await screen.findByRole('table', { name: 'Per kommun' }, { timeout: 10_000 });
    const helsinki = within(byMunicipality).getByRole('row', { name: /Helsingfors/ });
    expect(
      within(helsinki)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['4', '75 %', '8 min', '30 min', '2', '50 %', '2,5 h', '4 h']);
    const school = within(screen.getByRole('table', { name: 'Per skola' })).getByRole('row', { name: /Alfaskolan \(Helsingfors\)/ });
    expect(
      within(school)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(4),
    ).toEqual(['0', '–', '–', '–']);

    expect(screen.getByRole('button', { name: /^Från och med/ }).textContent).toContain('16.03.2030');
    expect(screen.getByRole('button', { name: /^Till och med/ }).textContent).toContain('15.04.2030');
    // a period has both ends: neither can be emptied
    expect(screen.queryByRole('button', { name: /^Töm/ })).toBeNull();
    await pickDay(/^Från och med/, '1');
    // the calendar opens at April; its month menu goes back to February
    await pickDay(/^Till och med/, '1', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    expect(await screen.findByText('Slutdatum före startdatum')).toBeTruthy();
    await pickDay(/^Till och med/, '31', '2');
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('from=2030-03-01&to=2030-03-31'))).toBe(true));
    // the file holds the period on the screen
    fireEvent.click(await screen.findByRole('button', { name: 'Exportera CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/fill-figures.csv?from=2030-03-01&to=2030-03-31')).toBe(true));
  });
});
