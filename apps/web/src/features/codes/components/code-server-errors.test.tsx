import { fireEvent, screen } from '@testing-library/react';
import { createCodeSchema } from '@vikariat/domain';
import { afterEach, describe, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { codeFormFields } from './code-creation-page.tsx';

/** Issue 22 item 4: every field error the code call can give is shown (the schema's names plus `message`). */
afterEach(() => vi.unstubAllGlobals());

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };
const OTHER = '0190a5b2-7c3d-7e4f-8a9b-00000000000b';

describe('every code-creation field error is shown', { timeout: 30_000 }, () => {
  it.each([false, true])('a principal of several schools: %s', async (multiple) => {
    const fields = [...schemaFields(createCodeSchema), 'message'];
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: multiple ? 'ledare' : 'principal', email: 'rektor@skola.fi', school: SCHOOL, moreSchools: multiple }));
    stubFetch((call) => {
      if (call.url === '/api/principals/get/codes') return { status: 200, body: { codes: [] } };
      if (call.url === '/api/principals/get/principal' || call.url === '/api/shared/getschool') {
        const more = multiple ? [SCHOOL, { id: OTHER, name: 'Skola B' }] : [];
        return { status: 200, body: { schoolId: SCHOOL.id, school: SCHOOL.name, moreSchools: more } };
      }
      if (call.url === '/api/principals/create/code') return errorAnswer(fields);
      return { status: 200, body: {} };
    });
    renderApp('/code/creation');
    if (multiple) {
      await screen.findByRole('option', { name: 'Skola B' });
      fireEvent.change(screen.getByLabelText(/^Skola/), { target: { value: OTHER } });
    }
    fireEvent.change(await screen.findByLabelText(/^Ny kod/), { target: { value: 'VASA-HOST' } });
    fireEvent.click(screen.getByRole('button', { name: 'Skapa' }));
    await expectEveryErrorShown(fields, (field) => codeFormFields(multiple).fields.includes(field));
  });
});
