import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { finnishDate, type HoursEntry } from '@vikariat/domain';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { setToken } from '../../../lib/session.ts';
import { applicantDoc, chosenIn, JOB, schoolJobDoc, seedSchoolJobs, syncDown, wipeSchoolDb } from '../../../../test/school-db.tsx';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
const FIRST = daysAgo(3);
const SECOND = daysAgo(2);
const given: HoursEntry = {
  jobId: JOB,
  day: FIRST,
  start: '08:10',
  end: '14:30',
  breakMinutes: 30,
  lessons: 5,
  status: 'pending',
  late: false,
  note: null,
  reviewedBy: null,
  reviewedAt: null,
  submitted: null,
};
const booked = {
  ...chosenIn(
    schoolJobDoc({
      startDate: FIRST,
      endDate: SECOND,
      startTime: '08:00',
      endTime: '14:00',
      applicants: [applicantDoc({ email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström' })],
    }),
    'vera@x.fi',
  ),
  hours: [given],
};

// the review calls (the school's settings are read beside them)
const REVIEW = /\/api\/principals\/hours\/(approve|correct|noshow)$/;
const answer = (fields?: Record<string, string>) => (call: RecordedCall) => {
  syncDown(call);
  if (REVIEW.test(call.url) && fields) return { status: 400, body: { code: 'validation', message: 'Ogiltiga uppgifter', fields } };
  return { status: 200, body: { success: true } };
};

afterEach(wipeSchoolDb);
beforeEach(() => {
  getToasts().forEach((toast) => dismissToast(toast.id));
  setViewportWidth(1024);
  setToken(tokenFor({ typeOfUser: 'principal' }));
});

const dayItem = async (day: string) => screen.findByRole<HTMLElement>('listitem', { name: finnishDate(day) }, { timeout: 5000 });
/** The texts a control's aria-describedby points at: its hint and the error under it. */
const described = (control: HTMLElement) => (control.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);

describe('the principal reviews the hours on the manage page (issue 24)', () => {
  it('approves a given day with a late arrival', async () => {
    const calls = stubFetch(answer());
    await seedSchoolJobs([booked]);
    renderApp(`/manage/${JOB}`);
    const first = await dayItem(FIRST);
    expect(within(first).getByText('Väntar på godkännande')).toBeTruthy();
    fireEvent.click(within(first).getByLabelText('Sen ankomst'));
    fireEvent.click(within(first).getByRole('button', { name: `Godkänn ${finnishDate(FIRST)}` }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/principals/hours/approve'))?.body).toEqual({ id: JOB, day: FIRST, late: true }));
    expect(await screen.findByText('Timmarna är godkända.')).toBeTruthy();
  });

  it('corrects a day only with a reason, and shows the server’s field errors under the fields', async () => {
    const calls = stubFetch(answer({ end: 'Sluttiden måste vara efter starttiden.' }));
    await seedSchoolJobs([booked]);
    renderApp(`/manage/${JOB}`);
    const second = await dayItem(SECOND);
    expect(within(second).getByText('Vikarien har inte angett timmar ännu.')).toBeTruthy();
    fireEvent.click(within(second).getByRole('button', { name: `Rätta ${finnishDate(SECOND)}` }));
    const form = within(second).getByRole('form', { name: `Rätta ${finnishDate(SECOND)}` });
    // the start as an hour and a minute menu (TimeField), pre-filled from the job
    const [hour, minute] = (['timme', 'minut'] as const).map((part) => within(form).getByRole<HTMLSelectElement>('combobox', { name: `Började ${part}` }));
    expect([hour?.value, minute?.value]).toEqual(['08', '00']);
    fireEvent.change(minute!, { target: { value: '15' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Spara rättelsen' }));
    expect(await within(form).findByText('Skriv varför timmarna rättas.')).toBeTruthy();
    expect(calls.some((c) => REVIEW.test(c.url))).toBe(false);
    fireEvent.change(within(form).getByLabelText(/Orsak/), { target: { value: 'Vikarien glömde ange dagen' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Spara rättelsen' }));
    expect(await within(form).findByText('Sluttiden måste vara efter starttiden.')).toBeTruthy();
    expect(calls.find((c) => c.url.endsWith('/api/principals/hours/correct'))?.body).toMatchObject({
      id: JOB,
      day: SECOND,
      start: '08:15',
      end: '14:00',
      reason: 'Vikarien glömde ange dagen',
    });
  });

  it('offers no second approval of an approved day: a changed late mark is saved, and a day approved meanwhile says so', async () => {
    const approved = { ...given, status: 'approved' as const, reviewedBy: 'Rita Rektor', reviewedAt: '2030-01-01T10:00:00Z' };
    const calls = stubFetch((call) => {
      syncDown(call);
      // the second day was approved by another leader a moment ago
      if (call.url.endsWith('/approve') && (call.body as { day?: string }).day === SECOND) return { status: 200, body: { success: true, alreadyApproved: true } };
      return { status: 200, body: { success: true, alreadyApproved: false } };
    });
    await seedSchoolJobs([{ ...booked, hours: [approved, { ...given, day: SECOND }] }]);
    renderApp(`/manage/${JOB}`);
    const first = await dayItem(FIRST);
    expect(within(first).getByText('Godkänd')).toBeTruthy();
    expect(within(first).queryByRole('button', { name: /Godkänn/ })).toBeNull();
    expect(within(first).queryByRole('button', { name: /Spara ändringen/ })).toBeNull();
    fireEvent.click(within(first).getByLabelText('Sen ankomst'));
    fireEvent.click(within(first).getByRole('button', { name: `Spara ändringen ${finnishDate(FIRST)}` }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/approve'))?.body).toEqual({ id: JOB, day: FIRST, late: true }));
    expect(await screen.findByText('Ändringen är sparad.')).toBeTruthy();

    fireEvent.click(within(await dayItem(SECOND)).getByRole('button', { name: `Godkänn ${finnishDate(SECOND)}` }));
    expect(await screen.findByText('Timmarna var redan godkända.')).toBeTruthy();
    expect(screen.queryByText('Timmarna är godkända.')).toBeNull();
  });

  it('shows every field’s error at once, each under its field, in the reader’s language', async () => {
    setToken(tokenFor({ typeOfUser: 'principal', siteLang: 1 }));
    const calls = stubFetch(answer());
    await seedSchoolJobs([booked]);
    renderApp(`/manage/${JOB}`);
    const second = await dayItem(SECOND);
    fireEvent.click(await within(second).findByRole('button', { name: `Korjaa ${finnishDate(SECOND)}` }));
    const form = within(second).getByRole('form', { name: `Korjaa ${finnishDate(SECOND)}` });
    // the end at the start, the break emptied, no reason: three errors, not one per attempt
    fireEvent.change(within(form).getByRole('combobox', { name: 'Lopetti tunti' }), { target: { value: '08' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Lopetti minuutti' }), { target: { value: '00' } });
    const pause = within(form).getByLabelText(/Palkaton tauko/);
    fireEvent.change(pause, { target: { value: '' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Tallenna korjaus' }));
    expect(await within(form).findByText('Päättymisaika ei voi olla sama kuin alkamisaika.')).toBeTruthy();
    expect(described(within(form).getByRole('combobox', { name: 'Lopetti tunti' }))).toContain('Päättymisaika ei voi olla sama kuin alkamisaika.');
    expect(described(pause)).toEqual(['Tauko on 0–600 minuuttia.']);
    expect(described(within(form).getByLabelText(/Syy/))).toEqual(['Sijainen näkee syyn ja sen antajan.', 'Kirjoita, miksi tunteja korjataan.']);
    expect(calls.some((c) => REVIEW.test(c.url))).toBe(false);
  });
});
