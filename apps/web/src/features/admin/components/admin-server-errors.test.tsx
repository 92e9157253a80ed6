import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { issuePasscodeSchema, schoolFieldsSchema } from '@vikariat/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { PASSCODE_FORM } from './passcode-card.tsx';
import { SCHOOL_FORM } from './school-form-modal.tsx';

/**
 * Issue 22 item 4 on the admin's forms: every field error the school and passcode calls can give is shown — under its
 * field, or in the form's message (`message`) — where before an error of a checkbox or of the school list was dropped
 * and an error without fields went to a toast. The names: the payload schema's, plus `message`.
 */
afterEach(() => vi.unstubAllGlobals());

const SCHOOL = {
  id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a',
  name: 'Vasa övningsskola',
  municipality: '905',
  municipalityName: { name_swe: 'Vasa', namefi: 'Vaasa' },
  address: 'Skolgatan 1',
  phone: '061234567',
  licenceUntil: null,
  preschool: false,
  exportAllowed: false,
  isAdmin: false,
};
const onForm = (form: { fields: readonly string[] }) => (field: string) => form.fields.includes(field);

function serve(refused: (url: string) => boolean, fields: readonly string[]) {
  return stubFetch((call) => {
    if (refused(call.url) && call.method !== 'GET') return errorAnswer(fields);
    if (call.url === '/api/admin/schools') return { status: 200, body: { schools: [SCHOOL] } };
    return { status: 200, body: {} };
  });
}

describe('every admin-form field error is shown', { timeout: 30_000 }, () => {
  it.each(['new', 'edit'] as const)('the school form (%s)', async (mode) => {
    const fields = [...schemaFields(schoolFieldsSchema), 'message'];
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin' }));
    const calls = serve((url) => url.startsWith('/api/admin/schools'), fields);
    renderApp('/admin/schools');
    if (mode === 'new') {
      fireEvent.click(await screen.findByRole('button', { name: 'Skapa skola' }));
      fireEvent.change(await screen.findByLabelText(/^Namn/), { target: { value: 'Ny skola' } });
      fireEvent.change(screen.getByLabelText(/^Kommun och region/), { target: { value: '905' } });
    } else {
      fireEvent.click(await screen.findByRole('button', { name: /Redigera/ }));
    }
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.some((c) => c.url.startsWith('/api/admin/schools') && c.method !== 'GET')).toBe(true));
    await expectEveryErrorShown(fields, onForm(SCHOOL_FORM));
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Namn/)));
  });

  it('the export passcode card', async () => {
    const fields = [...schemaFields(issuePasscodeSchema), 'message'];
    setViewportWidth(1440);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin' }));
    const calls = serve((url) => url === '/api/admin/export-passcodes', fields);
    renderApp('/admin/schools');
    fireEvent.change(await screen.findByLabelText(/^För vem/), { target: { value: 'Vasa stad' } });
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Vasa övningsskola' }));
    fireEvent.click(screen.getByRole('button', { name: 'Skapa kod' }));
    await waitFor(() => expect(calls.some((c) => c.url === '/api/admin/export-passcodes')).toBe(true));
    await expectEveryErrorShown(fields, onForm(PASSCODE_FORM));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^För vem/)));
  });
});
