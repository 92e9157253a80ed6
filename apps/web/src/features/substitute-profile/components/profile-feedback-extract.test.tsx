import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch, type RecordedCall } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';

/** The substitute's profile as a school sees it: the extract seen (issue 25) and the school's own feedback (issue 24). */
const JOB = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a60';
const EXTRACT = { seenOn: '2030-03-01', validUntil: '2030-09-01', schoolName: 'Solbackaskolan' };
const HISTORY = {
  entries: [
    { jobId: 'j1', schoolName: 'Solbackaskolan', date: '2030-03-01', rating: 5, comment: 'Mycket bra', author: 'Rita Rektor' },
    { jobId: 'j2', schoolName: 'Solbackaskolan', date: '2030-02-20', rating: 4, comment: '', author: '' },
  ],
  count: 2,
  average: 4.5,
  suggestKeeping: true,
  preferred: false,
};

const SCHOOL = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a61';
let preferred = false;

function answer(call: RecordedCall, endDate: string) {
  if (call.url.endsWith('/api/shared/get/user')) {
    const schools = [{ schoolId: SCHOOL, schoolName: 'Solbackaskolan', list: preferred ? 'preferred' : null, workedHere: 2, lastWorked: '2030-03-01' }];
    return { status: 200, body: { email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', policeRecord: null, extractSeen: EXTRACT, schools } };
  }
  if (call.url.endsWith('/api/principals/lists/preferred/add')) {
    preferred = true;
    const vera = { email: 'vera@x.fi', firstName: 'Vera', lastName: 'Vikström', workedHere: 2, lastWorked: '2030-03-01' };
    return { status: 200, body: { schoolId: SCHOOL, preferred: [vera], blocked: [] } };
  }
  if (call.url.endsWith('/api/teachers/getspecific')) return { status: 200, body: { job: { uniqueId: JOB, chosen: null, endDate } } };
  if (call.url.endsWith('/api/principals/feedback/history')) return { status: 200, body: HISTORY };
  if (call.url.endsWith('/api/principals/extract/seen'))
    return { status: 400, body: { code: 'validation', message: 'Ogiltiga uppgifter', fields: { seenOn: 'Dagen kan inte vara i framtiden.' } } };
  return { status: 200, body: { success: true } };
}

afterEach(() => vi.useRealTimers());

describe('/profile/{email}: extract seen and feedback', () => {
  it('a recorded view valid through the job’s last day lets the principal choose; the server’s field error shows under the date', async () => {
    vi.useFakeTimers({ now: new Date('2030-03-10T10:00:00.000Z'), toFake: ['Date'] });
    setViewportWidth(1024);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call, '2030-08-30'));
    renderApp('/profile/vera%40x.fi', { jobId: JOB });
    expect((await screen.findByTestId('extract-seen')).textContent).toBe('Visat 01.03.2030 (Solbackaskolan), gäller till 01.09.2030.');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Välj som vikarie' }).disabled).toBe(false));
    // the day starts as today, and no later day can be picked
    const day = screen.getByRole('button', { name: /^Dag då utdraget visades/ });
    expect(day.textContent).toContain('10.03.2030');
    fireEvent.click(day);
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByText('11', { selector: 'button' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(grid).getByText('1', { selector: 'button' }));
    expect(day.textContent).toContain('01.03.2030');
    fireEvent.click(screen.getByRole('button', { name: 'Anteckna att utdraget visats' }));
    expect(await screen.findByText('Dagen kan inte vara i framtiden.')).toBeTruthy();
    const described = (day.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['Gäller sex månader. Inte i framtiden och inte äldre än sex månader.', 'Dagen kan inte vara i framtiden.']);
    expect(calls.find((c) => c.url.endsWith('/api/principals/extract/seen'))?.body).toEqual({ email: 'vera@x.fi', seenOn: '2030-03-01' });
  });

  it('not for a job that ends after the view runs out; a teacher sees the view but cannot record one', async () => {
    setViewportWidth(390);
    setToken(tokenFor({ typeOfUser: 'teacher' }));
    stubFetch((call) => answer(call, '2030-09-02'));
    renderApp('/profile/vera%40x.fi', { jobId: JOB });
    await screen.findByTestId('extract-seen');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Välj som vikarie' }).disabled).toBe(true));
    expect(screen.queryByRole('button', { name: 'Anteckna att utdraget visats' })).toBeNull();
  });

  it('shows the school’s own history and suggests adding a well-rated substitute to the school’s preferred list', async () => {
    setViewportWidth(1024);
    preferred = false;
    setToken(tokenFor({ typeOfUser: 'principal' }));
    const calls = stubFetch((call) => answer(call, '2030-03-06'));
    renderApp('/profile/vera%40x.fi', { jobId: JOB });
    expect((await screen.findByTestId('feedback-average')).textContent).toBe('Medeltal 4,5 av 5 över 2 vikariat.');
    expect(screen.getByText('Mycket bra')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Lägg till som föredragen' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Lägg till som föredragen' })).toBeNull());
    expect(calls.find((c) => c.url.endsWith('/api/principals/lists/preferred/add'))?.body).toEqual({ schoolId: SCHOOL, email: 'vera@x.fi' });
  });
});
