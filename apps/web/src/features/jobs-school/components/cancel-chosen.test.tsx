import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import { setToken } from '../../../lib/session.ts';
import { applicantDoc, chosenIn, JOB, schoolJobDoc, seedSchoolJobs, syncDown, wipeSchoolDb } from '../../../../test/school-db.tsx';

const ME = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a5b';

// a job far ahead, so it can still be cancelled on the real clock; the screens read it from the device
const job = chosenIn(
  schoolJobDoc({
    startDate: '2099-03-05',
    endDate: '2099-03-05',
    applicants: [
      applicantDoc({ email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', appliedAt: '2030-01-01T08:00:00Z' }),
      applicantDoc({ email: 'bo@x.fi', firstName: 'Bo', lastName: 'Ahl', status: 'Studerande', appliedAt: '2030-01-01T09:00:00Z', lateCancellations: 2 }),
    ],
  }),
  'vera@x.fi',
);
const answer = (call: RecordedCall) => {
  syncDown(call);
  if (call.url.endsWith('/api/teachers/cancel/chosen')) return { status: 200, body: { success: true, late: false } };
  return { status: 200, body: { success: true } };
};

afterEach(wipeSchoolDb);
beforeEach(() => {
  getToasts().forEach((toast) => dismissToast(toast.id));
  setViewportWidth(1024);
});

describe('the school cancels its booked substitute (issue 24)', () => {
  it('asks for a reason, then cancels online; the person and their late cancellations are shown', async () => {
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch(answer);
    await seedSchoolJobs([job]);
    renderApp(`/manage/${JOB}`);
    await screen.findByText('Bo Ahl');
    fireEvent.click(screen.getByRole('button', { name: 'Avboka vikarien' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avboka Vera Vikström?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avboka vikarien' }));
    await within(dialog).findByText('Ange en orsak till avbokningen.');
    expect(calls.some((c) => c.url.endsWith('/api/teachers/cancel/chosen'))).toBe(false);
    fireEvent.change(within(dialog).getByLabelText(/Orsak/), { target: { value: 'Läraren är frisk igen' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avboka vikarien' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/api/teachers/cancel/chosen'))?.body).toEqual({ email: 'vera@x.fi', id: JOB, reason: 'Läraren är frisk igen' }),
    );
    await screen.findByText(/Bokningen är avbokad\. Vera Vikström har fått ett meddelande/);
    const bo = screen.getAllByTestId('manage-applicant').find((row) => row.textContent?.includes('Bo Ahl'));
    expect(within(bo as HTMLElement).getByText('2 sena avbokningar')).toBeTruthy();
  });

  const cancelled = (late: boolean, ownerId: string) =>
    act(() => {
      window.dispatchEvent(new CustomEvent('vikariat:bookingCancelled', { detail: { id: JOB, by: 'substitute', late, ownerId } }));
    });

  it('tells a principal at once, in the app, that the booked substitute cancelled', async () => {
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch(answer);
    await seedSchoolJobs([job]);
    renderApp('/jobs/overview');
    // the layout mounts its feeders lazily: the event is sent until one listens and the school's list holds the job (the
    // toast is then named by it; one sent before the list arrived is not, and is cleared)
    await waitFor(() => {
      getToasts().forEach((shown) => dismissToast(shown.id));
      cancelled(true, 'someone');
      expect(getToasts().some((shown) => shown.message.startsWith('05.03.2099'))).toBe(true);
    });
    await screen.findByText('05.03.2099 08:00–15:30: Sen avbokning: den bokade vikarien kommer inte. Vikariatet är öppet igen.');
    expect(screen.getByRole('button', { name: 'Öppna vikariatet' })).toBeTruthy();
  });

  it('tells a teacher only of their own jobs', async () => {
    setToken(tokenFor({ typeOfUser: 'teacher', sub: ME }));
    stubFetch(answer);
    await seedSchoolJobs([job]);
    renderApp('/jobs/overview');
    await waitFor(() => {
      cancelled(false, ME);
      expect(getToasts()).not.toHaveLength(0);
    });
    expect(screen.getByText(/Den bokade vikarien har avbokat\. Vikariatet är öppet igen\.$/)).toBeTruthy();
    getToasts().forEach((toast) => dismissToast(toast.id));
    cancelled(false, 'a colleague');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(getToasts()).toEqual([]);
  });
});
