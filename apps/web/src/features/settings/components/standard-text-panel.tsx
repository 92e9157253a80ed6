import { useLingui } from '@lingui/react/macro';
import { isLeaderRole } from '@vikariat/domain';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { useSession } from '../../../app/use-session.ts';
import { toast } from '../../../components/ui/toast-store.ts';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { useSaveDefaultDescription } from '../api/save-default-description.ts';

function DescriptionEditor({ email, saved }: { email: string; saved: string }) {
  const { t } = useLingui();
  const id = useId();
  const [text, setText] = useState(saved);
  const save = useSaveDefaultDescription();
  const onSave = (): void => {
    save.mutate(
      { email, defaultDescription: text },
      {
        onSuccess: () => toast.success(t`Sparat`),
        onError: (error) => toast.warning(error.message || t`Något oväntat gick fel, försök igen.`),
      },
    );
  };
  return (
    <div className="stack">
      <label htmlFor={id} className="form-label">
        {t`Standardbeskrivning`}
      </label>
      <textarea id={id} className="form-input" rows={6} value={text} onChange={(e) => setText(e.target.value)} />
      <div className="row">
        <button type="button" className="button button-secondary" disabled={text === saved} onClick={() => setText(saved)}>
          {t`Avbryt`}
        </button>
        <button type="button" className="button button-primary" disabled={save.isPending} onClick={onSave}>
          {t`Spara`}
        </button>
      </div>
    </div>
  );
}

/** Tab 7: the standard text for urgent jobs — a teacher's default description; principals edit theirs on their page. */
export function StandardTextPanel() {
  const { t } = useLingui();
  const session = useSession();
  const role = session?.typeOfUser ?? 'user';
  const profile = useOwnProfile(role, session?.email ?? '');
  return (
    <section className="card stack" aria-labelledby="settings-standard-title">
      <h2 id="settings-standard-title">{t`Standardtext för brådskande vikariat`}</h2>
      {isLeaderRole(role) ? (
        <p>
          <Link to="/principal/settings">{t`Redigera standardtexterna under rektorns inställningar`}</Link>
        </p>
      ) : profile.isSuccess ? (
        <DescriptionEditor email={session?.email ?? ''} saved={profile.data.defaultDescription} />
      ) : null}
    </section>
  );
}
