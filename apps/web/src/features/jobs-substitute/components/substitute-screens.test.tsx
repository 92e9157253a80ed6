import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, LATER, MINE, OPEN, profile, renderWithList } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

beforeEach(() => {
  setViewportWidth(375);
  setToken(tokenFor({ typeOfUser: 'user' }));
  stubFetch(() => ({ status: 200, body: {} }));
  localDb.reset({
    jobs: [
      doc(OPEN),
      doc(LATER, { startTime: '10:00', endTime: '12:00' }),
      doc(MINE, {
        startDate: '2030-03-04',
        endDate: '2030-03-04',
        applied: true,
        applicationId: 'a1',
        chosen: 'me',
        phone: '0401234567',
        files: ['0123456789abcdef0123456789abcdefplan.pdf'],
      }),
    ],
    notices: [
      {
        id: 'n1',
        fromAdminType: 'Tips',
        startDate: '2020-01-01',
        endDate: '2099-12-31',
        additionalInfo: 'Fyll i din profil.',
        additionalInfoFi: null,
        regarding: '',
        files: [],
        expire: '',
        createdAt: '',
      },
    ],
    profile: profile(['091'], [LATER]),
  });
});

const applyThroughConsent = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Anmäl dig' }));
  const dialog = await screen.findByRole('dialog', { name: 'Bekräfta din anmälan' });
  expect(within(dialog).getByText(/bindande/)).toBeTruthy();
  const confirmButton = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Anmäl mig' });
  expect(confirmButton.disabled).toBe(true);
  fireEvent.click(within(dialog).getByRole('checkbox'));
  fireEvent.click(confirmButton);
};

describe('/jobs/all', () => {
  it('lists open jobs and admin notices from the local database; an unavailable job cannot be opened', async () => {
    renderWithList('/jobs/all');
    await screen.findByText('Fyll i din profil.');
    const cards = await screen.findAllByTestId('substitute-job-card');
    expect(cards).toHaveLength(2); // the job the reader is chosen for is not open any more
    const unavailable = cards.find((c) => c.getAttribute('data-unavailable') === 'true');
    expect(unavailable && within(unavailable).queryByRole('link')).toBeNull();
    expect(unavailable && within(unavailable).getByText('Inte tillgängligt')).toBeTruthy();
  });

  it("names an admin notice by its type in the reader's language", async () => {
    localDb.update(() => ({
      notices: [
        {
          id: 'n2',
          fromAdminType: 'Update',
          startDate: '2020-01-01',
          endDate: '2099-12-31',
          additionalInfo: 'Ny version.',
          additionalInfoFi: null,
          regarding: '',
          files: [],
          expire: '',
          createdAt: '',
        },
      ],
    }));
    renderWithList('/jobs/all');
    expect(within(await screen.findByTestId('notice-card')).getByText('Uppdatering')).toBeTruthy();
    cleanup();
    setToken(tokenFor({ typeOfUser: 'user', siteLang: 1 })); // a Finnish-speaking substitute
    renderWithList('/jobs/all');
    expect(within(await screen.findByTestId('notice-card')).getByText('Päivitys')).toBeTruthy();
  });

  it('lets the reader dismiss a notice they have read, with an undo; it stays away until an admin edits it', async () => {
    renderWithList('/jobs/all');
    fireEvent.click(await screen.findByRole('button', { name: 'Dölj meddelandet' }));
    await waitFor(() => expect(screen.queryByTestId('notice-card')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Lediga vikariat' }));
    const toast = (await screen.findByText('Meddelandet är dolt.')).closest('.toast');
    fireEvent.click(within(toast as HTMLElement).getByRole('button', { name: 'Ångra' }));
    await screen.findByText('Fyll i din profil.');

    fireEvent.click(await screen.findByRole('button', { name: 'Dölj meddelandet' }));
    await waitFor(() => expect(screen.queryByTestId('notice-card')).toBeNull());
    cleanup(); // the next visit
    renderWithList('/jobs/all');
    await screen.findAllByTestId('substitute-job-card');
    expect(screen.queryByTestId('notice-card')).toBeNull();

    localDb.update((s) => ({ notices: s.notices.map((n) => ({ ...n, additionalInfo: 'Fyll i din profil före fredag.' })) }));
    await screen.findByText('Fyll i din profil före fredag.');
  });

  it('names the dismiss button in Finnish for a Finnish-speaking reader', async () => {
    setToken(tokenFor({ typeOfUser: 'user', siteLang: 1 }));
    renderWithList('/jobs/all');
    expect(await screen.findByRole('button', { name: 'Piilota tiedote' })).toBeTruthy();
  });

  it('shows the not-in-region card to a substitute without regions', async () => {
    localDb.update(() => ({ profile: profile([]) }));
    renderWithList('/jobs/all');
    await screen.findByText('Du har inte valt några regioner ännu. Välj regioner i din profil för att se lediga vikariat.');
  });
});

describe('/specific/{jobid}', () => {
  it('applies only through the consent dialog: queued at once, shown on /jobs/personal as being sent', async () => {
    const { router } = renderWithList(`/specific/${OPEN}`);
    await applyThroughConsent();
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/personal'), { timeout: 5000 });
    expect(localDb.outbox().map((a) => [a.type, a.payload])).toContainEqual(['apply', { jobId: OPEN, alreadywarned: false }]);
    // the list opens at its top, maybe far from the job: a toast says the application went
    expect(await screen.findByText('Din anmälan skickas till skolan.')).toBeTruthy();
    const cards = await screen.findAllByTestId('substitute-job-card');
    const queued = cards.find((c) => within(c).queryByText('Skickas…'));
    expect(queued && within(queued).getByText('Väntar')).toBeTruthy();
  });

  it('withdraws after a confirm whose button names the act, says so, then goes to /jobs/all', async () => {
    localDb.update((s) => ({ jobs: s.jobs.map((j) => (j.id === OPEN ? { ...j, applied: true, applicationId: 'a2' } : j)) }));
    const { router } = renderWithList(`/specific/${OPEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Ta tillbaka anmälan' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ta tillbaka anmälan' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/all'), { timeout: 5000 });
    expect(localDb.outbox().map((a) => a.type)).toContain('withdraw');
    expect(await screen.findByText('Din anmälan är tillbakatagen.')).toBeTruthy();
  });

  it('hides a job and offers to restore it', async () => {
    renderWithList(`/specific/${OPEN}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Dölj vikariatet' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Återställ vikariatet' }));
    expect(localDb.outbox().map((a) => a.type)).toEqual(expect.arrayContaining(['view', 'hide', 'restore']));
  });

  it('shows the school phone and attachments only once chosen', async () => {
    renderWithList(`/specific/${OPEN}`);
    await screen.findByRole('button', { name: 'Anmäl dig' });
    expect(screen.queryByText('Skolans telefon')).toBeNull();
    renderWithList(`/specific/${MINE}`);
    await screen.findByText('Du är vald till detta vikariat');
    expect(screen.getByRole('link', { name: '+358401234567' }).getAttribute('href')).toBe('tel:+358401234567');
    expect(screen.getByRole('button', { name: 'plan.pdf' })).toBeTruthy();
  });
});

