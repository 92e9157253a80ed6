import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { jobDoc } from '../../../../test/job-doc.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { renderWithList, schoolJobDoc, seedSchoolJobs, syncDown, wipeSchoolDb } from '../../../../test/school-db.tsx';

afterEach(async () => {
  Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  await wipeSchoolDb();
});

/** Thirty jobs, one a day from 1 March 2030: far more than the board's first screen holds. */
const month = Array.from({ length: 30 }, (_, i) => {
  const day = `2030-03-${String(i + 1).padStart(2, '0')}`;
  return jobDoc(`0190a5b2-7c3d-7e4f-8a9b-0000000001${String(i).padStart(2, '0')}`, { startDate: day, endDate: day, expire: `${day}T13:30:00Z` });
});
const idOf = (i: number): string => month[i]?.id ?? '';
const cardOf = (id: string) => screen.queryAllByTestId('board-card').find((card) => card.getAttribute('aria-labelledby') === `board-${id}`);

/** jsdom has no layout: a page as tall as the board, and a window whose scrolling the test sees. */
function scrollablePage(): ReturnType<typeof vi.fn> {
  Object.defineProperty(document.documentElement, 'scrollHeight', { value: month.length * 200, configurable: true });
  const scrollTo = vi.fn();
  vi.stubGlobal('scrollTo', scrollTo);
  return scrollTo;
}
const scrolledDown = (scrollTo: ReturnType<typeof vi.fn>): boolean => scrollTo.mock.calls.some(([options]) => ((options as ScrollToOptions).top ?? 0) > 0);

function signIn(): void {
  setViewportWidth(1180);
  setToken(tokenFor({ typeOfUser: 'principal' }));
  stubFetch((call) => {
    syncDown(call);
    return { status: 200, body: {} };
  });
}

describe('the board (/jobs/overview)', () => {
  it('names an SOS job SOS beside its SOS mark, not "Annan: SOS"', async () => {
    signIn();
    await seedSchoolJobs([schoolJobDoc({ typeOfTemp: 17, otherTxt: 'SOS', sos: true })]);
    renderWithList('/jobs/overview');
    expect((await screen.findByText(/Solbackaskolan/, { selector: '.board-card-meta' })).textContent).toBe('SOS · Solbackaskolan · Matematik');
    expect(screen.queryByText(/Annan: SOS/)).toBeNull();
  });

  it('opens at its top without a job just posted', async () => {
    signIn();
    const scrollTo = scrollablePage();
    await seedSchoolJobs(month);
    renderWithList('/jobs/overview');
    await waitFor(() => expect(cardOf(idOf(0))).toBeTruthy());
    expect(scrolledDown(scrollTo)).toBe(false);
    expect(document.querySelector('.board-card-posted')).toBeNull();
  });

  it('scrolls to the job just posted, far down the list, when its replicated document arrives', async () => {
    signIn();
    const scrollTo = scrollablePage();
    await seedSchoolJobs(month.slice(0, -1));
    renderWithList('/jobs/overview', { postedJob: idOf(29) });
    await waitFor(() => expect(cardOf(idOf(0))).toBeTruthy());
    expect(scrolledDown(scrollTo)).toBe(false);
    // the post's answer came before the pull that brings the job
    await seedSchoolJobs(month.slice(-1));
    await waitFor(() => expect(scrolledDown(scrollTo)).toBe(true));
  });

  it('marks the job just posted, and only it', async () => {
    signIn();
    await seedSchoolJobs(month);
    renderWithList('/jobs/overview', { postedJob: idOf(1) });
    await waitFor(() => expect(cardOf(idOf(1))?.className).toBe('board-card board-card-posted'));
    expect(document.querySelectorAll('.board-card-posted')).toHaveLength(1);
  });

  it('says in words that nobody has seen a job, and counts and names those who have (no "Visningar: 0", no "Sedd")', async () => {
    const vera = { accountId: 'v', email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', image: null };
    const [unseen, seen, unnamed] = [idOf(0), idOf(1), idOf(2)];
    signIn();
    await seedSchoolJobs([
      jobDoc(unseen, { ...month[0], views: 0, viewers: [] }),
      jobDoc(seen, { ...month[1], views: 2, viewers: [vera] }),
      jobDoc(unnamed, { ...month[2], views: 1, viewers: [] }),
    ]);
    renderWithList('/jobs/overview');
    await waitFor(() => expect(cardOf(unnamed)).toBeTruthy());
    const none = cardOf(unseen)!;
    expect(within(none).getByText('Ingen har sett vikariatet ännu.').closest('details')).toBeNull();
    expect(within(none).queryByText(/Visningar|Sedd/)).toBeNull();
    // the quiet bell says nothing new has come, not that the job was seen
    expect(within(none).getByText('Inga nya anmälningar')).toBeTruthy();
    const views = within(cardOf(seen)!).getByText('2 personer har sett vikariatet').closest('details')!;
    expect(
      within(views)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Vera Vikström']);
    expect(within(cardOf(unnamed)!).getByText('1 person har sett vikariatet').closest('details')).toBeNull();
  });

  it('says so in Finnish on a Finnish screen', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'principal', siteLang: 1 }));
    stubFetch((call) => {
      syncDown(call);
      return { status: 200, body: {} };
    });
    await seedSchoolJobs([jobDoc(idOf(0), { ...month[0], views: 0, viewers: [] }), jobDoc(idOf(1), { ...month[1], views: 3, viewers: [] })]);
    renderWithList('/jobs/overview');
    expect(await screen.findByText('Kukaan ei ole vielä nähnyt sijaisuutta.')).toBeTruthy();
    expect(screen.getByText('3 henkilöä on nähnyt sijaisuuden')).toBeTruthy();
    expect(screen.queryByText('Nähty')).toBeNull();
  });
});
