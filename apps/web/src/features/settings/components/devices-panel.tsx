import { useLingui } from '@lingui/react/macro';
import { confirm } from '../../../components/ui/confirm-dialog.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { messageForPerson } from '../../../lib/form-errors.ts';
import { useEndSession, useSessions, type SignedInDevice } from '../api/sessions.ts';
import { DeviceStorage } from './device-storage.tsx';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

/**
 * Signed-in devices (issue 25): every live session with its browser and system, when it signed in and was last used;
 * any other one can be ended (its app signs out at once and wipes what it held). This device signs out with "Logga ut".
 */
export function DevicesPanel() {
  const { t } = useLingui();
  const sessions = useSessions();
  const end = useEndSession();
  const others = sessions.data?.filter((s) => !s.current) ?? [];

  const name = (s: SignedInDevice): string => s.device || t`Okänd webbläsare`;
  const onEnd = async (s: SignedInDevice): Promise<void> => {
    const ok = await confirm({ title: t`Logga ut ${name(s)}?`, message: t`Enheten loggas ut direkt och måste logga in igen.`, confirmLabel: t`Logga ut enheten` });
    if (!ok) return;
    end.mutate({ id: s.id }, { onSuccess: () => toast.success(t`Enheten är utloggad.`), onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)) });
  };
  const onEndOthers = async (): Promise<void> => {
    const ok = await confirm({
      title: t`Logga ut alla andra enheter?`,
      message: t`Alla enheter utom den här loggas ut direkt.`,
      confirmLabel: t`Logga ut andra enheter`,
    });
    if (!ok) return;
    end.mutate('others', {
      onSuccess: () => toast.success(t`De andra enheterna är utloggade.`),
      onError: (error) => toast.error(messageForPerson(error, t`Något gick fel`)),
    });
  };

  return (
    <section className="card stack" aria-labelledby="settings-devices-title">
      <h2 id="settings-devices-title">{t`Inloggade enheter`}</h2>
      <p className="muted">{t`Här ser du var ditt konto är inloggat. Känner du inte igen en enhet, logga ut den och byt lösenord.`}</p>
      {sessions.isPending ? <Spinner /> : null}
      {sessions.isError ? <p className="form-error">{messageForPerson(sessions.error, t`Listan kunde inte hämtas.`)}</p> : null}
      {sessions.data ? (
        <ul className="settings-devices">
          {sessions.data.map((s) => (
            <li key={s.id} className="settings-device">
              <div>
                <strong>{name(s)}</strong>
                {s.current ? <span className="badge badge-success">{t`Den här enheten`}</span> : null}
                <p className="muted">
                  {t`Inloggad ${formatDateTime(s.createdAt)}`} · {t`senast använd ${formatDateTime(s.lastUsedAt)}`}
                </p>
              </div>
              {s.current ? null : (
                <button type="button" className="button button-secondary" aria-label={t`Logga ut ${name(s)}`} disabled={end.isPending} onClick={() => void onEnd(s)}>
                  {t`Logga ut`}
                </button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <DeviceStorage />
      {others.length > 0 ? (
        <div className="row">
          <button type="button" className="button button-danger" disabled={end.isPending} onClick={() => void onEndOthers()}>
            {t`Logga ut alla andra enheter`}
          </button>
        </div>
      ) : null}
    </section>
  );
}
