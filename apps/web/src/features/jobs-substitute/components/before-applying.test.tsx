import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { claimsFor, tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { VISIT_GAP_MS } from '../hooks/last-visit.ts';
import { localDb } from '../../../../test/substitute-local-db.ts';
import { doc, OPEN, profile, renderWithList } from '../../../../test/substitute-screens.tsx';

vi.mock('../../../db/index.ts', async () => (await import('../../../../test/substitute-local-db.ts')).fakeDbModule);

// The substitute is chosen for Tuesday 5.3. 08:00–15:30 at Solbackaskolan.
const CHOSEN = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a71';
const WEEK = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a72';
const SAME_DAY = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a73';
const APPLIED = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a74';
const chosen = doc(CHOSEN, { chosen: 'me', applied: true, applicationId: 'a1', schoolName: 'Solbackaskolan', createdAt: '2030-01-01T08:00:00.000Z' });
const week = doc(WEEK, { schoolName: 'Esbo svenska skola', startDate: '2030-03-04', endDate: '2030-03-08', createdAt: '2030-02-01T05:00:00.000Z' });
const sameDay = doc(SAME_DAY, { schoolName: 'Vasa övningsskola', startTime: '16:00', endTime: '18:00', createdAt: '2030-01-01T09:00:00.000Z' });
const applied = doc(APPLIED, {
  schoolName: 'Borgå gymnasium',
  startDate: '2030-03-20',
  endDate: '2030-03-20',
  applied: true,
  applicationId: 'a2',
  createdAt: '2030-01-01T10:00:00.000Z',
});

beforeEach(() => {
  setViewportWidth(390);
  setToken(tokenFor({ typeOfUser: 'user' }));
  stubFetch(() => ({ status: 200, body: {} }));
  localDb.reset({ jobs: [chosen, week, sameDay, applied], profile: profile(['091']) });
});

describe('the overlap rule before applying (/specific/{jobid})', () => {
  it('warns of a partial overlap naming the chosen job, and applies as "Jag hinner!" without a second question', async () => {
    const { router } = renderWithList(`/specific/${WEEK}`);
    const warning = await screen.findByTestId('clash-warning');
    expect(within(warning).getByRole('heading').textContent).toBe('Vikariatet krockar delvis med ett vikariat du är vald till');
    expect(within(warning).getByRole('link', { name: '05.03.2030 08:00–15:30, Solbackaskolan' }).getAttribute('href')).toBe(`/specific/${CHOSEN}`);
    const apply = screen.getByRole<HTMLButtonElement>('button', { name: 'Anmäl dig' });
    expect(apply.disabled).toBe(false);
    fireEvent.click(apply);
    const dialog = await screen.findByRole('dialog', { name: 'Bekräfta din anmälan' });
    expect(within(dialog).getByText('05.03.2030 08:00–15:30, Solbackaskolan')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox'));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Jag hinner! Anmäl mig' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/personal'));
    expect(localDb.outbox().map((a) => [a.type, a.payload])).toContainEqual(['apply', { jobId: WEEK, alreadywarned: true }]);
  });

  it('says before the commit that a full overlap cannot be applied to (less than 2 hours after the chosen job)', async () => {
    renderWithList(`/specific/${SAME_DAY}`);
    const warning = await screen.findByTestId('clash-warning');
    expect(within(warning).getByRole('heading').textContent).toBe('Du kan inte anmäla dig till det här vikariatet');
    expect(within(warning).getByText(/minst 2 timmar/)).toBeTruthy();
    expect(within(warning).getByRole('link', { name: '05.03.2030 08:00–15:30, Solbackaskolan' })).toBeTruthy();
    const apply = screen.getByRole<HTMLButtonElement>('button', { name: 'Anmäl dig' });
    expect(apply.disabled).toBe(true);
    expect(apply.getAttribute('aria-describedby')).toBe(warning.id);
  });

  it('warns of nothing for a job clear of the chosen ones, in Finnish as well', async () => {
    renderWithList(`/specific/${APPLIED}`);
    await screen.findByRole('button', { name: 'Ta tillbaka anmälan' });
    expect(screen.queryByTestId('clash-warning')).toBeNull();
    cleanup();
    setToken(tokenFor({ typeOfUser: 'user', siteLang: 1 }));
    renderWithList(`/specific/${WEEK}`);
    const warning = await screen.findByTestId('clash-warning');
    expect(within(warning).getByText('Se on päällekkäin sen sijaisuuden kanssa, johon sinut on jo valittu:')).toBeTruthy();
  });
});

describe('the open list marks (/jobs/all)', () => {
  const lastVisit = (mark: string, minutesAgo: number) =>
    localStorage.setItem(`jobs-substitute.last-visit.${claimsFor().sub}`, JSON.stringify({ mark, baseline: null, lastSeenAt: Date.now() - minutesAgo * 60_000 }));
  const cardOf = (school: string) => screen.getAllByTestId('substitute-job-card').find((c) => within(c).queryByText(school)) as HTMLElement;

  it('shows which jobs the substitute applied to, which clash, and which arrived since the last visit', async () => {
    lastVisit('2030-01-15T00:00:00.000Z', VISIT_GAP_MS / 60_000 + 1);
    renderWithList('/jobs/all');
    await screen.findByText('1 nytt vikariat sedan ditt senaste besök');
    await waitFor(() => expect(screen.getAllByTestId('substitute-job-card')).toHaveLength(3));
    expect(within(cardOf('Esbo svenska skola')).getByText('Ny')).toBeTruthy();
    expect(within(cardOf('Esbo svenska skola')).getByText('Krockar delvis med ditt vikariat')).toBeTruthy();
    expect(within(cardOf('Vasa övningsskola')).getByText('Krockar med ditt vikariat')).toBeTruthy();
    expect(within(cardOf('Vasa övningsskola')).queryByText('Ny')).toBeNull();
    expect(within(cardOf('Borgå gymnasium')).getByText('Anmäld')).toBeTruthy();
    expect(within(cardOf('Esbo svenska skola')).queryByText('Anmäld')).toBeNull();
  });

  it('counts with the right plural in both languages, and keeps the marks when the reader comes back within a visit', async () => {
    localDb.update((s) => ({
      jobs: [...s.jobs, doc(OPEN, { schoolName: 'Lovisa skola', startDate: '2030-04-01', endDate: '2030-04-01', createdAt: '2030-02-02T05:00:00.000Z' })],
    }));
    lastVisit('2030-01-15T00:00:00.000Z', 600);
    setToken(tokenFor({ typeOfUser: 'user', siteLang: 1 }));
    renderWithList('/jobs/all');
    await screen.findByText('2 uutta sijaisuutta edellisen käyntisi jälkeen');
    cleanup();
    renderWithList('/jobs/all');
    await screen.findByText('2 uutta sijaisuutta edellisen käyntisi jälkeen');
  });

  it('marks nothing new on the first visit on a device', async () => {
    renderWithList('/jobs/all');
    await waitFor(() => expect(screen.getAllByTestId('substitute-job-card')).toHaveLength(3));
    expect(screen.queryByText('Ny')).toBeNull();
  });
});

describe('a verdict on an apply', () => {
  it('names the chosen job it clashes with', async () => {
    localDb.update(() => ({
      outbox: [
        {
          id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a99',
          ownerId: 'me',
          deviceId: 'device',
          type: 'apply',
          payload: { jobId: SAME_DAY, alreadywarned: false },
          createdAt: '2030-01-01T00:00:00.000Z',
          status: 'rejected',
          code: 'cant_apply',
          message: 'Vikariatet krockar med ett vikariat du redan är vald till.',
          data: null,
          result: null,
          appliedAt: null,
        },
      ],
    }));
    renderWithList('/jobs/all');
    const dialog = await screen.findByRole('alertdialog', { name: 'Anmälan kunde inte göras' });
    expect(within(dialog).getByText('05.03.2030 08:00–15:30, Solbackaskolan')).toBeTruthy();
  });
});
