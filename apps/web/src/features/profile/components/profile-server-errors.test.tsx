import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { changePasswordSchema, saveProfileSchema } from '@vikariat/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { additionalFormFields, basicFormFields } from '../profile-form.ts';
import { CHANGE_PASSWORD_FORM } from './change-password-modal.tsx';

/**
 * Issue 22 item 4 on the profile's forms: every field error saveprofile (and change-password) can give is shown at
 * its field when the form has it, else in the form's message. The names: the payload schema's, plus the service's
 * birthDate and the JSON screen's `message`.
 */
beforeEach(() => setViewportWidth(1440));
afterEach(() => {
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const SAVE_FIELDS = [...schemaFields(saveProfileSchema('2026-01-01')), 'birthDate', 'message'];
const onForm = (form: { fields: readonly string[] }) => (field: string) => form.fields.includes(field);

const SUBSTITUTE = {
  email: 'anna.lind@example.fi',
  firstName: 'Anna',
  lastName: 'Lind',
  phone: '0401234567',
  birthDate: '19900514',
  regions: [{ code: '091', name_swe: 'Helsingfors', namefi: 'Helsinki' }],
};

function serve(profile: Record<string, unknown>, answer = errorAnswer(SAVE_FIELDS)) {
  return stubFetch((call) => {
    if (call.url.endsWith('/get/user') || call.url.endsWith('/get/teacher') || call.url.endsWith('/get/principal')) return { status: 200, body: profile };
    if (call.url === '/api/shared/saveprofile' || call.url === '/api/shared/change-password') return answer;
    return { status: 200, body: {} };
  });
}

/** Opens an edit form, changes one text field so save is allowed, saves. */
async function editAndSave(block: 'grundinformation' | 'tilläggsinformation', label: RegExp, value: string) {
  fireEvent.click(await screen.findByRole('button', { name: `Redigera ${block}` }, { timeout: 15_000 }));
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
}

describe('every saveprofile field error is shown', { timeout: 60_000 }, () => {
  it.each(['teacher', 'student', 'other'] as const)('a substitute (%s), basic information', async (status) => {
    setToken(tokenFor({ email: SUBSTITUTE.email }));
    serve({ ...SUBSTITUTE, status, otherTxt: status === 'other' ? 'Kantor' : '' });
    renderApp('/profile');
    await editAndSave('grundinformation', /^Telefon/, '0409876543');
    await expectEveryErrorShown(SAVE_FIELDS, onForm(basicFormFields(true, status)));
  });

  it.each(['teacher', 'student'] as const)('a substitute (%s), additional information', async (status) => {
    setToken(tokenFor({ email: SUBSTITUTE.email }));
    serve({ ...SUBSTITUTE, status, policeRecord: { isActive: true, expirationDate: '2099-01-31' } });
    renderApp('/profile');
    await editAndSave('tilläggsinformation', /^Skola eller läroanstalt/, 'Åbo Akademi');
    await expectEveryErrorShown(SAVE_FIELDS, onForm(additionalFormFields(true, status)));
  });

  it.each(['grundinformation', 'tilläggsinformation'] as const)('a teacher, %s', async (block) => {
    setToken(tokenFor({ email: 'tea@example.fi', typeOfUser: 'teacher', school: { id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5d', name: 'Solbackaskolan' } }));
    serve({ email: 'tea@example.fi', firstName: 'Tea', lastName: 'L', phone: '0401', school: 'Solbackaskolan', grade: [] });
    renderApp('/profile');
    if (block === 'grundinformation') await editAndSave(block, /^Adress/, 'Skolvägen 2');
    else await editAndSave(block, /^Annat, vad/, 'Speciallärare');
    await expectEveryErrorShown(SAVE_FIELDS, onForm(block === 'grundinformation' ? basicFormFields(false, '') : additionalFormFields(false, '')));
  });

  it('a status changed on the form: the field it reveals takes its error', async () => {
    setToken(tokenFor({ email: SUBSTITUTE.email }));
    serve({ ...SUBSTITUTE, status: 'teacher' }, errorAnswer(['otherTxt']));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Redigera grundinformation' }, { timeout: 15_000 }));
    fireEvent.click(screen.getByRole('radio', { name: 'Annan' }));
    fireEvent.change(screen.getByLabelText(/^Beskriv vad du gör/), { target: { value: 'Kantor' } });
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await expectEveryErrorShown(['otherTxt'], () => true);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText(/^Beskriv vad du gör/)));
  });
});

describe('change password', { timeout: 30_000 }, () => {
  it('shows every field error the call can give', async () => {
    const fields = [...schemaFields(changePasswordSchema(() => false)), 'message'];
    setToken(tokenFor({ email: SUBSTITUTE.email }));
    serve(SUBSTITUTE, errorAnswer(fields));
    renderApp('/profile');
    fireEvent.click(await screen.findByRole('button', { name: 'Byt lösenord' }, { timeout: 15_000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Byt lösenord' });
    fireEvent.change(within(dialog).getByLabelText(/Nuvarande lösenord/), { target: { value: 'Gammalt-lösen-1' } });
    fireEvent.change(within(dialog).getByLabelText(/^Nytt lösenord/), { target: { value: 'Nytt-långt-lösen-2' } });
    fireEvent.change(within(dialog).getByLabelText(/Bekräfta lösenordet/), { target: { value: 'Nytt-långt-lösen-2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Byt lösenord' }));
    await expectEveryErrorShown(fields, onForm(CHANGE_PASSWORD_FORM));
  });
});
