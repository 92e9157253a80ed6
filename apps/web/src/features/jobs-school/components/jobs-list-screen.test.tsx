import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { JOB, onlineListCalls, renderWithList, schoolJobDoc, seedSchoolJobs, wipeSchoolDb } from '../../../../test/school-db.tsx';
import { answerSchoolScreens as answer, schoolScreenJob as job } from '../../../../test/school-screens.ts';

afterEach(wipeSchoolDb);

describe('/jobs', () => {
  // 300, not 10,000: under jsdom a query on fake-indexeddb takes seconds per thousand documents (the virtual list itself
  // is tested with 10,000 rows, and the initial-sync benchmark stores 10,000 jobs in Chromium)
  it('renders only the rows in view of 300 jobs, newest first, each opening its manage page', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const many = Array.from({ length: 300 }, (_, i) => {
      const id = `0190a5b2-7c3d-7e4f-8a9b-${String(i).padStart(12, '0')}`;
      return schoolJobDoc({ id, createdAt: new Date(Date.UTC(2030, 0, 1) + i * 60_000).toISOString() });
    });
    const calls = stubFetch((call) => answer(call));
    await seedSchoolJobs(many);
    renderWithList('/jobs');
    const rows = await screen.findAllByTestId('job-row', {}, { timeout: 10_000 });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(40);
    const newest = many[299]?.id ?? '';
    expect(
      within(rows[0] as HTMLElement)
        .getAllByRole('link')[0]
        ?.getAttribute('href'),
    ).toBe(`/manage/${newest}`);
    expect(onlineListCalls(calls)).toEqual([]);
  });

  it('counts applicants with the right plural in Swedish and Finnish', async () => {
    setViewportWidth(1024);
    stubFetch((call) => answer(call));
    setToken(tokenFor({ typeOfUser: 'principal' }));
    await seedSchoolJobs([{ ...job, applicants: job.applicants.slice(0, 1) }]);
    const sv = renderWithList('/jobs');
    expect((await screen.findByTestId('job-row')).textContent).toContain('1 anmäld');
    sv.unmount();
    setToken(tokenFor({ typeOfUser: 'principal', siteLang: 1 }));
    renderWithList('/jobs');
    const row = await screen.findByTestId('job-row');
    await waitFor(() => expect(row.textContent).toContain('1 ilmoittautunut'));
    expect(row.textContent).not.toContain('ilmoittautunutta');
  });
});

describe('/jobs row menu', () => {
  it('edit opens the manage page in edit mode; remove asks first, then deletes', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call));
    await seedSchoolJobs([job]);
    const { router } = renderWithList('/jobs');
    fireEvent.click(await screen.findByRole('button', { name: /^Åtgärder för/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Ta bort' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Ta bort vikariatet?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/teachers/deletetemp'))?.body).toEqual({ id: JOB }));

    fireEvent.click(screen.getByRole('button', { name: /^Åtgärder för/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Redigera' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/manage/${JOB}`));
    await screen.findByRole('heading', { name: 'Redigera vikariat' });
  });
});
