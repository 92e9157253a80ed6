import { screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, MemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render-app.tsx';
import { renderUi } from '../../test/render-ui.tsx';
import { tokenFor } from '../../test/tokens.ts';
import { setViewportWidth } from '../../test/viewport.ts';
import { setToken } from '../lib/session.ts';
import { ErrorScreen } from './error-screen.tsx';
import { Sidebar } from './layout/sidebar.tsx';
import { NavBadgesProvider, useSetNavBadge } from './nav-badges.tsx';

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

  it('signs out on navigation when the stored token has expired (route watcher)', async () => {
    setViewportWidth(1440);
    const now = Math.floor(Date.now() / 1000);
    setToken(tokenFor({ iat: now - 7200, exp: now - 10 }));
    const { router } = renderApp('/no-such-screen');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    await waitFor(() => expect(localStorage.getItem('token')).toBeNull());
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
