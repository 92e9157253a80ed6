import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubFetch } from '../../test/fetch-stub.ts';
import { renderApp } from '../../test/render-app.tsx';
import { claimsFor, tokenFor } from '../../test/tokens.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { enqueueAction, wipeLocalData } from '../db/index.ts';
import { setToken } from './session.ts';

const JOBS = ['0190c000-0000-7000-8000-00000000000c', '0190c000-0000-7000-8000-00000000000d', '0190c000-0000-7000-8000-00000000000e'];
const owner = claimsFor().sub;

/** Signed in as a substitute with `pending` unsent actions; the server answers only the sign-out (sync is down). */
async function signedInWith(pending: number) {
  setViewportWidth(1440);
  const calls = stubFetch((call) => (call.url === '/api/shared/logout' ? { status: 200, body: { success: true } } : { status: 503 }));
  setToken(tokenFor({ typeOfUser: 'user', firstName: 'Vera' }));
  for (const jobId of JOBS.slice(0, pending)) await enqueueAction('hide', { jobId });
  const app = renderApp('/no-such-screen');
  const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
  const signOutButton = within(nav).getByRole('button', { name: 'Logga ut' });
  return { ...app, calls, signOutButton };
}

afterEach(async () => {
  await wipeLocalData({ erase: true });
});

describe('signing out with actions not yet sent', () => {
  it('asks first; staying keeps the user signed in, signing out anyway keeps the actions for their next sign-in', async () => {
    const { router, calls, signOutButton } = await signedInWith(3);
    act(() => {
      fireEvent.click(signOutButton);
    });
    const dialog = await screen.findByRole('alertdialog', { name: '3 åtgärder har inte skickats än – vill du logga ut ändå?' });
    expect(dialog.textContent).toContain('De skickas när du loggar in igen på den här enheten.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(localStorage.getItem('token')).not.toBeNull();
    expect(calls.some((c) => c.url === '/api/shared/logout')).toBe(false);

    act(() => {
      fireEvent.click(signOutButton);
    });
    const again = await screen.findByRole('alertdialog');
    fireEvent.click(within(again).getByRole('button', { name: 'Logga ut ändå' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    // the server ended the session too, and the three actions wait for the same user
    expect(calls.filter((c) => c.url === '/api/shared/logout')).toHaveLength(1);
    // (the sign-in screen shows as soon as the token is gone; the wipe finishes behind it)
    await waitFor(() => expect(JSON.parse(localStorage.getItem(`vikariat.pending.${owner}`) ?? '[]')).toHaveLength(3));
  });

  it('says "1 åtgärd" for one', async () => {
    const { signOutButton } = await signedInWith(1);
    act(() => {
      fireEvent.click(signOutButton);
    });
    const dialog = await screen.findByRole('alertdialog', { name: '1 åtgärd har inte skickats än – vill du logga ut ändå?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stanna kvar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('signs out without asking when nothing is waiting', async () => {
    const { router, signOutButton } = await signedInWith(0);
    act(() => {
      fireEvent.click(signOutButton);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
