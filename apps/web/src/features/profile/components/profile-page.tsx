import { Trans, useLingui } from '@lingui/react/macro';
import { checkBasicBirthDate, localise, saveProfileSchema, todayInFinland, type SubstituteStatus } from '@vikariat/domain';
import { useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useSession } from '../../../lib/use-session.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isOfflineError } from '../../../lib/api-client.ts';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { profileQueryKey, useProfileQuery } from '../api/get-profile.ts';
import { useSaveProfileMutation } from '../api/save-profile.ts';
import { useIdentityReturn } from '../hooks/use-identity-return.ts';
import {
  additionalFormFields,
  additionalPayload,
  basicFormFields,
  basicPayload,
  initialAdditional,
  initialBasic,
  type AdditionalValues,
  type BasicValues,
} from '../profile-form.ts';
import { AccountActions } from './account-actions.tsx';
import { AdditionalInfoForm } from './additional-info-form.tsx';
import { BasicInfoForm } from './basic-info-form.tsx';
import { CompleteRegistrationModal } from './complete-registration-modal.tsx';
import { ProfileCard } from './profile-card.tsx';
import { DocumentsCard } from './documents-card.tsx';
import { IdentityCheck } from './identity-check.tsx';
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
  const query = useProfileQuery(user?.typeOfUser ?? 'user', user?.email ?? '');
  const save = useSaveProfileMutation();
  const isSubstitute = user?.typeOfUser === 'user';
  // the status may change on the basic form, and with it the fields the form shows
  const [draftStatus, setDraftStatus] = useState<SubstituteStatus | '' | null>(null);
  const status = draftStatus ?? (query.data ? initialBasic(query.data, user?.siteLang ?? 2).status : '');
  const shownFields = mode === 'additional' ? additionalFormFields(isSubstitute, status) : basicFormFields(isSubstitute, status);
  const { errors, formError, formRef, show, showError, clear } = useFormErrors(shownFields);

  if (!user) return <Navigate to="/login" replace />;
  const today = todayInFinland();

  const submit = (section: 'basic' | 'additional', changes: Record<string, unknown>): void => {
    const body = { section, email: user.email, ...changes };
    // the server's schema first; the birth date on a substitute's basic save only (spec 01 §5)
    const found = checkWithSchema(saveProfileSchema(today), body, locale, shownFields);
    const birth = section === 'basic' && isSubstitute ? checkBasicBirthDate(typeof changes.birthDate === 'string' ? changes.birthDate : undefined, today) : null;
    if (birth !== null && 'message' in birth) found.fields.birthDate ??= localise(birth.message, locale);
    if (hasErrors(found)) {
      show(found);
      return;
    }
    clear();
    save.mutate(body, { onError: showError });
  };

  const cancel = (): void => {
    clear();
    setDraftStatus(null);
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
          formError={formError}
          formRef={formRef}
          pending={save.isPending}
          onCancel={cancel}
          onStatusChange={setDraftStatus}
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
          formError={formError}
          formRef={formRef}
          pending={save.isPending}
          onCancel={cancel}
          onSave={(values: AdditionalValues) => submit('additional', additionalPayload(additional, values))}
        />
      );
    } else {
      body = (
        <>
          <ProfileCard
            profile={query.data}
            locale={locale}
            isSubstitute={isSubstitute}
            onEditBasic={() => setMode('basic')}
            onEditAdditional={() => setMode('additional')}
          />
          {isSubstitute ? <DocumentsCard documents={query.data.documents ?? []} profileKey={profileQueryKey(user.email)} /> : null}
        </>
      );
    }
  }

  return (
    <div className="profile-page">
      <ProfileHeader user={user} image={user.image} />
      {user.typeOfUser === 'user' ? <IdentityCheck onFix={() => setMode('basic')} /> : null}
      {body}
      <AccountActions user={user} locale={locale} />
      <CompleteRegistrationModal user={user} onComplete={() => setMode('basic')} />
    </div>
  );
}

export { ProfilePage as Component };
