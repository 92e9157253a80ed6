import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { renderUi } from '../../test/render-ui.tsx';
import { tokenFor } from '../../test/tokens.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { pageActions, setToken } from '../lib/session.ts';
import { stubFetch } from '../../test/fetch-stub.ts';
import { ErrorScreen } from './error-screen.tsx';
import { Sidebar } from './layout/sidebar.tsx';
import { NavBadgesProvider, useSetNavBadge } from '../lib/nav-badges.tsx';

function Boom(): never {
  throw new Error('render failed');
}

function OpenJobsFeeder({ count = 7 }: { count?: number }) {
  useSetNavBadge('openJobs', count);
  return null;
}

describe('shell behaviour', () => {
  it('shows the fallback error screen with a reload button when a screen throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const router = createMemoryRouter([{ path: '/', element: <Boom />, errorElement: <ErrorScreen /> }]);
    renderUi(<RouterProvider router={router} />);
    expect(screen.getByRole('heading').textContent).toBe('Något oväntat hände, vänligen försök igen.');
    expect(screen.getByRole('button', { name: 'Ladda om' })).toBeTruthy();
  });

  it('renews an expired token while the session lives, and keeps the user on the screen (decision 021)', async () => {
    setViewportWidth(1440);
    const now = Math.floor(Date.now() / 1000);
    setToken(tokenFor({ iat: now - 7200, exp: now - 10 }));
    const fresh = tokenFor({ iat: now, exp: now + 900 });
    const calls = stubFetch((call) => (call.url.endsWith('/api/shared/update/token') ? { status: 200, body: { token: fresh } } : { status: 200, body: {} }));
    const { router } = renderApp('/no-such-screen');
    await waitFor(() => expect(localStorage.getItem('token')).toBe(fresh));
    expect(router.state.location.pathname).toBe('/no-such-screen');
    expect(calls.filter((c) => c.url.endsWith('/api/shared/update/token'))).toHaveLength(1);
  });

  it('signs out when the server refuses the session behind an expired token', async () => {
    setViewportWidth(1440);
    const now = Math.floor(Date.now() / 1000);
    setToken(tokenFor({ iat: now - 7200, exp: now - 10 }));
    const reload = vi.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    stubFetch(() => ({ status: 401, body: { code: 'unauthenticated', message: 'Not signed in' } }));
    renderApp('/no-such-screen');
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
    await waitFor(() => expect(reload).toHaveBeenCalled());
  });

  it('keeps the user signed in with an expired token while offline (the phone on the bus)', async () => {
    setViewportWidth(1440);
    const now = Math.floor(Date.now() / 1000);
    const expired = tokenFor({ iat: now - 86_400, exp: now - 80_000 });
    setToken(expired);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const calls = stubFetch(() => ({ status: 500 }));
    const { router } = renderApp('/no-such-screen');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localStorage.getItem('token')).toBe(expired);
    expect(router.state.location.pathname).toBe('/no-such-screen');
    expect(calls).toEqual([]);
  });

  it('shows a count a feature publishes through useSetNavBadge on its menu entry', () => {
    renderUi(
      <MemoryRouter>
        <NavBadgesProvider>
          <OpenJobsFeeder />
          <Sidebar role="user" open onSignOut={() => undefined} />
        </NavBadgesProvider>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Lediga vikariat/ });
    expect(within(link).getByText('7').getAttribute('aria-label')).toBe('7 nya');
  });

  it('names one new item in the singular', () => {
    renderUi(
      <MemoryRouter>
        <NavBadgesProvider>
          <OpenJobsFeeder count={1} />
          <Sidebar role="user" open onSignOut={() => undefined} />
        </NavBadgesProvider>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: /Lediga vikariat/ });
    expect(within(link).getByText('1').getAttribute('aria-label')).toBe('1 ny');
  });
});
