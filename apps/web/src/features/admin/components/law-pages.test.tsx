import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

/** Opens a date field's calendar (it opens at the field's month, or today's) and picks a day of it. */
async function pickDay(label: RegExp, day: string, month?: string): Promise<void> {
  fireEvent.click(screen.getByRole('button', { name: label }));
  if (month !== undefined) fireEvent.change(await screen.findByRole('combobox', { name: 'Välj månad' }), { target: { value: month } });
  fireEvent.click(within(await screen.findByRole('grid')).getByText(day, { selector: 'button' }));
  await waitFor(() => expect(screen.queryByRole('grid')).toBeNull());
}

const ADMIN = { id: '0190a5b2-7c3d-7e4f-8a9b-0000000000c1', email: 'admin@vikariat.fi', name: 'Ada Admin' };
const VERA = { id: '0190a5b2-7c3d-7e4f-8a9b-0000000000c2', email: 'vera@x.fi', name: 'Vera Vikström' };
const SCHOOL = '0190a5b2-7c3d-7e4f-8a9b-0000000000d1';

describe('/admin/audit-log', { timeout: 30_000 }, () => {
  it('lists the reads with what and whose, filters, refuses an end before the start, and exports CSV', async () => {
    // an empty date field's calendar opens at today's month
    vi.useFakeTimers({ now: new Date('2026-11-28T10:00:00.000Z'), toFake: ['Date'] });
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: ADMIN.email }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => undefined }));
    const calls = stubFetch((call) =>
      call.url.startsWith('/api/admin/audit-log?') || call.url === '/api/admin/audit-log'
        ? {
            status: 200,
            body: {
              entries: [
                { id: 2, at: '2026-11-28T08:00:00.000Z', action: 'sync-log', detail: `user=${VERA.id}`, admin: ADMIN, subject: VERA },
                { id: 1, at: '2026-11-27T08:00:00.000Z', action: 'cancellations', detail: 'late=true&from=2026-11-01', admin: ADMIN, subject: null },
                // a school's hours, asked for in a body: the school (by the name the server gave) and the month
                {
                  id: 0,
                  at: '2026-11-26T08:00:00.000Z',
                  action: 'hours',
                  detail: `school=${SCHOOL}&month=2026-10`,
                  admin: ADMIN,
                  subject: null,
                  names: { [SCHOOL]: 'Solbackaskolan' },
                },
              ],
            },
          }
        : { status: 200, body: {} },
    );
    renderApp('/admin/audit-log');
    const table = await screen.findByRole('table');
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(first?.textContent).toContain('28.11.2026 10:00');
    expect(first?.textContent).toContain('Synkloggen');
    expect(first?.textContent).toContain('Vera Vikström (vera@x.fi)');
    expect(second?.textContent).toContain('Flera personer');
    // the filter the admin used, in words (not the query string it came in)
    expect(first?.textContent).toContain(`Konto: ${VERA.id}`);
    expect(second?.textContent).toContain('Sen avbokning: ja, från och med: 01.11.2026');
    expect(third?.textContent).toContain('Skola: Solbackaskolan, månad: oktober 2026');

    await pickDay(/^Från och med/, '2');
    await pickDay(/^Till och med/, '1');
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    expect(await screen.findByText('Slutdagen måste vara efter startdagen')).toBeTruthy();
    const to = screen.getByRole('button', { name: /^Till och med/ });
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(to.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Slutdagen måste vara efter startdagen');

    await pickDay(/^Till och med/, '30');
    expect(to.textContent).toContain('30.11.2026');
    fireEvent.change(screen.getByLabelText('Person (e-post)'), { target: { value: VERA.email } });
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/audit-log?person=vera%40x.fi&from=2026-11-02&to=2026-11-30')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Exportera CSV' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/admin/audit-log.csv?person=vera%40x.fi'))).toBe(true));

    // either bound may be left out again: its "Töm" empties it, and the filter asks from the start of the log
    fireEvent.click(screen.getByRole('button', { name: /^Töm\s*Från och med$/ }));
    expect(screen.getByRole('button', { name: /^Från och med/ }).textContent).toBe('Välj datum');
    fireEvent.click(screen.getByRole('button', { name: 'Visa' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/audit-log?person=vera%40x.fi&to=2026-11-30')).toBe(true));
  });
});

describe('/admin/accessibility-feedback', { timeout: 30_000 }, () => {
  it('shows each open item’s age and deadline, late ones marked, and marks one answered', async () => {
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: ADMIN.email }));
    const item = (patch: Record<string, unknown>) => ({
      id: '0190a5b2-7c3d-7e4f-8a9b-0000000000d1',
      name: 'Anna',
      email: 'anna@x.fi',
      page: 'Inloggning',
      message: 'Fokus syns inte',
      lang: 'fi',
      createdAt: '2026-11-10T08:00:00.000Z',
      dueAt: '2026-11-24T08:00:00.000Z',
      ageDays: 18,
      daysLeft: -4,
      late: true,
      accountId: null,
      ...patch,
    });
    let open = [
      item({}),
      item({
        id: '0190a5b2-7c3d-7e4f-8a9b-0000000000d2',
        message: 'Ny',
        createdAt: '2026-11-26T08:00:00.000Z',
        dueAt: '2026-12-10T08:00:00.000Z',
        ageDays: 2,
        daysLeft: 12,
        late: false,
      }),
    ];
    const calls = stubFetch((call) => {
      if (call.url === '/api/admin/accessibility-feedback') return { status: 200, body: { items: open } };
      if (call.url.endsWith('/answered')) {
        open = open.slice(1);
        return { status: 200, body: { success: true } };
      }
      return { status: 200, body: {} };
    });
    renderApp('/admin/accessibility-feedback');
    expect(await screen.findByText('Svaret är försenat (senast 24.11.2026)')).toBeTruthy();
    expect(screen.getByText('Svar senast 10.12.2026 (12 dagar kvar)')).toBeTruthy();
    expect(screen.getByText(/18 dagar gammal/)).toBeTruthy();
    expect(screen.getAllByText('Gäller: Inloggning')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'Markera som besvarad' })[0] as HTMLElement);
    await waitFor(() => expect(screen.queryByText('Fokus syns inte')).toBeNull());
    expect(calls.some((c) => c.method === 'POST' && c.url === '/api/admin/accessibility-feedback/0190a5b2-7c3d-7e4f-8a9b-0000000000d1/answered')).toBe(true);
  });
});
