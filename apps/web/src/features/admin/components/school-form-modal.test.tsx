import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

afterEach(() => vi.useRealTimers());

const SCHOOL = {
  id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a',
  name: 'Vasa övningsskola',
  municipality: '905',
  municipalityName: { name_swe: 'Vasa', namefi: 'Vaasa' },
  address: 'Skolgatan 1',
  phone: '061234567',
  licenceUntil: '2031-06-30',
  preschool: false,
  exportAllowed: false,
  isAdmin: false,
};

/** The licence's last day in the app's own date field: dd.MM.yyyy, picked in the calendar, or no end at all. */
describe('the school form: Licens giltig till', { timeout: 30_000 }, () => {
  it('picks a day years ahead through the year menu, and empties it again to a licence without an end', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-20T10:00:00.000Z'), toFake: ['Date'] });
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin' }));
    const calls = stubFetch((call) =>
      call.url === '/api/admin/schools' && call.method === 'GET' ? { status: 200, body: { schools: [SCHOOL] } } : { status: 200, body: {} },
    );
    renderApp('/admin/schools');
    fireEvent.click(await screen.findByRole('button', { name: /Redigera/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera skola' });
    const licence = within(dialog).getByRole('button', { name: /^Licens giltig till/ });
    expect(licence.textContent).toContain('30.06.2031');

    fireEvent.click(licence);
    fireEvent.change(await within(dialog).findByRole('combobox', { name: 'Välj år' }), { target: { value: '2033' } });
    fireEvent.change(within(dialog).getByRole('combobox', { name: 'Välj månad' }), { target: { value: '11' } });
    fireEvent.click(within(within(dialog).getByRole('grid')).getByText('31', { selector: 'button' }));
    expect(licence.textContent).toContain('31.12.2033');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({ licenceUntil: '2033-12-31' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: /Redigera/ }));
    const again = await screen.findByRole('dialog', { name: 'Redigera skola' });
    fireEvent.click(within(again).getByRole('button', { name: /^Töm\s*Licens giltig till$/ }));
    expect(within(again).getByRole('button', { name: /^Licens giltig till/ }).textContent).toBe('Välj datum');
    fireEvent.click(within(again).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toMatchObject({ licenceUntil: null }));
  });
});
