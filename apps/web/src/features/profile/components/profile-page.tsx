import { Trans, useLingui } from '@lingui/react/macro';
import { todayInFinland } from '@vikariat/domain';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useLocale } from '../../../app/locale-context.tsx';
import { useSession } from '../../../app/use-session.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isApiError, isOfflineError } from '../../../lib/api-client.ts';
import { checkAccountFields } from '../../../lib/account-checks.ts';
import { useProfileQuery } from '../api/get-profile.ts';
import { useSaveProfileMutation } from '../api/save-profile.ts';
import { useIdentityReturn } from '../hooks/use-identity-return.ts';
import { additionalPayload, basicPayload, initialAdditional, initialBasic, type AdditionalValues, type BasicValues } from '../profile-form.ts';
import { AccountActions } from './account-actions.tsx';
import { AdditionalInfoForm } from './additional-info-form.tsx';
import { BasicInfoForm } from './basic-info-form.tsx';
import { CompleteRegistrationModal } from './complete-registration-modal.tsx';
import { ProfileCard } from './profile-card.tsx';
import { ProfileHeader } from './profile-header.tsx';
import './profile.css';

type Mode = 'view' | 'basic' | 'additional';

/** /profile (spec 01 §2, §4): read card, the two edit forms, picture, identity, password, type switch, deletion. */
export function ProfilePage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const user = useSession();
  useIdentityReturn();
  const [mode, setMode] = useState<Mode>('view');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const query = useProfileQuery(user?.typeOfUser ?? 'user', user?.email ?? '');
  const save = useSaveProfileMutation();

  if (!user) return <Navigate to="/login" replace />;
  const isSubstitute = user.typeOfUser === 'user';
  const today = todayInFinland();

  const submit = (section: 'basic' | 'additional', changes: Record<string, unknown>): void => {
    const body = { section, email: user.email, ...changes };
    // The birth date is checked on a substitute's basic save only (spec 01 §5); the server checks everything else.
    const birthDate = section === 'basic' && isSubstitute && typeof changes.birthDate === 'string' ? changes.birthDate : undefined;
    const next = { ...(birthDate === undefined ? {} : checkAccountFields({ birthDate }, locale, today)) } as Record<string, string>;
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    save.mutate(body, {
      onError: (error) => {
        if (isApiError(error)) setErrors(Object.keys(error.fields).length > 0 ? { ...error.fields } : { form: error.message });
        else if (isOfflineError(error)) setErrors({ form: t`Ingen internetanslutning. Försök igen när du är uppkopplad.` });
        else setErrors({ form: t`Något gick fel, vänligen kontrollera och försök igen.` });
      },
    });
  };

  const cancel = (): void => {
    setErrors({});
    setMode('view');
  };

  let body;
  if (query.isPending) body = <Spinner label={t`Laddar profilen…`} />;
  else if (query.isError) {
    body = (
      <div className="profile-block" role="alert">
        <p>{isOfflineError(query.error) ? t`Profilen kan inte visas utan internetanslutning.` : t`Profilen kunde inte laddas.`}</p>
        <button type="button" className="button button-secondary" onClick={() => void query.refetch()}>
          <Trans>Försök igen</Trans>
        </button>
      </div>
    );
  } else {
    const basic = initialBasic(query.data, user.siteLang);
    if (mode === 'basic') {
      body = (
        <BasicInfoForm
          initial={basic}
          locale={locale}
          isSubstitute={isSubstitute}
          markRequired={!user.hasEdited}
          errors={errors}
          pending={save.isPending}
          onCancel={cancel}
          onSave={(values: BasicValues) => submit('basic', basicPayload(basic, values, isSubstitute))}
        />
      );
    } else if (mode === 'additional') {
      const additional = initialAdditional(query.data);
      body = (
        <AdditionalInfoForm
          initial={additional}
          locale={locale}
          isSubstitute={isSubstitute}
          status={basic.status}
          markRequired={!user.hasEdited}
          today={today}
          errors={errors}
          pending={save.isPending}
          onCancel={cancel}
          onSave={(values: AdditionalValues) => submit('additional', additionalPayload(additional, values))}
        />
      );
    } else {
      body = (
        <ProfileCard
          profile={query.data}
          locale={locale}
          isSubstitute={isSubstitute}
          onEditBasic={() => setMode('basic')}
          onEditAdditional={() => setMode('additional')}
        />
      );
    }
  }

  return (
    <div className="profile-page">
      <ProfileHeader user={user} image={user.image} />
      {body}
      <AccountActions user={user} locale={locale} />
      <CompleteRegistrationModal user={user} onComplete={() => setMode('basic')} />
    </div>
  );
}

export { ProfilePage as Component };
