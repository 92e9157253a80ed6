import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../../test/render-app.tsx';
import { stubFetch } from '../../../../test/fetch-stub.ts';
import { tokenFor } from '../../../../test/tokens.ts';
import { setViewportWidth } from '../../../../test/viewport.ts';
import { setToken } from '../../../lib/session.ts';

const SCHOOL = '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a99';
const profile = (list: 'preferred' | 'blocked' | null) => ({
  email: 'vera@x.fi',
  firstName: 'Vera',
  lastName: 'Vikström',
  schools: [{ schoolId: SCHOOL, schoolName: 'Solbackaskolan', list, workedHere: 1, lastWorked: '2030-02-24' }],
});

describe('the school’s lists on a substitute’s profile (issue 23)', () => {
  it('a principal blocks after a confirm that says the person is not told; cancelling changes nothing', async () => {
    setViewportWidth(390);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    let list: 'preferred' | 'blocked' | null = 'preferred';
    const calls = stubFetch((call) => {
      if (call.url.endsWith('/api/principals/lists/blocked/add')) list = 'blocked';
      if (call.url.endsWith('/api/shared/get/user')) return { status: 200, body: profile(list) };
      return { status: 200, body: { schoolId: SCHOOL, preferred: [], blocked: [] } };
    });
    renderApp('/profile/vera%40x.fi');
    const tie = await screen.findByTestId('school-tie');
    expect(tie.textContent).toContain('Har arbetat här 1 gång · senast 24.02.2030 · Föredragen vikarie');

    fireEvent.click(within(tie).getByRole('button', { name: 'Spärra' }));
    const first = await screen.findByRole('alertdialog', { name: 'Spärra Vera Vikström?' });
    expect(first.textContent).toContain('får inte veta om spärren');
    fireEvent.click(within(first).getByRole('button', { name: 'Avbryt' }));
    expect(calls.some((c) => c.url.includes('/api/principals/lists/'))).toBe(false);

    fireEvent.click(within(tie).getByRole('button', { name: 'Spärra' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Spärra' }));
    await waitFor(() => expect(calls.find((c) => c.url.endsWith('/api/principals/lists/blocked/add'))?.body).toEqual({ email: 'vera@x.fi', schoolId: SCHOOL }));
    await waitFor(() => expect(screen.getByTestId('school-tie').textContent).toContain('Spärrad'));
    expect(within(screen.getByTestId('school-tie')).getByRole('button', { name: 'Häv spärren' })).toBeTruthy();
  });

  it('a teacher sees the history, not the lists', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'teacher' }));
    stubFetch(() => ({ status: 200, body: profile(null) }));
    renderApp('/profile/vera%40x.fi');
    const tie = await screen.findByTestId('school-tie');
    expect(tie.textContent).toContain('Har arbetat här 1 gång');
    expect(within(tie).queryAllByRole('button')).toEqual([]);
  });
});
