import { ROLES, type Role } from '@vikariat/domain';
import { describe, expect, it } from 'vitest';
import { morePagesOf } from './more-pages.tsx';
import { bottomBarItems, sidebarSections } from './nav-items.ts';

/** Every page of a role's side menu is one tap from a phone's bar: on the bar, its centre button, or under 'Mer'. */
describe("a phone's way to every page of the side menu", () => {
  it.each([...ROLES])('%s: reaches each page once', (role: Role) => {
    const { items, centre } = bottomBarItems(role);
    const more = morePagesOf(role, { exportAllowed: true });
    // the settings list under 'Mer' holds the settings and the profile
    const onPhone = ['/settings', '/profile', ...[...items, ...(centre ? [centre] : []), ...more].map((entry) => entry.to)];
    for (const entry of sidebarSections(role).flatMap((section) => section.items)) expect(onPhone, entry.to).toContain(entry.to);
    // none twice: 'Mer' lists only what the bar lacks
    expect(new Set(more.map((entry) => entry.to)).size).toBe(more.length);
    for (const entry of more) expect([...items, ...(centre ? [centre] : [])].map((e) => e.to)).not.toContain(entry.to);
  });

  it("shows the school's statistics export only once an admin allowed it, as the side menu does", () => {
    expect(morePagesOf('principal', {}).map((entry) => entry.to)).not.toContain('/export');
    expect(morePagesOf('principal', { exportAllowed: true }).map((entry) => entry.to)).toContain('/export');
    expect(morePagesOf('admin', {}).map((entry) => entry.to)).toEqual(expect.arrayContaining(['/admin/audit-log', '/admin/principals', '/admin/hours']));
  });
});