describe('verdicts on queued actions', () => {
  const rejected = (code: string) => ({
    id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a99',
    ownerId: 'me',
    deviceId: 'device',
    type: 'apply' as const,
    payload: { jobId: OPEN, alreadywarned: false },
    createdAt: '2030-01-01T00:00:00.000Z',
    status: 'rejected' as const,
    code,
    message: 'Detta vikariat krockar delvis med ett vikariat du redan är vald till.',
    data: null,
    result: null,
    appliedAt: null,
  });

  it('a partial overlap asks "Jag hinner!" and re-submits with alreadywarned', async () => {
    localDb.update(() => ({ outbox: [rejected('need_confirm_apply')] }));
    renderWithList('/jobs/all');
    const dialog = await screen.findByRole('alertdialog', { name: 'Anmälan kunde inte göras' }, { timeout: 5000 });
    expect(within(dialog).getByText(/krockar delvis/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Jag hinner!' }));
    await waitFor(() => expect(localDb.outbox().map((a) => [a.status, a.payload])).toEqual([['pending', { jobId: OPEN, alreadywarned: true }]]));
  });

  it('never pops up a verdict on an action queued on another device (it reached this one through the pull)', async () => {
    localDb.update(() => ({ outbox: [{ ...rejected('cant_apply'), deviceId: 'an-older-phone' }] }));
    renderWithList('/jobs/all');
    await screen.findByRole('heading', { name: 'Lediga vikariat' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('a full overlap only has OK', async () => {
    localDb.update(() => ({ outbox: [rejected('cant_apply')] }));
    renderWithList('/jobs/all');
    const dialog = await screen.findByRole('alertdialog', { name: 'Anmälan kunde inte göras' }, { timeout: 5000 });
    expect(within(dialog).queryByRole('button', { name: 'Jag hinner!' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(localDb.outbox()).toEqual([]));
  });
});

describe('/jobs/personal', () => {
  it('shows accepted / pending / denied', async () => {
    localDb.update((s) => ({
      jobs: [...s.jobs, doc('0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a64', { applied: true, chosen: 'other', startDate: '2030-03-07', endDate: '2030-03-07' })],
    }));
    renderWithList('/jobs/personal');
    const cards = await screen.findAllByTestId('substitute-job-card');
    expect(cards.map((c) => c.querySelector('[data-status]')?.getAttribute('data-status'))).toEqual(['accepted', 'denied']);
  });
});
