import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render-app.tsx';
import { tokenFor } from '../../../test/tokens.ts';
import { setViewportWidth } from '../../../test/viewport.ts';
import { setToken } from '../../lib/session.ts';
import { APP_VERSION } from '../../lib/version.ts';

/**
 * The version label at the foot of the menu rail was cut in half on a 1180×820 tablet: the whole rail scrolled, and its
 * last line sat under the window's edge. The entries now scroll on their own and the version stays whole below them.
 * jsdom has no layout, so this reads the structure and the rail's own stylesheet (the web tests load it: vitest.config.ts);
 * e2e navigation.spec.ts measures the label in Chromium at 1180 and 390 px.
 */

describe('the menu rail’s version label', () => {
  it('stands outside the entries, which scroll within the rail; the rail itself does not scroll', async () => {
    setViewportWidth(1180);
    setToken(tokenFor({ typeOfUser: 'principal' }));
    renderApp('/no-such-screen');
    const nav = await screen.findByRole('navigation', { name: 'Huvudmeny' });
    const version = within(nav).getByText(APP_VERSION);
    const entries = nav.querySelector<HTMLElement>('.sidebar-scroll');
    expect(entries).not.toBeNull();
    expect(
      within(nav)
        .getAllByRole('link')
        .every((link) => entries?.contains(link)),
    ).toBe(true);
    expect(entries?.contains(within(nav).getByRole('button', { name: 'Logga ut' }))).toBe(true);
    expect(entries?.contains(version)).toBe(false);
    expect(version.parentElement).toBe(nav);
    expect(getComputedStyle(entries!).overflowY).toBe('auto');
    expect(getComputedStyle(nav).overflow).toBe('hidden');
    expect(getComputedStyle(version).flexShrink).toBe('0');
  });
});
