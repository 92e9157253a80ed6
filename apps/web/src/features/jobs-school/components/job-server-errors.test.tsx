import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { addTempSchema, schoolCancelSchema, sosSchema, todayInFinland, updateTempSchema } from '@vikariat/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorAnswer, expectEveryErrorShown, messageFor, schemaFields } from '../../../../test/field-errors.ts';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { jobFormFields } from './job-form.tsx';
import { sosFormFields } from './sos-dialog.tsx';
import { applicantDoc, chosenIn, JOB, SCHOOL, schoolJobDoc, seedSchoolJobs, syncDown, wipeSchoolDb } from '../../../../test/school-db.tsx';

/**
 * Issue 22 item 4 on the school's job forms: every field error addtemp, updatetemp, sos and cancel/chosen can give is
 * shown — under its field when the form has it, else in the form's message — and the first one has the focus. The
 * names: each payload schema's, plus `message`. Before, a field the form lacked (owner, expire, id, ...) was dropped.
 */
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await wipeSchoolDb();
});

const SCHOOL_A = SCHOOL;
const SCHOOL_B = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a51';
const TEACHER = { id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a70', firstName: 'Lars', lastName: 'Lind', email: 'lars@x.fi', grade: ['3'] };
const SCHOOLS = [
  { id: SCHOOL_A, name: 'Solbackaskolan' },
  { id: SCHOOL_B, name: 'Esbo svenska skola' },
];
const onForm = (fields: readonly string[]) => (field: string) => fields.includes(field);

// the school's replicated job with its chosen applicant: the manage page reads it from the device
const job = chosenIn(schoolJobDoc({ applicants: [applicantDoc({ email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', status: 'teacher' })] }), 'vera@x.fi');

/** The school's context answers; the call under test answers with an error under every one of `fields`. */
function serve(refused: string, fields: readonly string[], leader = true) {
  return stubFetch((call: RecordedCall) => {
    syncDown(call);
    if (call.url.endsWith(refused)) return errorAnswer(fields);
    if (call.url.endsWith('/api/principals/get/principal')) {
      return {
        status: 200,
        body: { grade: ['3'], schoolId: SCHOOL_A, school: 'Solbackaskolan', moreSchools: leader ? SCHOOLS : [], defaults: { start: '08:00', end: '12:00', info: '' } },
      };
    }
    if (call.url.endsWith('/api/principals/teachers/getall')) return { status: 200, body: { teachers: [TEACHER] } };
    if (call.url.endsWith('/api/teachers/get/teacher')) return { status: 200, body: { grade: ['3'] } };
    return { status: 200, body: { success: true } };
  });
}

/** The first error in reading order has the focus: a field's control, or the form's message. */
const expectFocusOnFirstError = async (container: HTMLElement) => {
  const first = container.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
  await waitFor(() => expect(first !== null && (first === document.activeElement || first.contains(document.activeElement))).toBe(true));
};

describe('every job-form field error is shown', { timeout: 30_000 }, () => {
  it.each([
    ['a principal of several schools, with teachers', 'ledare'],
    ['a teacher', 'teacher'],
  ] as const)('new job: %s', async (_, role) => {
    const fields = [...schemaFields(addTempSchema(todayInFinland())), 'message'];
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: role, moreSchools: role === 'ledare', school: { id: SCHOOL_A, name: 'Solbackaskolan' } }));
    const calls = serve('/api/teachers/addtemp', fields);
    renderApp('/jobs/new');
    await screen.findByRole('heading', { name: 'Skapa vikariat' });
    if (role === 'ledare') {
      await screen.findByRole('option', { name: 'Esbo svenska skola' });
      await screen.findByRole('option', { name: 'Lars Lind' });
      fireEvent.change(screen.getByLabelText(/^Skola/), { target: { value: SCHOOL_B } });
      fireEvent.change(screen.getByLabelText(/^För lärare/), { target: { value: TEACHER.id } });
    }
    fireEvent.change(screen.getByLabelText(/^Typ av vikariat/), { target: { value: '17' } });
    fireEvent.change(screen.getByLabelText(/^Annan, vad/), { target: { value: 'Lägerskola' } });
    fireEvent.click(screen.getByText('Publicera', { selector: 'button' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/teachers/addtemp'))).toBe(true));
    const leader = role === 'ledare';
    const shown = jobFormFields({
      principal: leader,
      schools: leader ? SCHOOLS : [],
      teachers: leader ? [{ id: TEACHER.id, name: 'Lars Lind', email: '', grades: [] }] : [],
      adminNotice: false,
      typeOfTemp: 17,
    });
    await expectEveryErrorShown(fields, onForm(shown));
    await expectFocusOnFirstError(screen.getByRole('heading', { name: 'Skapa vikariat' }).parentElement as HTMLElement);
  });

  it('edit job', async () => {
    const fields = [...schemaFields(updateTempSchema), 'message'];
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = serve('/api/teachers/updatetemp', fields);
    await seedSchoolJobs([job]);
    renderApp(`/manage/${JOB}`, { edit: true });
    fireEvent.click(await screen.findByRole('button', { name: 'Spara' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/teachers/updatetemp'))).toBe(true));
    await expectEveryErrorShown(fields, onForm(jobFormFields({ principal: true, schools: [], teachers: [], adminNotice: false, typeOfTemp: 1 })));
    // `id` has no field: it is in the form's message, not lost
    expect(screen.getByRole('alert').textContent).toContain(messageFor('id'));
  });

  it.each([true, false])('SOS (a principal of several schools: %s)', async (leader) => {
    // the saved defaults (08:00) still lie ahead at 07:00 in Helsinki: the dialog posts them as they are
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-05T05:00:00Z') });
    const fields = [...schemaFields(sosSchema), 'message'];
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: leader ? 'ledare' : 'principal', moreSchools: leader }));
    const calls = serve('/api/principals/sos', fields, leader);
    renderApp('/jobs/new');
    fireEvent.click(await screen.findByRole('button', { name: 'SOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'SOS – akut vikariat i dag' });
    if (leader) {
      await within(dialog).findByRole('option', { name: 'Esbo svenska skola' });
      fireEvent.change(within(dialog).getByLabelText(/^Skola/), { target: { value: SCHOOL_B } });
    }
    await waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Publicera SOS' }).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicera SOS' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/principals/sos'))).toBe(true));
    await expectEveryErrorShown(fields, onForm(sosFormFields(leader ? 2 : 1)));
    await expectFocusOnFirstError(dialog);
  });

  it("the school's cancellation of a booking", async () => {
    const fields = [...schemaFields(schoolCancelSchema), 'message'];
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = serve('/api/teachers/cancel/chosen', fields);
    await seedSchoolJobs([job]);
    renderApp(`/manage/${JOB}`);
    fireEvent.click(await screen.findByRole('button', { name: /^Avboka/ }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Orsak/), { target: { value: 'Klassen är på utflykt' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /^Avboka/ }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/teachers/cancel/chosen'))).toBe(true));
    await expectEveryErrorShown(fields, (field) => field === 'reason');
  });
});

describe('the SOS dialog and the clock', () => {
  it('opens with a saved start already past moved to now, offers no past start, and posts what it shows', async () => {
    // 10:02 in Helsinki; the saved defaults are 08:00-12:00
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2030-03-05T08:02:00Z') });
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = serve('/api/none', [], false);
    renderApp('/jobs/new');
    fireEvent.click(await screen.findByRole('button', { name: 'SOS' }));
    const dialog = await screen.findByRole('dialog', { name: 'SOS – akut vikariat i dag' });
    const start = within(dialog).getByLabelText<HTMLSelectElement>(/^Starttid/);
    await waitFor(() => expect(start.value).toBe('10:05'));
    expect(within(dialog).getByLabelText<HTMLSelectElement>(/^Sluttid/).value).toBe('12:00');
    expect(within(start).getByRole<HTMLOptionElement>('option', { name: '09:45' }).disabled).toBe(true);
    expect(within(start).getByRole<HTMLOptionElement>('option', { name: '09:50' }).disabled).toBe(false);
    await waitFor(() => expect(within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Publicera SOS' }).disabled).toBe(false));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Publicera SOS' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/principals/sos'))?.body).toMatchObject({ start: '10:05', end: '12:00' }));
  });
});
