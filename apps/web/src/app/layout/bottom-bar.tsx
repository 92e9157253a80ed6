import { useLingui } from '@lingui/react/macro';
import type { Role } from '@vikariat/domain';
import { NavLink } from 'react-router-dom';
import { Icon } from '../../components/ui/icon.tsx';
import { useNavBadges } from '../../lib/nav-badges.tsx';
import { bottomBarItems, type NavItem } from './nav-items.ts';
import './bottom-bar.css';

interface BottomBarProps {
  role: Role;
  /** A substitute who has not completed the profile: 'Mer' shows a '!' badge (spec 01 §2). */
  profileIncomplete: boolean;
}

export function BottomBar({ role, profileIncomplete }: BottomBarProps) {
  const { t, i18n } = useLingui();
  const badges = useNavBadges();
  const { items, centre } = bottomBarItems(role);
  const half = Math.ceil(items.length / 2);

  const renderItem = (entry: NavItem) => {
    const label = i18n._(entry.label);
    const alert = entry.badge === 'moreAlert' && (profileIncomplete || (badges.moreAlert ?? 0) > 0);
    const count = entry.badge && entry.badge !== 'moreAlert' ? badges[entry.badge] : undefined;
    return (
      <li key={entry.id}>
        <NavLink to={entry.to} end={entry.to === '/jobs'} className="bottom-link">
          <span className="bottom-icon">
            <Icon name={entry.icon} />
            {alert ? (
              <span className="nav-badge nav-badge-alert" aria-label={t`Profilen är inte ifylld`}>
                !
              </span>
            ) : null}
            {count !== undefined && count > 0 ? <span className="nav-badge">{count}</span> : null}
          </span>
          <span className="bottom-label">{label}</span>
        </NavLink>
      </li>
    );
  };

  return (
    <nav className="bottom-bar" aria-label={t`Huvudmeny`}>
      <ul>
        {items.slice(0, half).map(renderItem)}
        {centre ? (
          <li className="bottom-centre">
            <NavLink to={centre.to} className="bottom-centre-button" aria-label={i18n._(centre.label)}>
              <Icon name="plus" size={28} />
            </NavLink>
          </li>
        ) : null}
        {items.slice(half).map(renderItem)}
      </ul>
    </nav>
  );
}
