import { useLingui } from '@lingui/react/macro';
import type { Role } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { useIsMobile } from '../../../lib/use-media-query.ts';
import { APP_VERSION } from '../../../lib/version.ts';
import { Icon } from '../../../components/ui/icon.tsx';
import { StandardTextPanel } from './standard-text-panel.tsx';
import '../../../components/ui/page.css';

interface OverviewProps {
  role: Role;
  identityVerified: boolean;
  onLogout: () => void;
}

/**
 * /settings without a tab: on a phone (≤ 600 px) the menu list Notifications, Profile (verified badge), FAQ,
 * Support, Security, My data, Devices, Accessibility, Logout and the version; on wider screens the card list Notifications, Security,
 * Support, FAQ, Account, My data, Devices, Accessibility (the statement of Act 306/2019), Logout — and a teacher's default description card (spec 02 §2).
 */
export function SettingsOverview({ role, identityVerified, onLogout }: OverviewProps) {
  const { t } = useLingui();
  const mobile = useIsMobile();

  if (mobile) {
    return (
      <nav aria-label={t`Inställningar`}>
        <ul className="settings-list">
          <li>
            <Link to="/settings/notifications">
              <Icon name="bell" />
              {t`Notiser`}
            </Link>
          </li>
          <li>
            <Link to={role === 'admin' ? '/settings?tab=2' : '/profile'}>
              <Icon name="user" />
              {t`Profil`}
              {identityVerified ? <span className="badge badge-success">{t`Verifierad`}</span> : null}
            </Link>
          </li>
          <li>
            <Link to="/settings?tab=2">
              <Icon name="key" />
              {t`Konto`}
            </Link>
          </li>
          <li>
            <Link to="/settings?tab=5">
              <Icon name="info" />
              {t`Vanliga frågor`}
            </Link>
          </li>
          <li>
            <Link to="/settings?tab=6">
              <Icon name="mail" />
              {t`Support`}
            </Link>
          </li>
          <li>
            <Link to="/settings/security">
              <Icon name="check" />
              {t`Säkerhet`}
            </Link>
          </li>
          <li>
            <Link to="/settings/data">
              <Icon name="list" />
              {t`Mina uppgifter`}
            </Link>
          </li>
          <li>
            <Link to="/settings/devices">
              <Icon name="key" />
              {t`Inloggade enheter`}
            </Link>
          </li>
          <li>
            <Link to="/accessibility">
              <Icon name="globe" />
              {t`Tillgänglighet`}
            </Link>
          </li>
          <li>
            <button type="button" onClick={onLogout}>
              <Icon name="logout" />
              {t`Logga ut`}
            </button>
          </li>
        </ul>
        <p className="muted settings-version">{APP_VERSION}</p>
      </nav>
    );
  }

  const cards = [
    { to: '/settings/notifications', icon: 'bell' as const, title: t`Notiser`, text: t`Pushnotiser och e-post` },
    { to: '/settings/security', icon: 'check' as const, title: t`Säkerhet`, text: t`Integritet och dataskydd` },
    { to: '/settings?tab=6', icon: 'mail' as const, title: t`Support`, text: t`Skicka ett meddelande till supporten` },
    { to: '/settings?tab=5', icon: 'info' as const, title: t`Vanliga frågor`, text: t`Svar på vanliga frågor` },
    { to: '/settings?tab=2', icon: 'key' as const, title: t`Konto`, text: t`Lösenord och radering av kontot` },
    { to: '/settings/data', icon: 'list' as const, title: t`Mina uppgifter`, text: t`Ladda ner allt vi har sparat om dig` },
    { to: '/settings/devices', icon: 'key' as const, title: t`Inloggade enheter`, text: t`Se och logga ut dina enheter` },
    { to: '/accessibility', icon: 'globe' as const, title: t`Tillgänglighet`, text: t`Tillgänglighetsutlåtande och respons` },
  ];
  return (
    <div className="stack">
      <ul className="card-grid settings-cards">
        {cards.map((card) => (
          <li key={card.to}>
            <Link className="card settings-card" to={card.to}>
              <Icon name={card.icon} size={28} />
              <span className="settings-card-title">{card.title}</span>
              <span className="muted">{card.text}</span>
            </Link>
          </li>
        ))}
        <li>
          <button type="button" className="card settings-card" onClick={onLogout}>
            <Icon name="logout" size={28} />
            <span className="settings-card-title">{t`Logga ut`}</span>
            <span className="muted">{APP_VERSION}</span>
          </button>
        </li>
      </ul>
      {role === 'teacher' ? <StandardTextPanel /> : null}
    </div>
  );
}
