import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';

afterEach(() => {
  vi.useRealTimers();
});

const NOTICE = {
  id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a80',
  fromAdminType: 'Tips',
  additionalInfo: 'Kom ihåg att uppdatera din profl!',
  additionalInfoFi: null,
  startDate: '2026-11-20',
  endDate: '2026-11-30',
  createdAt: '2026-11-20T08:00:00.000Z',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

/** Opens a date field's calendar (it opens at the field's month) and picks a day of it. */
async function pickDay(scope: HTMLElement, button: HTMLElement, day: string): Promise<void> {
  fireEvent.click(button);
  const grid = await within(scope).findByRole('grid');
  fireEvent.click(within(grid).getByText(day, { selector: 'button' }));
  await waitFor(() => expect(within(scope).queryByRole('grid')).toBeNull());
}

function signInAdmin(siteLang: 1 | 2 = 2) {
  setViewportWidth(1440);
  localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: 'admin@vikariat.fi', siteLang }));
}

describe('/admin/notices', () => {
  it('starts the dates at today in Finland, which near midnight is not the UTC date', async () => {
    // 22:30 UTC on the 21st is 00:30 on the 22nd in Helsinki: the server refuses a start on the 21st
    vi.useFakeTimers({ now: new Date('2026-11-21T22:30:00.000Z'), toFake: ['Date'] });
    stubFetch(() => ({ status: 200, body: { notices: [] } }));
    signInAdmin();
    renderApp('/admin/notices');
    await screen.findByRole('heading', { name: 'Meddelanden' });
    // the app's own date field (dd.MM.yyyy), not the browser's, which reads 11/22/2026 in an English browser
    expect(screen.getByRole('button', { name: /^Visas från/ }).textContent).toContain('22.11.2026');
    expect(screen.getByRole('button', { name: /^Visas till/ }).textContent).toContain('22.11.2026');
  });

  it('offers Tips and keeps Update disabled in the type menu (spec 02 §5)', async () => {
    stubFetch(() => ({ status: 200, body: { notices: [] } }));
    signInAdmin();
    renderApp('/admin/notices');
    const type = await screen.findByLabelText<HTMLSelectElement>('Typ');
    expect(type.value).toBe('Tips');
    expect(within(type).getByRole<HTMLOptionElement>('option', { name: 'Uppdatering' }).disabled).toBe(true);
  });

  it('lists the published notices, corrects one and shows a refused field under it', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T08:00:00.000Z'), toFake: ['Date'] });
    let stored = { ...NOTICE };
    const calls = stubFetch((call) => {
      if (call.method === 'PUT') {
        const body = call.body as typeof NOTICE;
        if (body.endDate < '2026-11-21')
          return {
            status: 400,
            body: { code: 'validation', message: 'x', fields: { endDate: 'Slutdatumet kan inte vara i det förflutna. Ta bort meddelandet i stället.' } },
          };
        stored = { ...stored, ...body, updatedAt: '2026-11-21T08:00:00.000Z' };
        return { status: 200, body: { success: true, notice: stored } };
      }
      return { status: 200, body: { notices: [stored] } };
    });
    signInAdmin();
    renderApp('/admin/notices');
    const card = await screen.findByTestId('admin-notice');
    expect(within(card).getByText('Kom ihåg att uppdatera din profl!')).toBeTruthy();
    expect(within(card).getByText('Visas nu')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: /Redigera/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Redigera meddelande' });
    const endDay = within(dialog).getByRole('button', { name: /^Visas till/ });
    expect(endDay.textContent).toContain('30.11.2026');
    await pickDay(dialog, endDay, '19');
    expect(endDay.textContent).toContain('19.11.2026');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await within(dialog).findByText('Slutdatumet kan inte vara i det förflutna. Ta bort meddelandet i stället.');
    expect(endDay.getAttribute('aria-invalid')).toBe('true');

    await pickDay(dialog, endDay, '30');
    fireEvent.change(within(dialog).getByLabelText(/Meddelande på svenska/), { target: { value: 'Kom ihåg att uppdatera din profil!' } });
    // a notice from before had one text: its Finnish one is asked for now (decision 039)
    expect(within(dialog).getByLabelText<HTMLTextAreaElement>(/Meddelande på finska/).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText(/Meddelande på finska/), { target: { value: 'Muista päivittää profiilisi!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await screen.findByText('Kom ihåg att uppdatera din profil!');
    expect(calls.filter((c) => c.method === 'PUT').at(-1)).toMatchObject({
      url: `/api/admin/notices/${NOTICE.id}`,
      body: {
        fromAdminType: 'Tips',
        additionalInfo: 'Kom ihåg att uppdatera din profil!',
        additionalInfoFi: 'Muista päivittää profiilisi!',
        startDate: '2026-11-20',
        endDate: '2026-11-30',
      },
    });
  });

  it('removes a notice only after a confirm, in Finnish', async () => {
    let notices = [NOTICE];
    const calls = stubFetch((call) => {
      if (call.method === 'DELETE') {
        notices = [];
        return { status: 200, body: { success: true } };
      }
      return { status: 200, body: { notices } };
    });
    signInAdmin(1);
    renderApp('/admin/notices');
    const card = await screen.findByTestId('admin-notice');
    fireEvent.click(within(card).getByRole('button', { name: /Poista/ }));
    const ask = await screen.findByRole('alertdialog', { name: 'Poistetaanko tiedote?' });
    fireEvent.click(within(ask).getByRole('button', { name: 'Peruuta' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    fireEvent.click(within(card).getByRole('button', { name: /Poista/ }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Poista' }));
    await screen.findByText('Ei julkaistuja tiedotteita.');
    expect(calls.find((c) => c.method === 'DELETE')?.url).toBe(`/api/admin/notices/${NOTICE.id}`);
  });
});
