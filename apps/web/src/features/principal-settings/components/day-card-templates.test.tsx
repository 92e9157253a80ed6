import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { EMPTY_DAY_CARD } from '@vikariat/domain';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';

afterEach(() => getToasts().forEach((toast) => dismissToast(toast.id)));

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };
const TEMPLATE = {
  id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a90',
  schoolId: SCHOOL.id,
  name: 'Åk 3',
  updatedAt: '2030-01-01T08:00:00Z',
  card: { ...EMPTY_DAY_CARD, reportTo: 'Expeditionen' },
};

function server(templates: (typeof TEMPLATE)[], answers: Record<string, { status: number; body?: unknown }> = {}) {
  return stubFetch((call: RecordedCall) => {
    if (call.url === '/api/principals/get/principal') return { status: 200, body: { defaultDescription: '', defaults: null, school: SCHOOL, schoolId: SCHOOL.id } };
    if (call.url === '/api/teachers/daycard/templates') return { status: 200, body: { templates } };
    return answers[call.url] ?? { status: 200, body: { success: true } };
  });
}

async function templatesCard(): Promise<HTMLElement> {
  setViewportWidth(390);
  localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
  renderApp('/principal/settings');
  return screen.findByRole('region', { name: 'Mallar för dagkort' }, { timeout: 5000 });
}

describe('the day-card templates in principal settings (issue 24)', () => {
  it('adds a template with its name and card fields', async () => {
    const calls = server([]);
    const card = await templatesCard();
    expect(await within(card).findByText('Inga mallar ännu.')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Ny mall' }));
    const form = within(card).getByRole('form', { name: 'Ny mall' });
    fireEvent.change(within(form).getByLabelText(/Mallens namn/), { target: { value: 'Åk 5' } });
    fireEvent.change(within(form).getByLabelText('Lunch'), { target: { value: 'Matsalen 11.15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Spara mallen' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url === '/api/principals/daycard/template/add')?.body).toEqual({
        ...EMPTY_DAY_CARD,
        name: 'Åk 5',
        lunch: 'Matsalen 11.15',
        schoolId: SCHOOL.id,
      }),
    );
  });

  it('edits and deletes one, and shows a taken name under the name field', async () => {
    const calls = server([TEMPLATE], {
      '/api/principals/daycard/template/update': {
        status: 400,
        body: { code: 'validation', message: 'Ogiltiga uppgifter', fields: { name: 'Skolan har redan en mall med det namnet.' } },
      },
    });
    const card = await templatesCard();
    fireEvent.click(await within(card).findByRole('button', { name: 'Redigera mallen Åk 3' }));
    const form = within(card).getByRole('form', { name: 'Redigera mallen Åk 3' });
    expect(within(form).getByLabelText<HTMLInputElement>('Anmäl dig vid ankomst').value).toBe('Expeditionen');
    fireEvent.click(within(form).getByRole('button', { name: 'Spara mallen' }));
    expect(await within(form).findByText('Skolan har redan en mall med det namnet.')).toBeTruthy();
    expect(
      within(form)
        .getByLabelText(/Mallens namn/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    fireEvent.change(within(form).getByLabelText(/Mallens namn/), { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Spara mallen' }));
    expect(await within(form).findByText('Ge mallen ett namn.')).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Ta bort mallen Åk 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ta bort mallen Åk 3?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(calls.find((c) => c.url === '/api/principals/daycard/template/delete')?.body).toEqual({ id: TEMPLATE.id }));
  });
});
