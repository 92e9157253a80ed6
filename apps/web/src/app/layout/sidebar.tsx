import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Role } from '@vikariat/domain';
import { Link, NavLink } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { useNavBadges, useNavGates } from '../../lib/nav-badges.tsx';
import { APP_VERSION } from '../../lib/version.ts';
import { sidebarSections, type NavItem } from './nav-items.ts';
import '../../components/ui/tooltip.css';
import './sidebar.css';

interface SidebarProps {
  role: Role;
  open: boolean;
  onSignOut: () => void;
}

export function Sidebar({ role, open, onSignOut }: SidebarProps) {
  const { t, i18n } = useLingui();
  const badges = useNavBadges();
  const gates = useNavGates();
  const sections = sidebarSections(role).map((section) => ({ ...section, items: section.items.filter((entry) => !entry.gate || gates[entry.gate]) }));
  // a page reached by two entries (the development group's 'Hem' and the board) is marked current at its first only:
  // two highlighted entries left a person unsure where they were
  const firstTo = new Map<string, string>();
  for (const entry of sections.flatMap((section) => section.items)) if (!firstTo.has(entry.to)) firstTo.set(entry.to, entry.id);

  const renderItem = (entry: NavItem) => {
    const label = i18n._(entry.label);
    const count = entry.badge ? badges[entry.badge] : undefined;
    const content = (
      <>
        <Icon name={entry.icon} />
        <span className="sidebar-label">{label}</span>
        {count !== undefined && count > 0 ? (
          <span className="nav-badge" aria-label={t({ message: plural(count, { one: '# ny', other: '# nya' }) })}>
            {count}
          </span>
        ) : null}
      </>
    );
    return (
      <li key={entry.id}>
        {/* collapsed, the menu is icons: the tip shows the name the link already has for a screen reader */}
        <Tooltip content={label} side="right" describes={false} disabled={open} className="tooltip-anchor-block">
          {(trigger) =>
            firstTo.get(entry.to) !== entry.id ? (
              <Link to={entry.to} className="sidebar-link" {...trigger}>
                {content}
              </Link>
            ) : (
              <NavLink to={entry.to} end={entry.to === '/' || entry.to === '/jobs'} className="sidebar-link" {...trigger}>
                {content}
              </NavLink>
            )
          }
        </Tooltip>
      </li>
    );
  };

  return (
    <nav className="sidebar" data-open={open} aria-label={t`Huvudmeny`} id="app-sidebar">
      {/* the entries scroll when the window is too low for them; the version stays whole below them (it was cut in half
          at the foot of the rail on a 1180×820 tablet) */}
      <div className="sidebar-scroll">
        {sections.map((section) => (
          <div key={section.id} className="sidebar-section">
            {/* secondary menus sit below a separator (spec 01 §2) */}
            {section.id === 'secondary' ? <hr className="sidebar-separator" /> : null}
            {section.heading ? <h2 className="sidebar-heading">{i18n._(section.heading)}</h2> : null}
            <ul>{section.items.map(renderItem)}</ul>
          </div>
        ))}
        <hr className="sidebar-separator" />
        <ul>
          <li>
            <Tooltip content={t`Logga ut`} side="right" describes={false} disabled={open} className="tooltip-anchor-block">
              {(trigger) => (
                <button type="button" className="sidebar-link" onClick={onSignOut} {...trigger}>
                  <Icon name="logout" />
                  <span className="sidebar-label">{t`Logga ut`}</span>
                </button>
              )}
            </Tooltip>
          </li>
        </ul>
      </div>
      <p className="sidebar-version">{APP_VERSION}</p>
    </nav>
  );
}
