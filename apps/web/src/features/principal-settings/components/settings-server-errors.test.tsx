import { fireEvent, screen, within } from '@testing-library/react';
import { defaultDescriptionSchema, schoolSettingsSchema } from '@vikariat/domain';
import { afterEach, describe, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { DEFAULT_DESCRIPTION_FORM } from '../../../components/default-description-editor.tsx';
import { URGENT_DEFAULTS_FORM } from './urgent-defaults-card.tsx';

/** Issue 22 item 4: every field error of the school settings calls is shown (the schemas' names plus `message`). */
afterEach(() => vi.unstubAllGlobals());

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };

function open(fields: readonly string[]) {
  setViewportWidth(1024);
  localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
  stubFetch((call) =>
    call.url === '/api/principals/get/principal'
      ? { status: 200, body: { defaultDescription: 'Text', defaults: { start: '', end: '', info: '', subjects: [] } } }
      : errorAnswer(fields),
  );
  renderApp('/principal/settings');
}

describe('every school-settings field error is shown', { timeout: 30_000 }, () => {
  it('the standard text for urgent jobs', async () => {
    const fields = [...schemaFields(schoolSettingsSchema), 'message'];
    open(fields);
    const card = await screen.findByRole('region', { name: 'Förval för SOS-vikariat' });
    fireEvent.click(within(card).getByRole('button', { name: 'Redigera' }));
    fireEvent.change(within(card).getByLabelText('Övrig information'), { target: { value: 'Ring rektorn' } });
    fireEvent.click(within(card).getByRole('button', { name: 'Spara' }));
    await expectEveryErrorShown(fields, (field) => URGENT_DEFAULTS_FORM.fields.includes(field));
  });

  it('the default description', async () => {
    const fields = [...schemaFields(defaultDescriptionSchema), 'message'];
    open(fields);
    fireEvent.change(await screen.findByLabelText('Standardbeskrivning'), { target: { value: 'Ny text' } });
    const card = screen.getByRole('region', { name: 'Standardbeskrivning för nya vikariat' });
    fireEvent.click(within(card).getByRole('button', { name: 'Spara' }));
    await expectEveryErrorShown(fields, (field) => DEFAULT_DESCRIPTION_FORM.fields.includes(field));
  });
});
