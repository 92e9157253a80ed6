import { useLingui } from '@lingui/react/macro';
import { isLeaderRole, type TokenClaims } from '@vikariat/domain';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router-dom';
import { FullscreenToggle } from '../../components/ui/fullscreen-toggle.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import { Tooltip } from '../../components/ui/tooltip.tsx';
import { ProfileMenu } from './profile-menu.tsx';
import './top-bar.css';

interface TopBarProps {
  user: TokenClaims;
  mobile: boolean;
  sidebarOpen: boolean;
  onToggleSidebar: () => void;
  onSignOut: () => void;
}

// Lazy: the indicator reads the local database, which must stay out of the initial chunk.
const SyncIndicator = lazy(async () => ({ default: (await import('../../features/sync-status/index.ts')).SyncIndicator }));

export function TopBar({ user, mobile, sidebarOpen, onToggleSidebar, onSignOut }: TopBarProps) {
  const { t } = useLingui();
  const role = user.typeOfUser;
  // The school name is shown in the header and hidden when the user has several schools (spec 01 §2).
  const schoolName = user.school && !user.moreSchools ? user.school.name : null;

  return (
    <header className="top-bar">
      {mobile ? null : (
        <button type="button" className="icon-button" aria-expanded={sidebarOpen} aria-controls="app-sidebar" onClick={onToggleSidebar}>
          <Icon name="menu" />
          <span className="visually-hidden">{sidebarOpen ? t`Stäng menyn` : t`Öppna menyn`}</span>
        </button>
      )}
      <Link to="/" className="top-brand">
        <img src={`${import.meta.env.BASE_URL}favicon.svg`} alt="" width={32} height={32} />
        <span>Vikariat</span>
      </Link>
      {schoolName ? (
        // a long name is cut: the tip shows it whole to the pointer (the text itself is read in full)
        <Tooltip content={schoolName} side="bottom" describes={false} className="top-school-anchor">
          {(trigger) => (
            <p className="top-school" {...trigger}>
              {schoolName}
            </p>
          )}
        </Tooltip>
      ) : null}
      <div className="top-actions">
        {role !== 'user' && role !== 'admin' ? (
          <Link to="/jobs/new" className="button button-primary top-action">
            <Icon name="plus" size={20} />
            <span className="top-action-label">{t`Nytt vikariat`}</span>
          </Link>
        ) : null}
        {isLeaderRole(role) ? (
          <Link to="/teachers/create" className="button button-secondary top-action">
            <Icon name="users" size={20} />
            <span className="top-action-label">{t`Lägg till lärare`}</span>
          </Link>
        ) : null}
        <Suspense fallback={null}>
          <SyncIndicator />
        </Suspense>
        {mobile ? null : <FullscreenToggle />}
        <ProfileMenu user={user} onSignOut={onSignOut} />
      </div>
    </header>
  );
}
