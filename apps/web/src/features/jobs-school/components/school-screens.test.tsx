import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';
import { chosenIn, JOB, onlineListCalls, renderWithList, seedSchoolJobs, wipeSchoolDb } from '../../../../test/school-db.tsx';
import { answerSchoolScreens as answer, POSTED_JOB, SCHOOL_B, schoolScreenJob as job, VERA } from '../../../../test/school-screens.ts';

afterEach(wipeSchoolDb);

describe('/jobs/new', () => {
  it('blocks submit until a type and a school are picked, then posts and goes to the board', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'ledare', moreSchools: true }));
    const calls = stubFetch((call) => answer(call));
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    const { router } = renderApp('/jobs/new');
    await screen.findByRole('heading', { name: 'Skapa vikariat' });
    await screen.findByText('Esbo svenska skola');

    fireEvent.click(screen.getByText('Publicera', { selector: 'button' }));
    const type = screen.getByLabelText(/^Typ av vikariat/);
    await waitFor(() => expect(type.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Välj typ av vikariat.')).toBeTruthy();
    expect(screen.getByText('Välj skola.')).toBeTruthy();
    expect(scrollTo).toHaveBeenCalled();
    expect(calls.some((c) => c.url.endsWith('/api/teachers/addtemp'))).toBe(false);

    // the principal's grades are pre-filled, sorted
    expect(screen.getByLabelText<HTMLInputElement>('Årskurs 1').checked).toBe(true);
    // end options not later than the start are disabled
    expect(within(screen.getByLabelText('Sluttid')).getByText<HTMLOptionElement>('08:00').disabled).toBe(true);

    fireEvent.change(type, { target: { value: '1' } });
    fireEvent.change(screen.getByLabelText(/^Skola/), { target: { value: SCHOOL_B } });
    fireEvent.click(screen.getByText('Publicera', { selector: 'button' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/overview'), { timeout: 5000 });
    // the board opens at the job just posted, wherever its start date sorts it
    expect(router.state.location.state).toEqual({ postedJob: POSTED_JOB });
    const posted = calls.find((c) => c.url.endsWith('/api/teachers/addtemp'));
    expect(posted?.body).toMatchObject({ school: SCHOOL_B, typeOfTemp: 1, startTime: '08:00', endTime: '15:30', grades: ['1', '3'] });
  });

  it('warns beside an attachment over 1 MB and lets it be removed', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'teacher' }));
    stubFetch((call) => answer(call));
    renderApp('/jobs/new');
    const input = await screen.findByLabelText('Bifogade filer');
    const big = new File([new Uint8Array(1024 * 1024 + 1)], 'stor.pdf', { type: 'application/pdf' });
    const small = new File(['x'], 'liten.pdf', { type: 'application/pdf' });
    fireEvent.change(input, { target: { files: [big, small] } });
    expect(screen.getAllByText('*Filen är för stor(max 1mb)')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: /^Ta bort\s*stor\.pdf$/ }));
    expect(screen.queryByText('*Filen är för stor(max 1mb)')).toBeNull();
    expect(screen.getByText('liten.pdf', { selector: 'span:not(.visually-hidden)' })).toBeTruthy();
    // a teacher sees no reason field (principal only)
    expect(screen.queryByLabelText('Orsak')).toBeNull();
  });
});

