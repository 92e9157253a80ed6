import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { tokenFor } from '../../../../test/tokens.ts';
import { shiftMonth } from '@vikariat/domain';
import { setViewportWidth } from '../../../../test/viewport.ts';

const SCHOOL = '0190a5b2-7c3d-7e4f-8a9b-0000000000c1';
const JOB = '0190a5b2-7c3d-7e4f-8a9b-0000000000b1';
const entry = { jobId: JOB, day: '2030-02-26', start: '08:30', end: '14:00', breakMinutes: 30, lessons: null, status: 'corrected', late: false, note: 'Kom 08.30' };
const row = {
  ...entry,
  reviewedBy: 'Rektor Rask',
  reviewedAt: '2030-02-27T08:00:00Z',
  submitted: { start: '08:00', end: '14:00', breakMinutes: 30, lessons: null },
  substituteId: 's1',
  firstName: 'Vera',
  lastName: 'Vikström',
  birthDate: null,
  schoolId: SCHOOL,
  schoolName: 'Solbackaskolan',
  typeOfTemp: 1,
  otherTxt: '',
  scheduledStart: '08:00',
  scheduledEnd: '14:00',
  askLessons: false,
};
const change = {
  at: '2030-02-27T08:00:00.000Z',
  actorName: 'Rektor Rask',
  reason: 'Kom 08.30',
  before: { ...entry, status: 'approved', start: '08:00', note: null },
  after: entry,
  jobId: JOB,
  day: '2030-02-26',
  firstName: 'Vera',
  lastName: 'Vikström',
  schoolName: 'Solbackaskolan',
};
const school = {
  id: SCHOOL,
  name: 'Solbackaskolan',
  municipality: '091',
  municipalityName: null,
  address: '',
  phone: '',
  licenceUntil: null,
  preschool: false,
  exportAllowed: false,
};

describe('/admin/hours (issue 24)', () => {
  it('reads a chosen school’s month read-only, with the change log; nothing is read before a school is chosen', async () => {
    setViewportWidth(1180);
    localStorage.setItem('token', tokenFor({ typeOfUser: 'admin', email: 'admin@vikariat.fi' }));
    const calls = stubFetch((call) => {
      if (call.url.startsWith('/api/admin/schools')) return { status: 200, body: { schools: [school] } };
      if (call.url.endsWith('/api/principals/hours/month')) return { status: 200, body: { rows: [row], missing: [], changes: [change] } };
      return { status: 200, body: {} };
    });
    renderApp('/admin/hours');
    // the lazy screen loads slowly on a busy machine
    await screen.findByText('Välj en skola för att se dess timmar. Varje visning loggas i granskningsloggen.', {}, { timeout: 15_000 });
    expect(calls.some((c) => c.url.endsWith('/api/principals/hours/month'))).toBe(false);
    const select = await screen.findByLabelText('Skola');
    await within(select).findByRole('option', { name: 'Solbackaskolan' });
    fireEvent.change(select, { target: { value: SCHOOL } });
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/principals/hours/month'))?.body).toMatchObject({ schoolId: SCHOOL }));
    const given = await screen.findByRole('region', { name: 'Angivna timmar' }, { timeout: 10_000 });
    expect(within(given).getByText('Rättad av skolan')).toBeTruthy();
    expect(within(given).getByText('Rektor Rask: Kom 08.30')).toBeTruthy();
    // read-only: no review buttons
    expect(within(given).queryByRole('button')).toBeNull();
    const log = screen.getByRole('region', { name: 'Ändringslogg' });
    expect(within(log).getByText(/Från Godkänd: 08:00–14:00, rast 30 min till Rättad av skolan: 08:30–14:00, rast 30 min/)).toBeTruthy();
    expect(within(log).getByText('Orsak: Kom 08.30')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Löneexport (xlsx)' })).toBeTruthy();

    // the month is named in the app's language (not the browser's "February 2030"); a step asks for the month before
    const month = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Månad' });
    const shown = month.value;
    expect(within(month).getByRole('option', { selected: true }).textContent).toMatch(/^[A-ZÅÄÖ][a-zåäö]+ \d{4}$/);
    fireEvent.click(screen.getByRole('button', { name: 'Föregående månad' }));
    const before = shiftMonth(shown, -1);
    expect(month.value).toBe(before);
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/api/principals/hours/month')).at(-1)?.body).toEqual({ month: before, schoolId: SCHOOL }));
  });
});
