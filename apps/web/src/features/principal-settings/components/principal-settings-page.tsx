import { useLingui } from '@lingui/react/macro';
import { useSession } from '../../../lib/use-session.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { usePrincipal } from '../api/get-principal.ts';
import { DayCardTemplatesCard } from './day-card-templates-card.tsx';
import { DefaultDescriptionCard } from './default-description-card.tsx';
import { HoursSettingsCard } from './hours-settings-card.tsx';
import { WaveSettingsCard } from './wave-settings-card.tsx';
import { SchoolListsCard } from './school-lists-card.tsx';
import { UrgentDefaultsCard } from './urgent-defaults-card.tsx';
import '../../../components/ui/page.css';
import './principal-settings.css';
import { messageForPerson } from '../../../lib/form-errors.ts';

/** /principal/settings (spec 02 §2 "Principal settings"). */
export function PrincipalSettingsPage() {
  const { t } = useLingui();
  const email = useSession()?.email ?? '';
  const principal = usePrincipal(email);
  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Inställningar`}</h1>
      </header>
      {principal.isPending ? <Spinner /> : null}
      {principal.isError ? (
        <p role="alert" className="card">
          {messageForPerson(principal.error, t`Något gick fel`)}
        </p>
      ) : null}
      {principal.isSuccess ? (
        <>
          <DefaultDescriptionCard email={email} saved={principal.data.defaultDescription ?? ''} />
          <UrgentDefaultsCard email={email} saved={principal.data.defaults} />
          <DayCardTemplatesCard schools={principal.data.schools} />
          <SchoolListsCard schools={principal.data.schools} />
          <HoursSettingsCard />
          <WaveSettingsCard />
        </>
      ) : null}
    </div>
  );
}
