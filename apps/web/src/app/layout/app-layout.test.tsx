import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { tokenFor } from '../../../test/tokens.ts';
import { setViewportWidth } from '../../../test/viewport.ts';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { setToken } from '../../lib/session.ts';

const linkNames = (nav: HTMLElement): string[] =>
  within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent?.trim() ?? '');

const signInAs = (overrides: Parameters<typeof tokenFor>[0]) => setToken(tokenFor(overrides));

describe('app layout', () => {
  it('shows the substitute menu in the sidebar on a desktop', async () => {
    setViewportWidth(1440);
    signInAs({ typeOfUser: 'user' });
    renderApp('/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(linkNames(nav)).toEqual(['Hem', 'Profil', 'Lediga vikariat', 'Mina anmälningar', 'Tillgänglighet', 'Mitt arbete', 'Omdömen', 'Inställningar']);
    expect(within(nav).getByRole('button', { name: 'Logga ut' })).toBeTruthy();
    expect(within(nav).getByText('v1.9.2')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Nytt vikariat/ })).toBeNull();
  });

  it('shows the teacher menu with its development group and a new-job button', async () => {
    setViewportWidth(1440);
    signInAs({ typeOfUser: 'teacher', school: { id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a50', name: 'Kyrkoby skola' } });
    renderApp('/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(linkNames(nav)).toEqual(['Anslagstavlan', 'Vikariat', 'Kalender', 'Omdömen', 'Inställningar', 'Hem', 'Profil', 'Skapa vikariat']);
    expect(within(nav).getByRole('heading', { name: 'Utveckling' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Nytt vikariat/ })).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Lägg till lärare/ })).toBeNull();
    expect(screen.getByText('Kyrkoby skola')).toBeTruthy();
  });

  it('shows the principal menu, the add-teacher button, and hides the school name for several schools', async () => {
    setViewportWidth(1440);
    signInAs({ typeOfUser: 'ledare', moreSchools: true, school: { id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a50', name: 'Kyrkoby skola' } });
    renderApp('/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(linkNames(nav)).toEqual([
      'Anslagstavlan',
      'Vikariat',
      'Kalender',
      'Lärare',
      'Rapporter',
      'Arbetstimmar',
      'Omdömen',
      'Inställningar',
      'Hem',
      'Profil',
      'Skapa vikariat',
      'Skapa kod',
      'Mina inställningar',
    ]);
    expect(screen.getByRole('link', { name: /Lägg till lärare/ })).toBeTruthy();
    expect(screen.queryByText('Kyrkoby skola')).toBeNull();
  });

  it("links a principal's menu to the export page once an admin allows the school to export", async () => {
    setViewportWidth(1440);
    let allowed = false;
    const calls = stubFetch((call) => (call.url.endsWith('/api/stats/export/allowed') ? { status: 200, body: allowed } : { status: 503 }));
    signInAs({ typeOfUser: 'principal' });
    const before = renderApp('/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/stats/export/allowed'))).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav).queryByRole('link', { name: 'Statistikexport' })).toBeNull();
    before.unmount();

    allowed = true;
    renderApp('/no-such-screen');
    const link = await within(await screen.findByRole('navigation', { name: 'Huvudmeny' })).findByRole('link', { name: 'Statistikexport' });
    expect(link.getAttribute('href')).toBe('/export');
  });

  it('shows the admin menu', async () => {
    setViewportWidth(1440);
    signInAs({ typeOfUser: 'admin' });
    renderApp('/admin/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(linkNames(nav)).toEqual([
      'Skolor',
      'Rektorer',
      'Meddelanden',
      'Synklogg',
      'E-postlåda',
      'Leveranser',
      'Avbokningar',
      'Tillsättning',
      'Arbetstimmar',
      'Omdömen',
      'Tillgänglighetsrespons',
      'Granskningslogg',
      'Organisationers inloggning',
      'Inställningar',
    ]);
  });

  it('opens the sidebar above 1450 px and collapses it below; the toggle switches it', async () => {
    setViewportWidth(1451);
    signInAs({ typeOfUser: 'teacher' });
    const wide = renderApp('/no-such-screen');
    expect((await screen.findByRole('navigation', { name: 'Huvudmeny' })).dataset.open).toBe('true');
    wide.unmount();

    setViewportWidth(1440);
    renderApp('/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(nav.dataset.open).toBe('false');
    fireEvent.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    expect(nav.dataset.open).toBe('true');
  });

  it('lays an opened sidebar over the content at 1145 px or less and closes it on the way somewhere; wider, it stays', async () => {
    signInAs({ typeOfUser: 'principal' });
    stubFetch(() => ({ status: 503 }));
    for (const [width, overlay] of [
      [1145, true],
      [1146, false],
    ] as const) {
      setViewportWidth(width);
      const view = renderApp('/no-such-screen');
      const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
      fireEvent.click(screen.getByRole('button', { name: 'Öppna menyn' }));
      expect(nav.dataset.open).toBe('true');
      expect(view.container.querySelector('.app-frame')?.getAttribute('data-sidebar-overlay')).toBe(String(overlay));
      fireEvent.click(within(nav).getByRole('link', { name: 'Mina inställningar' }));
      await waitFor(() => expect(view.router.state.location.pathname).toBe('/settings'));
      await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toBeTruthy());
      await waitFor(() => expect([width, nav.dataset.open]).toEqual([width, String(!overlay)]));
      view.unmount();
    }
  });

  it('names the icons of a collapsed sidebar in a tooltip, for the pointer and the keyboard', async () => {
    setViewportWidth(1440);
    signInAs({ typeOfUser: 'teacher' });
    renderApp('/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(nav.dataset.open).toBe('false');
    const calendar = within(nav).getByRole('link', { name: 'Kalender' });
    act(() => calendar.focus());
    expect(within(nav).queryByRole('tooltip', { hidden: true })).toBeNull();
    const tip = await within(nav).findByRole('tooltip', { hidden: true });
    expect(tip.textContent).toBe('Kalender');
    fireEvent.click(screen.getByRole('button', { name: 'Öppna menyn' }));
    // open, the names are on screen: no tips
    fireEvent.pointerEnter(within(nav).getByRole('link', { name: 'Anslagstavlan' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      within(nav)
        .queryAllByRole('tooltip', { hidden: true })
        .map((t) => t.textContent),
    ).not.toContain('Anslagstavlan');
  });

  it('uses the bottom bar at 600 px with the centre create button and a "!" on Mer for an unfinished profile', async () => {
    setViewportWidth(600);
    signInAs({ typeOfUser: 'teacher' });
    const teacher = renderApp('/no-such-screen');
    const bar = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(bar.className).toBe('bottom-bar');
    expect(within(bar).getByRole('link', { name: 'Skapa vikariat' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Öppna menyn' })).toBeNull();
    teacher.unmount();

    signInAs({ typeOfUser: 'user', hasEdited: false });
    renderApp('/no-such-screen');
    const userBar = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    expect(linkNames(userBar)).toEqual(['Lediga vikariat', 'Mina anmälningar', 'Kalender', 'Profil', '!Mer']);
    expect(within(userBar).getByLabelText('Profilen är inte ifylld')).toBeTruthy();
  });

  it('sends a signed-out visitor of a protected route to the login screen', async () => {
    setViewportWidth(1440);
    const { router } = renderApp('/no-such-screen');
    await screen.findByRole('heading', { name: 'Logga in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it('applies the role guard: a substitute reaching /jobs/overview lands on /jobs/all', async () => {
    setViewportWidth(1440);
    signInAs({ typeOfUser: 'user' });
    const { router } = renderApp('/jobs/overview');
    await waitFor(() => expect(router.state.location.pathname).toBe('/jobs/all'));
  });

  it('signs out from the profile menu', async () => {
    setViewportWidth(1440);
    signInAs({ typeOfUser: 'principal', firstName: 'Maria', identityVerified: true });
    const { router } = renderApp('/no-such-screen');
    const menuButton = await screen.findByRole('button', { name: /Maria/ });
    expect(menuButton.textContent).toContain('Rektor');
    expect(within(menuButton).getByText('Verifierad')).toBeTruthy();
    fireEvent.click(menuButton);
    act(() => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Logga ut' })[1] as HTMLElement);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });
});
