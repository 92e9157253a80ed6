import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DAY_CARD } from '@vikariat/domain';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { setToken } from '../../../lib/session.ts';
import { applicantDoc, chosenIn, JOB, renderWithList, SCHOOL, schoolJobDoc, seedSchoolJobs, syncDown, wipeSchoolDb } from '../../../../test/school-db.tsx';

/** The Helsinki date and time `hours` from now: the warning runs on the real clock. */
function helsinkiIn(hours: number): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Helsinki',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(Date.now() + hours * 3_600_000));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

const soon = helsinkiIn(3);
const booked = chosenIn(
  schoolJobDoc({
    startDate: soon.date,
    endDate: soon.date,
    startTime: soon.time,
    endTime: '23:59',
    applicants: [applicantDoc({ email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström' })],
  }),
  'vera@x.fi',
);
const TEMPLATE = {
  id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a90',
  schoolId: SCHOOL,
  name: 'Åk 3',
  updatedAt: '2030-01-01T08:00:00Z',
  card: { ...EMPTY_DAY_CARD, reportTo: 'Expeditionen', contactName: 'Eva Ek', contactPhone: '040 123 4567', lunch: 'Matsalen 11.15' },
};

const answer = (fields?: Record<string, string>) => (call: RecordedCall) => {
  syncDown(call);
  if (call.url.endsWith('/api/teachers/daycard/templates')) return { status: 200, body: { templates: [TEMPLATE] } };
  if (call.url.endsWith('/api/teachers/daycard') && fields) return { status: 400, body: { code: 'validation', message: 'Ogiltiga uppgifter', fields } };
  return { status: 200, body: { success: true } };
};

afterEach(wipeSchoolDb);
beforeEach(() => {
  getToasts().forEach((toast) => dismissToast(toast.id));
  setViewportWidth(1024);
  setToken(tokenFor({ typeOfUser: 'principal' }));
});

describe('the day card on the manage page (issue 24)', () => {
  it('warns of a booked job within 24 h without a card, fills it from a template in one tap, then saves it edited', async () => {
    const calls = stubFetch(answer());
    await seedSchoolJobs([booked]);
    renderApp(`/manage/${JOB}`);
    expect(await screen.findByTestId('day-card-warning', {}, { timeout: 5000 })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fyll i dagkortet' }));
    const form = await screen.findByRole('form', { name: 'Dagkort' });
    fireEvent.change(await within(form).findByLabelText('Mall'), { target: { value: TEMPLATE.id } });
    fireEvent.click(within(form).getByRole('button', { name: 'Fyll från mall' }));
    expect(within(form).getByLabelText<HTMLInputElement>('Anmäl dig vid ankomst').value).toBe('Expeditionen');
    fireEvent.change(within(form).getByLabelText('Klassrum'), { target: { value: 'B204' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Spara dagkortet' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/teachers/daycard'))?.body).toEqual({ id: JOB, ...TEMPLATE.card, room: 'B204' }));
    expect(await screen.findByText('Dagkortet är sparat.')).toBeTruthy();
  });

  it('shows the form’s own and the server’s field errors under the fields', async () => {
    const calls = stubFetch(answer({ room: 'Högst 100 tecken.' }));
    await seedSchoolJobs([booked]);
    renderApp(`/manage/${JOB}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Fyll i dagkortet' }, { timeout: 5000 }));
    const form = await screen.findByRole('form', { name: 'Dagkort' });
    fireEvent.change(within(form).getByLabelText('Kontaktpersonens telefon'), { target: { value: 'ring mig' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Spara dagkortet' }));
    expect(await within(form).findByText(/Ange ett telefonnummer/)).toBeTruthy();
    expect(calls.some((c) => c.url.endsWith('/api/teachers/daycard'))).toBe(false);
    fireEvent.change(within(form).getByLabelText('Kontaktpersonens telefon'), { target: { value: '040 123 4567' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Spara dagkortet' }));
    expect(await within(form).findByText('Högst 100 tecken.')).toBeTruthy();
    expect(within(form).getByLabelText('Klassrum').getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a filled card without a warning, and marks the board’s card only while one is missing', async () => {
    stubFetch(answer());
    const filled = { ...booked, id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a61', dayCard: { ...EMPTY_DAY_CARD, reportTo: 'Expeditionen', classNotes: 'Otto har nötallergi' } };
    await seedSchoolJobs([booked, filled]);
    renderWithList('/jobs/overview');
    expect(await screen.findAllByTestId('board-card', {}, { timeout: 5000 })).toHaveLength(2);
    expect(await screen.findAllByTestId('day-card-mark', {}, { timeout: 5000 })).toHaveLength(1);
    await wipeSchoolDb();
    setToken(tokenFor({ typeOfUser: 'principal' }));
    await seedSchoolJobs([booked, filled]);
    renderApp(`/manage/${filled.id}`);
    expect(await screen.findByText('Otto har nötallergi', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('day-card-warning')).toBeNull();
    expect(screen.getByRole('button', { name: 'Redigera dagkortet' })).toBeTruthy();
  });
});
