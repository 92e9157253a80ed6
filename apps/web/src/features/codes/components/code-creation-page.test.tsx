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

describe('/code/creation', () => {
  it('lists unused and used codes apart, and creates a code with the success message', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    let reloaded = false;
    pageActions.reload = () => {
      reloaded = true;
    };
    const calls = stubFetch((call) =>
      call.url === '/api/principals/get/codes'
        ? {
            status: 200,
            body: {
              codes: [
                { code: 'FRESH-1', used: false, school: SCHOOL.id },
                { code: 'TAKEN-1', used: true, school: SCHOOL.id },
              ],
            },
          }
        : { status: 200, body: { success: true, message: 'Ny kod skapad!' } },
    );
    renderApp('/code/creation');
    const unused = await screen.findByRole('region', { name: 'Oanvända koder' });
    await within(unused).findByText('FRESH-1');
    expect(within(screen.getByRole('region', { name: 'Använda koder' })).getByText('TAKEN-1')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('Ny kod'), { target: { value: 'VASA-HOST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa' }));
    await screen.findByText('Ny kod skapad!');
    expect(calls.find((c) => c.url === '/api/principals/create/code')?.body).toEqual({ code: 'VASA-HOST', email: 'rektor@skola.fi' });
    await waitFor(() => expect(reloaded).toBe(true), { timeout: 4000 });
  });

  it('shows a refused code under the field', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    stubFetch((call) =>
      call.url === '/api/principals/get/codes'
        ? { status: 200, body: { codes: [] } }
        : { status: 400, body: { code: 'validation', message: 'Fel', fields: { code: 'Koden finns redan. Välj en annan kod.' } } },
    );
    renderApp('/code/creation');
    fireEvent.change(await screen.findByLabelText('Ny kod'), { target: { value: 'DUBBEL-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa' }));
    await screen.findByText('Koden finns redan. Välj en annan kod.');
    expect(screen.queryByText('Ny kod skapad!')).toBeNull();
  });
});

describe('/code/creation for a leader over several schools', () => {
  it('sends the picked school with the code', async () => {
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'ledare', email: 'ledare@stad.fi', school: null, moreSchools: true }));
    const OTHER = '0190a5b2-7c3d-7e4f-8a9b-00000000000b';
    pageActions.reload = () => undefined;
    const calls = stubFetch((call) => {
      if (call.url === '/api/principals/get/principal')
        return {
          status: 200,
          body: {
            schoolId: null,
            school: '',
            moreSchools: [
              { id: SCHOOL.id, name: 'Skola A' },
              { id: OTHER, name: 'Skola B' },
            ],
          },
        };
      if (call.url === '/api/principals/get/codes') return { status: 200, body: { codes: [{ code: 'B-KOD-1', used: false, school: OTHER }] } };
      return { status: 200, body: { success: true } };
    });
    renderApp('/code/creation');
    await screen.findByText('· Skola B');
    fireEvent.change(await screen.findByLabelText(/^Skola/), { target: { value: OTHER } });
    fireEvent.change(screen.getByLabelText('Ny kod'), { target: { value: 'B-KOD-2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/principals/create/code')?.body).toEqual({ code: 'B-KOD-2', email: 'ledare@stad.fi', school: OTHER }));
  });
});
