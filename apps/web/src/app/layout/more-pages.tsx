import { useLingui } from '@lingui/react/macro';
import type { Role } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { useNavGates, type NavGates } from '../../lib/nav-badges.tsx';
import { bottomBarItems, sidebarSections, type NavItem } from './nav-items.ts';
import '../../features/settings/components/settings.css';
import './more-pages.css';

/**
 * The role's pages that a phone's bar has no room for, at the top of 'Mer' (/settings, ≤ 600 px): the side menu's
 * entries less the bar's own and what the settings list below holds. Without it a principal on a phone could not
 * reach the job list, the hours or the reports, nor an admin the audit log.
 */
export function morePagesOf(role: Role, gates: NavGates): NavItem[] {
  const { items, centre } = bottomBarItems(role);
  // the settings' own list, right below, has the profile
  const shown = new Set(['/settings', '/profile', ...items.map((entry) => entry.to), ...(centre ? [centre.to] : [])]);
  const pages: NavItem[] = [];
  // the development group's entries that repeat others appear once (its 'Skapa kod' is a principal's only way there)
  for (const section of sidebarSections(role)) {
    for (const entry of section.items) {
      if (shown.has(entry.to) || (entry.gate !== undefined && !gates[entry.gate])) continue;
      shown.add(entry.to);
      pages.push(entry);
    }
  }
  return pages;
}

export function MorePages({ role }: { role: Role }) {
  const { t, i18n } = useLingui();
  const pages = morePagesOf(role, useNavGates());
  if (pages.length === 0) return null;
  return (
    <nav aria-labelledby="more-pages-title" className="more-pages">
      <p id="more-pages-title" className="more-pages-title">{t`Fler sidor`}</p>
      <ul className="settings-list">
        {pages.map((entry) => (
          <li key={entry.id}>
            <Link to={entry.to}>
              <Icon name={entry.icon} />
              {i18n._(entry.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
