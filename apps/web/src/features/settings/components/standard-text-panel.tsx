import { useLingui } from '@lingui/react/macro';
import { isLeaderRole } from '@vikariat/domain';
import { Link } from 'react-router-dom';
import { useSession } from '../../../lib/use-session.ts';
import { DefaultDescriptionEditor } from '../../../components/default-description-editor.tsx';
import { useOwnProfile } from '../api/get-own-profile.ts';

/**
 * Tab 7 (spec's "standard text for urgent jobs"): a teacher's default description, which their new jobs' additional
 * information starts with; principals keep theirs and the SOS defaults on their own settings page.
 */
export function StandardTextPanel() {
  const { t } = useLingui();
  const session = useSession();
  const role = session?.typeOfUser ?? 'user';
  const profile = useOwnProfile(role, session?.email ?? '');
  return (
    <section className="card stack" aria-labelledby="settings-standard-title">
      <h2 id="settings-standard-title">{isLeaderRole(role) ? t`Standardbeskrivning och förval för SOS-vikariat` : t`Standardbeskrivning för nya vikariat`}</h2>
      {isLeaderRole(role) ? (
        <p>
          <Link to="/principal/settings">{t`Redigera standardtexterna under rektorns inställningar`}</Link>
        </p>
      ) : profile.isSuccess ? (
        <DefaultDescriptionEditor email={session?.email ?? ''} saved={profile.data.defaultDescription} refreshKey={['own-profile']} />
      ) : null}
    </section>
  );
}
