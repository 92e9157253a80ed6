import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { claimsFor, tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { closeLocalDatabase } from '../../../db/index.ts';
import { setToken } from '../../../lib/session.ts';
import { applicantDoc, onlineListCalls, renderWithList, schoolJobDoc, seedSchoolJobs, syncDown, wipeSchoolDb } from '../../../../test/school-db.tsx';

/**
 * The principal's board opens from the device with the last known jobs and applicants when the server cannot be
 * reached (issue 22 item 5: it was blank, as if the school had no jobs), and says how old they are and which problem it
 * is: the device offline, or online with the server down (issue 26 item 1: the board reads the local database).
 */
const job = schoolJobDoc({
  views: 3,
  viewers: [{ accountId: 'v', email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', image: null }],
  applicants: [
    applicantDoc({ email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', age: 38 }),
    applicantDoc({ email: 'bo@x.fi', firstName: 'Bo', lastName: 'Ahl', appliedAt: '2030-01-01T09:00:00Z' }),
    applicantDoc({ email: 'gone@x.fi', firstName: 'Gun', lastName: 'Gone', active: false, withdrawnAt: '2030-01-02T08:00:00Z' }),
  ],
});

/**
 * A device that last pulled at 06:41 today, then closed: its database holds the job and the pull's time is remembered
 * beside it (a remembered pull without its database is a browser's eviction, and the app starts over: phones item 2).
 */
async function seedSyncedDevice(): Promise<void> {
  await seedSchoolJobs([job]);
  await closeLocalDatabase();
  const at = new Date();
  at.setHours(6, 41, 0, 0);
  localStorage.setItem(`vikariat.synced-at.${claimsFor().sub}`, at.toISOString());
}

afterEach(wipeSchoolDb);

async function boardCard(): Promise<HTMLElement> {
  const card = await screen.findByTestId('board-card');
  await within(card).findByText('Bo Ahl');
  return card;
}

describe('the board without the server', () => {
  it('opens offline with the last known jobs and applicants, their age, and what needs a connection', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    await seedSyncedDevice();
    renderWithList('/jobs/overview');
    const card = await boardCard();
    expect(
      within(card)
        .getAllByTestId('applicant-card')
        .map((a) => a.textContent),
    ).toEqual([expect.stringContaining('Vera Vikström'), expect.stringContaining('Bo Ahl')]);
    // a withdrawn applicant is not listed; views and who viewed come with the job
    expect(within(card).queryByText('Gun Gone')).toBeNull();
    const views = within(card).getByText('3 personer har sett vikariatet').closest('details') as HTMLElement;
    expect(
      within(views)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vera Vikström']);
    const notice = await screen.findByTestId('connection-notice');
    expect(notice.getAttribute('data-problem')).toBe('offline');
    expect(notice.textContent).toContain('Du är offline. Uppdaterat 06:41.');
    expect(notice.textContent).toContain('Enheten har ingen internetförbindelse.');
    expect(notice.textContent).toContain('Att välja eller avboka en vikarie och att redigera eller ta bort ett vikariat kräver en förbindelse till servern.');
    expect(onlineListCalls(calls)).toEqual([]);
  });

  it('opens with the server down: the device is online, the server does not answer', async () => {
    setViewportWidth(390);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => {
      syncDown(call);
      return { status: 200, body: { success: true } };
    });
    await seedSyncedDevice();
    renderWithList('/jobs/overview');
    await boardCard();
    // the first pull fails: then, and only then, the board says the server does not answer
    const notice = await screen.findByTestId('connection-notice');
    expect(notice.getAttribute('data-problem')).toBe('unreachable');
    expect(notice.textContent).toContain('Servern svarar inte. Uppdaterat 06:41.');
    expect(notice.textContent).toContain('Enheten är ansluten, men servern kan inte nås just nu.');
    expect(onlineListCalls(calls)).toEqual([]);
  });

  it('says so when nothing was ever fetched, instead of showing an empty school as a fact', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    stubFetch(() => {
      throw new TypeError('Failed to fetch');
    });
    renderWithList('/jobs/overview');
    const notice = await screen.findByTestId('connection-notice');
    expect(notice.textContent).toContain('Du är offline. Inget har hämtats ännu.');
    await screen.findByText('Inga vikariat ännu.');
  });

  it('follows the replicated jobs as they change, with nothing fetched', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => {
      syncDown(call);
      return { status: 200, body: { success: true } };
    });
    await seedSchoolJobs([job]);
    renderWithList('/jobs/overview');
    await boardCard();
    await seedSchoolJobs([{ ...job, applicants: [...job.applicants, applicantDoc({ email: 'ny@x.fi', firstName: 'Nina', lastName: 'Ny' })] }]);
    // (the list renders the card anew: look it up again)
    await screen.findByText('Nina Ny');
    expect(within(screen.getByTestId('board-card')).getAllByTestId('applicant-card')).toHaveLength(3);
    expect(onlineListCalls(calls)).toEqual([]);
  });
});
