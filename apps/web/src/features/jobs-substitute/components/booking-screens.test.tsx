import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { dismissToast, getToasts } from '../../../components/ui/toast-store.ts';
import type { OutboxDocType } from '../../../db/index.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, MINE, OPEN, profile, renderWithList, SCHOOL } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

/** yyyy-MM-dd of a day relative to today (the dialog's 24-hour rule runs on the real clock here). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const STARTED = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a70';
const OTHER_SCHOOL = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a51';

beforeEach(() => {
  // toasts live in a module store: an undo offered by the test before must not answer for this one
  getToasts().forEach((toast) => dismissToast(toast.id));
  setViewportWidth(375);
  setToken(tokenFor({ typeOfUser: 'user' }));
  stubFetch(() => ({ status: 200, body: {} }));
  localDb.reset({
    jobs: [
      doc(OPEN),
      doc(MINE, { startDate: dayFromNow(3), endDate: dayFromNow(3), applied: true, applicationId: 'a1', chosen: 'me', phone: '0401234567' }),
      doc(STARTED, { startDate: dayFromNow(-1), endDate: dayFromNow(2), applied: true, applicationId: 'a3', chosen: 'me', phone: '0401234567' }),
    ],
    profile: { ...profile(['091']), blockedSchools: [{ id: OTHER_SCHOOL, name: 'Esbo skola' }] },
  });
});

const queued = () =>
  localDb
    .outbox()
    .filter((a) => a.type !== 'view')
    .map((a) => [a.type, a.payload]);

describe('a booked substitute cancels the booking (issue 22 item 3, issue 24)', () => {
  it('is offered no withdrawal but a cancellation, which needs a reason, shows the consent and is queued as one', async () => {
    const { router } = renderWithList(`/specific/${MINE}`);
    await screen.findByText('Du är vald till detta vikariat');
    // the withdrawal that navigated away and then failed is gone for a booked person
    expect(screen.queryByRole('button', { name: 'Ta tillbaka anmälan' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Avboka vikariatet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Avboka vikariatet' });
    expect(within(dialog).getByText(/Missbruk, upprepade sena avbokningar eller uteblivna arbetspass/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '+358401234567' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avboka vikariatet' }));
    await within(dialog).findByText('Ange en orsak till avbokningen.');
    expect(queued()).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText(/Orsak/), { target: { value: '  Mitt barn är sjukt ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avboka vikariatet' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/personal'));
    expect(queued()).toEqual([['cancelBooking', { jobId: MINE, reason: 'Mitt barn är sjukt' }]]);
    // on the list at once, marked and being sent — not silently gone, not "pending"
    const cards = await screen.findAllByTestId('substitute-job-card');
    const card = cards.find((c) => within(c).queryByText('Avbokad av dig')) as HTMLElement;
    expect(within(card).getByText('Skickas…')).toBeTruthy();
  });

  it('says a cancellation under 24 h before the start is a late one', async () => {
    // two hours from now on the Helsinki wall clock (the rule's clock), whatever the hour of the test run
    const [date = '', time = ''] = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Helsinki', dateStyle: 'short', timeStyle: 'short' })
      .format(new Date(Date.now() + 2 * 3_600_000))
      .split(' ');
    localDb.update((s) => ({ jobs: s.jobs.map((j) => (j.id === MINE ? { ...j, startDate: date, endDate: date, startTime: time, endTime: '23:59' } : j)) }));
    renderWithList(`/specific/${MINE}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Avboka vikariatet' }));
    await screen.findByText(/räknas som en sen avbokning/);
  });

  it('offers only the school’s phone once the job has started', async () => {
    renderWithList(`/specific/${STARTED}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Avboka vikariatet' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vikariatet har redan börjat' });
    expect(within(dialog).queryByRole('button', { name: 'Avboka vikariatet' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: '+358401234567' }).getAttribute('href')).toBe('tel:+358401234567');
  });

  it('a refused cancellation is named as one, not as a failed application', async () => {
    const rejected: OutboxDocType = {
      id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a98',
      ownerId: 'me',
      deviceId: 'device',
      type: 'cancelBooking',
      payload: { jobId: MINE, reason: 'Sjuk' },
      createdAt: '2030-01-01T00:00:00.000Z',
      status: 'rejected',
      code: 'job_started',
      message: 'Vikariatet har redan börjat och kan inte avbokas i appen. Ring skolan.',
      data: null,
      result: null,
      appliedAt: null,
    };
    localDb.update(() => ({ outbox: [rejected] }));
    renderWithList('/jobs/all');
    const dialog = await screen.findByRole('alertdialog', { name: 'Avbokningen kunde inte göras' }, { timeout: 5000 });
    expect(within(dialog).getByText(/Ring skolan/)).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: '+358401234567' })).toBeTruthy();
  });

  it('lists a booking the school cancelled as such on /jobs/personal, and the job page gives the school’s reason', async () => {
    localDb.update((s) => ({
      jobs: s.jobs.map((j) => (j.id === MINE ? { ...j, chosen: null, applied: false } : j)),
      applications: [
        {
          id: 'a1',
          jobId: MINE,
          active: false,
          withdrawnAt: null,
          deactivatedReason: 'cancelled_by_school',
          cancelReason: 'Klassen är på utflykt',
          createdAt: '',
          chosen: null,
        },
      ],
    }));
    const { router } = renderWithList('/jobs/personal');
    const cards = await screen.findAllByTestId('substitute-job-card');
    const card = cards.find((c) => within(c).queryByText('Avbokad av skolan'));
    expect(card && card.querySelector('[data-status="pending"]')).toBeNull();
    await router.navigate(`/specific/${MINE}`);
    await screen.findByText('Skolan har avbokat ditt vikariat');
    expect(screen.getByText('Skolans orsak: Klassen är på utflykt')).toBeTruthy();
  });

  it('offers no Accept on an instant job the person cancelled themselves, and says to call the school', async () => {
    localDb.update((s) => ({
      jobs: s.jobs.map((j) => (j.id === MINE ? { ...j, chosen: null, applied: false, sos: true, instant: true } : j)),
      applications: [{ id: 'a1', jobId: MINE, active: false, withdrawnAt: null, deactivatedReason: 'cancelled', cancelReason: null, createdAt: '', chosen: null }],
    }));
    renderWithList(`/specific/${MINE}`);
    await screen.findByText('Du har avbokat detta vikariat');
    expect(screen.getByText('Kontakta skolan om du ändå kan komma.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Tacka ja/ })).toBeNull();
    // nor an offer to decline: the person held the job and gave it back
    expect(screen.queryByRole('button', { name: 'Tacka nej' })).toBeNull();
  });

  it('gives the school’s phone beside "contact the school" when the job document carries it, and the SOS as SOS', async () => {
    const cancelledSos = (phone: string | null) =>
      localDb.update((s) => ({
        jobs: s.jobs.map((j) => (j.id === MINE ? { ...j, chosen: null, applied: false, sos: true, instant: true, typeOfTemp: 17, otherTxt: 'SOS', phone } : j)),
        applications: [{ id: 'a1', jobId: MINE, active: false, withdrawnAt: null, deactivatedReason: 'cancelled', cancelReason: null, createdAt: '', chosen: null }],
      }));
    cancelledSos('0401234567');
    renderWithList(`/specific/${MINE}`);
    await screen.findByText('Kontakta skolan om du ändå kan komma.');
    const row = (label: string) => screen.queryByText(label, { selector: 'dt' })?.closest('.details-row');
    expect(
      within(row('Skolans telefon') as HTMLElement)
        .getByRole('link', { name: '+358401234567' })
        .getAttribute('href'),
    ).toBe('tel:+358401234567');
    expect(row('Typ av vikariat')?.textContent).toBe('Typ av vikariatSOS');
    // a document without it (the server sends the phone only to whom may call) shows no empty row
    cancelledSos(null);
    await waitFor(() => expect(row('Skolans telefon')).toBeFalsy());
  });
});

describe('set aside and brought back, offline first (issue 22 item 2)', () => {
  it('inactivates, reactivates and discards from the job page, each with a toast that undoes it', async () => {
    renderWithList(`/specific/${OPEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Inaktivera vikariatet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Ångra' }));
    expect(queued()).toEqual([
      ['inactivate', { jobId: OPEN }],
      ['reactivate', { jobId: OPEN }],
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort för gott' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(queued()).toContainEqual(['discard', { jobId: OPEN }]));
  });

  it('/jobs/hidden lists hidden jobs and blocked schools (queued blocks by name), restores and unblocks with undo', async () => {
    const pendingBlock: OutboxDocType = {
      id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a97',
      ownerId: 'me',
      deviceId: 'device',
      type: 'blockSchool',
      payload: { schoolId: SCHOOL, schoolName: 'Solbackaskolan' },
      createdAt: '2030-01-01T00:00:00.000Z',
      status: 'pending',
      code: null,
      message: null,
      data: null,
      result: null,
      appliedAt: null,
    };
    localDb.update((s) => ({
      jobs: [...s.jobs, doc('0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a71', { schoolId: OTHER_SCHOOL, schoolName: 'Esbo skola', hidden: true })],
      outbox: [pendingBlock],
    }));
    renderWithList('/jobs/hidden');
    const hidden = await screen.findByRole('region', { name: 'Dolda vikariat' });
    fireEvent.click(within(hidden).getByRole('button', { name: /^Återställ/ }));
    const blocked = screen.getByRole('region', { name: 'Blockerade skolor' });
    expect(within(blocked).getByText('Solbackaskolan', { selector: '.sub-card-school' })).toBeTruthy();
    expect(within(blocked).getByText('Skickas…')).toBeTruthy();
    fireEvent.click(within(blocked).getByRole('button', { name: 'Avblockera Esbo skola' }));
    await waitFor(() => expect(within(blocked).queryByText('Esbo skola', { selector: '.sub-card-school' })).toBeNull());
    await screen.findByText('Esbo skola är inte längre blockerad.');
    fireEvent.click(screen.getAllByRole('button', { name: 'Ångra' }).at(-1) as HTMLElement);
    expect(queued().slice(1)).toEqual([
      ['restore', { jobId: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a71' }],
      ['unblockSchool', { schoolId: OTHER_SCHOOL }],
      ['blockSchool', { schoolId: OTHER_SCHOOL, schoolName: 'Esbo skola' }],
    ]);
  });

  it('a card on a phone swipes: left hides the job, right inactivates it, a short drag does nothing', async () => {
    renderWithList('/jobs/all');
    await screen.findAllByTestId('substitute-job-card');
    const swipe = (dx: number) => {
      // the list re-renders its rows: the card is looked up afresh each time
      const target = (screen.getAllByTestId('substitute-job-card')[0] as HTMLElement).parentElement as HTMLElement;
      fireEvent.pointerDown(target, { pointerType: 'touch', clientX: 200, clientY: 100 });
      fireEvent.pointerMove(target, { pointerType: 'touch', clientX: 200 + dx / 2, clientY: 102 });
      fireEvent.pointerMove(target, { pointerType: 'touch', clientX: 200 + dx, clientY: 103 });
      fireEvent.pointerUp(target, { pointerType: 'touch', clientX: 200 + dx, clientY: 103 });
    };
    swipe(-40);
    expect(queued()).toEqual([]);
    swipe(-140);
    await waitFor(() => expect(queued()).toEqual([['hide', { jobId: OPEN }]]));
    await screen.findByText('Vikariatet är dolt.');
    fireEvent.click(screen.getByRole('button', { name: 'Ångra' }));
    expect(queued()).toEqual([
      ['hide', { jobId: OPEN }],
      ['restore', { jobId: OPEN }],
    ]);
    await waitFor(() => expect(screen.getAllByTestId('substitute-job-card')).toHaveLength(1));
    swipe(140);
    await waitFor(() => expect(queued().at(-1)).toEqual(['inactivate', { jobId: OPEN }]));
  });
});