describe('/manage/{jobid}', () => {
  it('shows the card and the applicants from the device, refuses to choose offline without a call', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call));
    await seedSchoolJobs([job]);
    renderApp(`/manage/${JOB}`);
    await screen.findByText('05.03.2030');
    expect(screen.getByRole('button', { name: 'lektionsplan.pdf' })).toBeTruthy();
    await screen.findByRole('button', { name: VERA });
    expect(screen.getAllByRole('link', { name: /^Visa/ })).toHaveLength(2);
    expect(onlineListCalls(calls)).toEqual([]);

    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    fireEvent.click(screen.getByRole('button', { name: VERA }));
    await screen.findByText('Du är offline. Att välja en vikarie kräver en internetförbindelse.');
    expect(calls.some((c) => c.url.endsWith('/api/teachers/addchosen'))).toBe(false);
  });

  it('asks before choosing; cancelling says no one is chosen yet; a choice shows once the replicated job brings it', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call));
    await seedSchoolJobs([job]);
    renderApp(`/manage/${JOB}`);
    fireEvent.click(await screen.findByRole('button', { name: VERA }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Är du säker på ditt val?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await screen.findByText('Ok, ingen aspirant vald ännu.');
    expect(calls.some((c) => c.url.endsWith('/api/teachers/addchosen'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: VERA }));
    const second = await screen.findByRole('alertdialog');
    // the confirmation names whom it books; the earlier "no one chosen" is not repeated inside it
    expect(within(second).getByText('Du bokar Vera Vikström för vikariatet. Hen får besked genast.')).toBeTruthy();
    expect(within(second).queryByText('Ok, ingen aspirant vald ännu.')).toBeNull();
    fireEvent.click(within(second).getByRole('button', { name: 'Välj' }));
    const congratulations = await screen.findByRole('dialog', { name: 'Grattis!' });
    expect(calls.find((c) => c.url.endsWith('/api/teachers/addchosen'))?.body).toEqual({ email: 'vera@x.fi', id: JOB });
    // the applicant card carried no phone (a school sees it once it booked the person): the choice's answer does
    fireEvent.click(within(congratulations).getByRole('button', { name: 'Kontakta vikarien' }));
    expect((await screen.findByRole('link', { name: /^Ring / })).getAttribute('href')).toBe('tel:+358401112222');
    // the server's write reaches the device as the replicated job: the page follows it, with nothing fetched
    await seedSchoolJobs([chosenIn(job, 'vera@x.fi')]);
    await screen.findByText('Vald aspirant');
    expect(onlineListCalls(calls)).toEqual([]);
  });

  it('shows before choosing that an applicant’s police record has expired, and offers no choice of them', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call));
    await seedSchoolJobs([job]);
    renderApp(`/manage/${JOB}`);
    await screen.findByRole('button', { name: VERA });
    const bo = screen.getAllByTestId('manage-applicant').find((row) => row.textContent?.includes('Bo Ahl'));
    expect(within(bo as HTMLElement).getByTestId('police-record-note').textContent).toBe(
      'Utdraget ur straffregistret gick ut 31.05.2020: kan väljas när hen har förnyat det.',
    );
    expect(within(bo as HTMLElement).getByRole<HTMLButtonElement>('button', { name: /^Välj/ }).disabled).toBe(true);
    expect(screen.getByRole<HTMLButtonElement>('button', { name: VERA }).disabled).toBe(false);
  });

  it('marks the chosen applicant and disables the others', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call));
    await seedSchoolJobs([chosenIn(job, 'vera@x.fi')]);
    renderApp(`/manage/${JOB}`);
    await screen.findByText('Vald aspirant');
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Redan valt någon annan' }).disabled).toBe(true);
  });

  it('unchoosing asks first, saying how it differs from cancelling; declining changes nothing; doing it says so', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call));
    await seedSchoolJobs([chosenIn(job, 'vera@x.fi')]);
    const { router } = renderApp(`/manage/${JOB}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Ta bort vald vikarie' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Är du säker du vill ta bort din valda vikarie?' });
    expect(within(dialog).getByText(/^Vera Vikström är inte längre vald och blir åter en sökande\..*använd Avboka vikarien\.$/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await screen.findByText('Ingen ändring');
    expect(calls.some((c) => c.url.endsWith('/api/teachers/remove/chosen'))).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Ta bort vald vikarie' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ta bort' }));
    await screen.findByText('Vera Vikström är inte längre vald. Vikariatet är öppet igen.');
    expect(calls.find((c) => c.url.endsWith('/api/teachers/remove/chosen'))?.body).toEqual({ email: 'vera@x.fi', id: JOB });
    expect(router.state.location.pathname).toBe('/jobs/overview');
  });

  it('opens in edit mode when reached from an edit icon', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call));
    await seedSchoolJobs([job]);
    renderApp(`/manage/${JOB}`, { edit: true });
    await screen.findByRole('heading', { name: 'Redigera vikariat' });
    expect(screen.getByRole('button', { name: 'Spara' })).toBeTruthy();
  });

  it('says when the device holds no such job', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call));
    await seedSchoolJobs([job]);
    renderApp('/manage/0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4aff');
    await screen.findByRole('heading', { name: 'Vikariatet hittades inte.' });
  });

  it('names the teacher the job replaces on the card and on the board (spec 02 `replaced`)', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call));
    await seedSchoolJobs([{ ...job, replaced: { firstName: 'Lars', lastName: 'Lindqvist' }, regarding: 'Lars Lindqvist' }]);
    const manage = renderApp(`/manage/${JOB}`);
    const row = (await screen.findByText('Ersätter')).closest('.details-row');
    expect(row?.textContent).toBe('ErsätterLars Lindqvist');
    expect(screen.queryByText('För lärare')).toBeNull();
    manage.unmount();
    renderWithList('/jobs/overview');
    await screen.findByText('Ersätter Lars Lindqvist', {}, { timeout: 5000 });
  });

  it('a principal pauses a job nobody applied to and activates it again: "Jobbet är nu aktiverat!"', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call));
    const open = { ...job, applicants: [] };
    await seedSchoolJobs([open]);
    renderApp(`/manage/${JOB}`);
    fireEvent.click(await screen.findByRole('button', { name: 'Pausa vikariatet' }));
    fireEvent.click(within(await screen.findByRole('alertdialog', { name: 'Pausa vikariatet?' })).getByRole('button', { name: 'Pausa' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/principals/deactivate'))?.body).toEqual({ id: JOB }));
    // the server's write reaches the device as the replicated job
    await seedSchoolJobs([{ ...open, paused: true }]);
    await screen.findByTestId('paused-mark');
    fireEvent.click(await screen.findByRole('button', { name: 'Aktivera vikariatet' }));
    await screen.findByText('Jobbet är nu aktiverat!');
    expect(calls.find((c) => c.url.endsWith('/api/principals/activate'))?.body).toEqual({ id: JOB });
    await seedSchoolJobs([{ ...open, paused: false }]);
    await waitFor(() => expect(screen.queryByTestId('paused-mark')).toBeNull());
  });

  it('marks an instant SOS on the manage page: the first to accept is booked, nobody is chosen there', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call));
    await seedSchoolJobs([{ ...job, sos: true, instant: true }]);
    renderApp(`/manage/${JOB}`);
    expect((await screen.findByTestId('instant-mark')).textContent).toBe('Direkt bokning');
    await seedSchoolJobs([{ ...job, sos: true, instant: false }]);
    await waitFor(() => expect(screen.queryByTestId('instant-mark')).toBeNull());
  });

  it('offers no pause for a job with applicants, nor to a teacher', async () => {
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    stubFetch((call) => answer(call));
    await seedSchoolJobs([job]);
    const principal = renderApp(`/manage/${JOB}`);
    await screen.findByRole('button', { name: VERA }, { timeout: 5000 });
    expect(screen.queryByRole('button', { name: 'Pausa vikariatet' })).toBeNull();
    principal.unmount();
    await wipeSchoolDb();
    setToken(tokenFor({ typeOfUser: 'teacher' }));
    stubFetch((call) => answer(call));
    await seedSchoolJobs([{ ...job, applicants: [] }]);
    renderApp(`/manage/${JOB}`);
    await screen.findByRole('button', { name: 'Ta bort vikariatet' });
    expect(screen.queryByRole('button', { name: 'Pausa vikariatet' })).toBeNull();
  });

  it('deletes with a visibly labelled action (not an "X" that reads as close), after a confirm', async () => {
    setViewportWidth(390);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call));
    await seedSchoolJobs([job]);
    const { router } = renderApp(`/manage/${JOB}`);
    const remove = await screen.findByRole('button', { name: 'Ta bort vikariatet' });
    // the words are on the button itself, not only for screen readers
    expect(remove.querySelector('.visually-hidden')).toBeNull();
    expect(remove.textContent).toBe('Ta bort vikariatet');
    fireEvent.click(remove);
    const dialog = await screen.findByRole('alertdialog', { name: 'Ta bort vikariatet?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Avbryt' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((c) => c.url.endsWith('/api/teachers/deletetemp'))).toBe(false);

    fireEvent.click(remove);
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ta bort' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/teachers/deletetemp'))?.body).toEqual({ id: JOB }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/overview'));
  });
});
