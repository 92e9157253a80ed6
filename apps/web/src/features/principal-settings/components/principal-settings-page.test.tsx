import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { pageActions } from '../../../lib/api-client.ts';

const realReload = pageActions.reload;
afterEach(() => {
  pageActions.reload = realReload;
  getToasts().forEach((toast) => dismissToast(toast.id));
});

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };

describe('/principal/settings', () => {
  it('saves the default description and stores the new token', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    const fresh = tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL, firstName: 'Ny' });
    const calls = stubFetch((call) => {
      if (call.url === '/api/principals/get/principal')
        return { status: 200, body: { defaultDescription: 'Gammal text', defaults: { start: '', end: '', info: '', subjects: [] } } };
      return { status: 200, body: { success: true, token: fresh } };
    });
    renderApp('/principal/settings');
    const area = await screen.findByLabelText('Standardbeskrivning');
    expect((area as HTMLTextAreaElement).value).toBe('Gammal text');
    fireEvent.change(area, { target: { value: 'Ny text' } });
    const card = screen.getByRole('region', { name: 'Standardbeskrivning för nya vikariat' });
    fireEvent.click(within(card).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(localStorage.getItem('token')).toBe(fresh));
    expect(calls.find((c) => c.url === '/api/shared/default-description')?.body).toEqual({ email: 'rektor@skola.fi', defaultDescription: 'Ny text' });
  });

  it('edits the urgent-job defaults (08:00–15:30 when none are saved), adds a new subject and reloads 2 s after saving', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    let reloaded = false;
    pageActions.reload = () => {
      reloaded = true;
    };
    const calls = stubFetch((call) =>
      call.url === '/api/principals/get/principal'
        ? { status: 200, body: { defaultDescription: '', defaults: { start: '', end: '', info: '', subjects: [] } } }
        : { status: 200, body: { success: true } },
    );
    renderApp('/principal/settings');
    const card = await screen.findByRole('region', { name: 'Förval för SOS-vikariat' });
    expect(within(card).getByLabelText<HTMLSelectElement>('Starttid').value).toBe('08:00');
    expect(within(card).getByLabelText<HTMLSelectElement>('Sluttid').value).toBe('15:30');
    expect(within(card).getByLabelText('Starttid').hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(card).getByRole('button', { name: 'Redigera' }));
    fireEvent.change(within(card).getByLabelText('Ämnen'), { target: { value: 'Robotik' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Lägg till' }));
    fireEvent.change(within(card).getByLabelText('Övrig information'), { target: { value: 'Ring rektorn' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Spara' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/principals/settings')?.body).toEqual({
        email: 'rektor@skola.fi',
        activate: true,
        start: '08:00',
        end: '15:30',
        info: 'Ring rektorn',
        subjects: ['Robotik'],
      }),
    );
    expect(reloaded).toBe(false);
    await waitFor(() => expect(reloaded).toBe(true), { timeout: 4000 });
  });
});
