import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';
import { Modal } from '../../../components/ui/modal.tsx';
import { useSignOut } from '../../../lib/use-sign-out.ts';
import { AccountPanel } from './account-panel.tsx';
import { DevicesPanel } from './devices-panel.tsx';
import { MyDataPanel } from './my-data-panel.tsx';
import { FaqPanel } from './faq-panel.tsx';
import { NotificationsPanel } from './notifications-panel.tsx';
import { SecurityPanel } from './security-panel.tsx';
import { SettingsOverview } from './settings-overview.tsx';
import { parseTab, tabsFor, type SettingsTab } from './settings-tabs.ts';
import { StandardTextPanel } from './standard-text-panel.tsx';
import { SupportPanel } from './support-panel.tsx';
import '../../../components/ui/page.css';
import './settings.css';

function Panel({ tab }: { tab: SettingsTab }) {
  switch (tab) {
    case 1:
      return <NotificationsPanel />;
    case 2:
      return <AccountPanel />;
    case 4:
      return <SecurityPanel />;
    case 5:
      return <FaqPanel />;
    case 6:
      return <SupportPanel />;
    case 7:
      return <StandardTextPanel />;
    case 8:
      return <MyDataPanel />;
    case 9:
      return <DevicesPanel />;
  }
}

/** /settings (tabs by ?tab=N), /settings/notifications (1), /settings/security (4), /settings/data (8), /settings/devices (9). */
export function SettingsPage({ fixedTab }: { fixedTab?: SettingsTab }) {
  const { t, i18n } = useLingui();
  const session = useSession();
  const [params] = useSearchParams();
  const role = session?.typeOfUser ?? 'user';
  const tab = fixedTab ?? parseTab(params.get('tab'), role);
  const [promptOpen, setPromptOpen] = useState(role === 'user' && session?.hasEdited === false);

  const signOut = useSignOut();
  const onLogout = (): void => void signOut();

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Inställningar`}</h1>
      </header>
      {tab === null ? (
        <SettingsOverview role={role} identityVerified={session?.identityVerified ?? false} onLogout={onLogout} />
      ) : (
        <>
          <nav aria-label={t`Inställningar`} className="tabs">
            {tabsFor(role).map((entry) => (
              <Link key={entry.tab} className="tab" to={`/settings?tab=${entry.tab}`} aria-current={entry.tab === tab ? 'page' : undefined}>
                {i18n._(entry.label)}
              </Link>
            ))}
          </nav>
          <Panel tab={tab} />
          <p>
            <Link to="/settings">{t`Tillbaka till inställningar`}</Link>
          </p>
        </>
      )}
      <Modal
        open={promptOpen}
        title={t`Fyll i din profil`}
        onClose={() => setPromptOpen(false)}
        size="small"
        footer={
          <>
            <button type="button" className="button button-secondary" onClick={() => setPromptOpen(false)}>
              {t`Senare`}
            </button>
            <Link className="button button-primary" to="/profile">
              {t`Till profilen`}
            </Link>
          </>
        }
      >
        <p>{t`Skolorna ser din profil när du anmäler dig. Fyll i den så att du kan bli vald.`}</p>
      </Modal>
    </div>
  );
}
