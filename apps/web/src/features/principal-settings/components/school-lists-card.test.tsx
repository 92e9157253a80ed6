import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';

afterEach(() => getToasts().forEach((toast) => dismissToast(toast.id)));

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };
const person = (first: string, workedHere = 0, lastWorked: string | null = null) => ({
  email: `${first.toLowerCase()}@x.fi`,
  firstName: first,
  lastName: 'Vikarie',
  workedHere,
  lastWorked,
});

/** The server's lists after each call: an order is applied, a removal taken off. */
function server() {
  let preferred = [person('Anna', 3, '2030-02-24'), person('Bo'), person('Cia')];
  let blocked = [person('Dan', 1, '2030-01-10')];
  return (call: RecordedCall) => {
    const body = (call.body ?? {}) as { emails?: string[]; email?: string; list?: string };
    if (call.url === '/api/principals/get/principal') return { status: 200, body: { defaultDescription: '', defaults: { start: '', end: '', info: '', subjects: [] } } };
    if (call.url === '/api/principals/lists/preferred/order') preferred = (body.emails ?? []).map((e) => preferred.find((p) => p.email === e) ?? person(e));
    if (call.url === '/api/principals/lists/remove' && body.list === 'blocked') blocked = blocked.filter((p) => p.email !== body.email);
    if (call.url === '/api/principals/lists/remove' && body.list === 'preferred') preferred = preferred.filter((p) => p.email !== body.email);
    if (call.url.startsWith('/api/principals/lists')) return { status: 200, body: { schoolId: SCHOOL.id, preferred, blocked } };
    return { status: 200, body: { templates: [] } };
  };
}

describe('the school’s lists in principal settings', () => {
  it('lists the preferred in order with their history, moves one up and lifts a block after asking', async () => {
    setViewportWidth(390);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    const calls = stubFetch(server());
    renderApp('/principal/settings');
    const card = await screen.findByRole('region', { name: 'Skolans vikarier' });
    const preferred = await within(card).findByTestId('preferred-list');
    expect(
      within(preferred)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['Anna Vikarie', 'Bo Vikarie', 'Cia Vikarie']);
    expect(preferred.textContent).toContain('Har arbetat här 3 gånger · senast 24.02.2030');
    expect(within(card).getByRole<HTMLButtonElement>('button', { name: 'Flytta upp Anna Vikarie' }).disabled).toBe(true);

    fireEvent.click(within(card).getByRole('button', { name: 'Flytta upp Cia Vikarie' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/principals/lists/preferred/order')?.body).toEqual({ emails: ['anna@x.fi', 'cia@x.fi', 'bo@x.fi'] }));
    await waitFor(() =>
      expect(
        within(preferred)
          .getAllByRole('link')
          .map((a) => a.textContent),
      ).toEqual(['Anna Vikarie', 'Cia Vikarie', 'Bo Vikarie']),
    );

    fireEvent.click(within(card).getByRole('button', { name: 'Häv spärren för Dan Vikarie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Häva spärren för Dan Vikarie?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Häv spärren' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/principals/lists/remove')?.body).toEqual({ email: 'dan@x.fi', list: 'blocked' }));
    expect(await within(card).findByText('Inga spärrade vikarier.')).toBeTruthy();
  });
});
