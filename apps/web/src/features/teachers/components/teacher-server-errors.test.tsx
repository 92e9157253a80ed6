import { fireEvent, screen, within } from '@testing-library/react';
import { addTeacherSchema, editTeacherSchema } from '@vikariat/domain';
import { afterEach, describe, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { teacherFormFields } from './create-teacher-page.tsx';
import { EDIT_TEACHER_FORM } from './edit-teacher-modal.tsx';

/** Issue 22 item 4: every field error the teacher calls can give is shown (the schema's names plus `message`). */
afterEach(() => vi.unstubAllGlobals());

const SCHOOL = { id: '0190a5b2-7c3d-7e4f-8a9b-00000000000a', name: 'Vasa övningsskola' };
const OTHER = '0190a5b2-7c3d-7e4f-8a9b-00000000000b';
const onForm = (form: { fields: readonly string[] }) => (field: string) => form.fields.includes(field);
const fill = (label: string, value: string, within_: HTMLElement = document.body): void => {
  fireEvent.change(within(within_).getByLabelText(new RegExp(`^${label}`)), { target: { value } });
};

describe('every teacher-form field error is shown', { timeout: 30_000 }, () => {
  it.each([false, true])('add teacher (a principal of several schools: %s)', async (multiple) => {
    const fields = [...schemaFields(addTeacherSchema), 'message'];
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: multiple ? 'ledare' : 'principal', email: 'rektor@skola.fi', school: SCHOOL, moreSchools: multiple }));
    stubFetch((call) => {
      if (call.url === '/api/principals/get/principal') {
        const more = multiple ? [SCHOOL, { id: OTHER, name: 'Skola B' }] : [];
        return { status: 200, body: { schoolId: SCHOOL.id, school: SCHOOL.name, moreSchools: more } };
      }
      return errorAnswer(fields);
    });
    renderApp('/teachers/create');
    await screen.findByRole('heading', { name: 'Lägg till lärare' });
    if (multiple) {
      await screen.findByRole('option', { name: 'Skola B' });
      fireEvent.change(screen.getByLabelText(/^Skola/), { target: { value: OTHER } });
    }
    fill('Förnamn', 'Eva');
    fill('Efternamn', 'Berg');
    fill('E-post', 'eva@skola.fi');
    fill('Telefon', '040 123 4567');
    fireEvent.click(screen.getByRole('button', { name: 'Spara' }));
    await expectEveryErrorShown(fields, onForm(teacherFormFields(multiple)));
  });

  it('edit teacher', async () => {
    const fields = [...schemaFields(editTeacherSchema), 'message'];
    setViewportWidth(1024);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'principal', email: 'rektor@skola.fi', school: SCHOOL }));
    stubFetch((call) => {
      if (call.url === '/api/principals/teachers/getall') {
        const teacher = {
          id: 'id-b',
          firstName: 'Eva',
          lastName: 'Berg',
          email: 'b@skola.fi',
          phone: '0401',
          address: '',
          image: null,
          grades: [],
          active: true,
          school: SCHOOL,
        };
        return { status: 200, body: { teachers: [teacher], preschool: false } };
      }
      if (call.url === '/api/principals/get/principal') return { status: 200, body: { schoolId: SCHOOL.id, school: SCHOOL.name, moreSchools: [] } };
      if (call.url === '/api/principals/codes') return { status: 200, body: { codes: [], names: [], schools: [] } };
      return errorAnswer(fields);
    });
    renderApp('/teachers');
    const card = await screen.findByRole('article', { name: 'Eva Berg' });
    fireEvent.click(within(card).getByRole('button', { name: /Redigera/ }));
    const dialog = await screen.findByRole('dialog');
    fill('Telefon', '050 999 8888', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Spara' }));
    await expectEveryErrorShown(fields, onForm(EDIT_TEACHER_FORM));
  });
});
