import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useSession } from '../../../lib/use-session.ts';
import { Switch } from '../../../components/ui/switch.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { useOwnProfile } from '../api/get-own-profile.ts';
import { useSendTestPush } from '../api/send-test-push.ts';
import { useSetAskFreeTomorrow } from '../api/set-ask-free-tomorrow.ts';
import { useSetSendEmail } from '../api/set-send-email.ts';
import { PushPermissionError, usePushSubscription } from '../hooks/use-push-subscription.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';

/** Tab 1: the push toggle (with a test push), the e-mail toggle and (substitutes) the evening question. */
export function NotificationsPanel() {
  const { t } = useLingui();
  const session = useSession();
  const email = session?.email ?? '';
  const profile = useOwnProfile(session?.typeOfUser ?? 'user', email);
  const setSendEmail = useSetSendEmail();
  const setAskFreeTomorrow = useSetAskFreeTomorrow();
  const substitute = session?.typeOfUser === 'user';
  const push = usePushSubscription();
  const testPush = useSendTestPush();
  const [pushBusy, setPushBusy] = useState(false);
  // the switch shows the choice at once; the server's answer (or the refetch) confirms it
  const sendEmail = setSendEmail.isPending ? setSendEmail.variables.emailBool : (profile.data?.sendEmail ?? true);

  const onPush = async (on: boolean): Promise<void> => {
    setPushBusy(true);
    try {
      if (on) await push.enable();
      else await push.disable();
      toast.success(on ? t`Pushnotiser är på` : t`Pushnotiser är av`);
    } catch (error) {
      toast.error(error instanceof PushPermissionError ? t`Tillåt notiser för appen i webbläsarens inställningar.` : t`Något gick fel`);
    } finally {
      setPushBusy(false);
    }
  };

  const onEmail = (on: boolean): void => {
    setSendEmail.mutate(
      { email, emailBool: on },
      {
        onSuccess: () => toast.success(on ? t`E-postnotiser är på` : t`E-postnotiser är av`),
        onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
      },
    );
  };

  const askFreeTomorrow = setAskFreeTomorrow.isPending ? setAskFreeTomorrow.variables.on : (profile.data?.askFreeTomorrow ?? true);
  const onAskFreeTomorrow = (on: boolean): void => {
    setAskFreeTomorrow.mutate(
      { on },
      {
        onSuccess: () => toast.success(on ? t`Kvällsfrågan är på` : t`Kvällsfrågan är av`),
        onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
      },
    );
  };

  const onTest = (): void => {
    testPush.mutate(undefined, {
      onSuccess: (answer) => toast.info(answer.msg || t`Testnotisen har skickats`),
      onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
    });
  };

  return (
    <section className="card stack" aria-labelledby="settings-notifications-title">
      <h2 id="settings-notifications-title">{t`Notiser`}</h2>
      <div className="stack">
        {push.state === 'unsupported' ? (
          <p className="muted">{t`Den här webbläsaren stöder inte pushnotiser. Installera appen på hemskärmen för att få notiser.`}</p>
        ) : (
          <>
            <Switch label={t`Pushnotiser`} checked={push.state === 'on'} disabled={pushBusy || push.state === 'loading'} onChange={(on) => void onPush(on)} />
            {push.state === 'denied' ? <p className="muted">{t`Notiser är blockerade i webbläsarens inställningar.`}</p> : null}
            {push.state === 'on' ? (
              <div>
                <button type="button" className="button button-secondary" disabled={testPush.isPending} onClick={onTest}>
                  {t`Skicka en testnotis`}
                </button>
              </div>
            ) : null}
          </>
        )}
        <Switch label={t`E-postnotiser`} checked={sendEmail} disabled={profile.isPending || setSendEmail.isPending} onChange={onEmail} />
        <p className="muted">{t`Vi meddelar dig när något händer som gäller dig, till exempel nya vikariat i dina regioner, nya sökande eller när du blir vald.`}</p>
        {substitute ? (
          <>
            <Switch
              label={t`Fråga på kvällen om jag är ledig i morgon`}
              checked={askFreeTomorrow}
              disabled={profile.isPending || setAskFreeTomorrow.isPending}
              onChange={onAskFreeTomorrow}
            />
            <p className="muted">{t`Mellan kl. 18 och 22 kvällen före en skoldag får du en notis med Ja och Nej. Svaret gäller bara den dagen: med ja får du erbjudanden tidigare från skolor som känner dig, med nej inga erbjudanden den dagen.`}</p>
          </>
        ) : null}
      </div>
    </section>
  );
}
