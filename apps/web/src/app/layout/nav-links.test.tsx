import { screen, waitFor } from '@testing-library/react';
import { ROLES, type Role } from '@vikariat/domain';
import { matchRoutes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { tokenFor } from '../../../test/tokens.ts';
import { setViewportWidth } from '../../../test/viewport.ts';
import { setToken } from '../../lib/session.ts';
import { redirectFor } from '../role-rules.ts';
import { appRoutes } from '../router.tsx';
import { bottomBarItems, sidebarSections, type NavItem } from './nav-items.ts';

/**
 * Issue 22 item 8: every link of every menu works for the role that sees it. Generated from the menus themselves: for
 * each role, each link of the sidebar (gated ones included) and of the phone's bottom bar is a screen of the route
 * tree (not the "not found" fallback) that the role guards let this role stay on.
 */
const menus = (role: Role): { link: NavItem; mobile: boolean }[] => {
  const bar = bottomBarItems(role);
  return [
    ...sidebarSections(role).flatMap((section) => section.items.map((link) => ({ link, mobile: false }))),
    ...[...bar.items, ...(bar.centre ? [bar.centre] : [])].map((link) => ({ link, mobile: true })),
  ];
};

const screenOf = (path: string): string | undefined => matchRoutes(appRoutes(), path)?.at(-1)?.route.path;

describe('every menu link leads to a screen of its role', () => {
  for (const role of ROLES) {
    it(`${role}: each link is a screen the role stays on`, () => {
      const broken = menus(role)
        .map(({ link, mobile }) => ({ link, mobile, screen: screenOf(link.to), redirect: redirectFor(link.to, role, { mobile }) }))
        .filter(({ screen: found, redirect }) => found === undefined || found === '*' || redirect !== null)
        .map(
          ({ link, mobile, screen: found, redirect }) =>
            `${link.id} ${link.to} (${mobile ? 'phone' : 'desktop'}): ${found === '*' ? 'not found' : `redirected to ${redirect}`}`,
        );
      expect(broken).toEqual([]);
    });
  }

  it('offers settings on a desktop to every role, and no development link the role may not use', () => {
    for (const role of ROLES) {
      const desktop = sidebarSections(role).flatMap((section) => section.items.map((link) => link.to));
      expect(desktop, role).toContain('/settings');
      expect(desktop, role).not.toContain('/schools/new');
    }
    const teacherDev = sidebarSections('teacher')
      .find((section) => section.id === 'dev')
      ?.items.map((link) => link.id);
    expect(teacherDev).toEqual(['dev-home', 'dev-profile', 'dev-new-job']);
    const principalDev = sidebarSections('principal')
      .find((section) => section.id === 'dev')
      ?.items.map((link) => link.id);
    expect(principalDev).toEqual(['dev-home', 'dev-profile', 'dev-new-job', 'dev-code']);
  });
});

describe('each menu link renders its screen', () => {
  // the API is unreachable: each screen must still render itself (its own offline or error state), not "not found"
  for (const role of ROLES) {
    it(`${role}: no link of the sidebar or the phone's bar shows "not found" or moves elsewhere`, async () => {
      stubFetch(() => ({ status: 503 }));
      setToken(tokenFor({ typeOfUser: role, school: { id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a50', name: 'Kyrkoby skola' } }));
      for (const { link, mobile } of menus(role).filter((entry) => !entry.link.gate)) {
        setViewportWidth(mobile ? 390 : 1440);
        const view = renderApp(link.to);
        await waitFor(() => expect(view.router.state.navigation.state).toBe('idle'));
        await waitFor(() => expect(document.querySelector('#main')?.childElementCount ?? 0).toBeGreaterThan(0));
        expect(view.router.state.location.pathname, link.to).toBe(link.to);
        expect(screen.queryByRole('heading', { name: 'Sidan hittades inte' }), link.to).toBeNull();
        view.unmount();
      }
    });
  }
});

describe('the sidebar marks where the person is', () => {
  it("marks one entry current where two lead to the same page (the board and the development group's 'Hem')", async () => {
    stubFetch(() => ({ status: 503 }));
    setToken(tokenFor({ typeOfUser: 'principal', school: { id: '0190a5b2-7c3d-7e4f-8a9b-0c1d2e3f4a50', name: 'Kyrkoby skola' } }));
    setViewportWidth(1440);
    const view = renderApp('/jobs/overview');
    const sidebar = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    await waitFor(() => expect(sidebar.querySelectorAll('[aria-current="page"]')).toHaveLength(1));
    expect(sidebar.querySelector('[aria-current="page"]')?.textContent).toContain('Anslagstavlan');
    // the second entry still leads there
    expect(sidebar.querySelectorAll('a[href$="/jobs/overview"]').length).toBeGreaterThan(1);
    view.unmount();
  });
});
