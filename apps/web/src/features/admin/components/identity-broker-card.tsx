import { useLingui } from '@lingui/react/macro';
import { identityBrokerSaveSchema, type IdentityBrokerView, type SsoDiscoveryReport } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { CheckboxField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useIdentityBroker, useSaveIdentityBroker, useTestIdentityBroker } from '../api/identity-broker.ts';
import '../../../components/ui/page.css';

export const BROKER_FORM = { fields: ['issuer', 'clientId', 'clientSecret', 'givenNameClaim', 'familyNameClaim', 'birthDateClaim', 'enabled'] } as const;

/** The substitutes' strong-identification broker (issue 25): what is in use, and the admin's own configuration. */
export function IdentityBrokerCard() {
  const { t } = useLingui();
  const broker = useIdentityBroker();
  const test = useTestIdentityBroker();
  const [report, setReport] = useState<SsoDiscoveryReport | null>(null);
  const source = broker.data?.source;
  const inUse =
    source === 'admin'
      ? t`Den som konfigurerats här`
      : source === 'env'
        ? t`Serverns inställning (OIDC_ISSUER)`
        : source === 'demo'
          ? t`Demoleverantör på denna dator – ingen riktig stark identifiering`
          : t`Ingen – identiteter kan inte verifieras`;
  const runTest = () => test.mutate(undefined, { onSuccess: setReport, onError: (e) => toast.error(isApiError(e) ? e.message : String(e)) });

  return (
    <section className="card stack admin-broker" aria-labelledby="broker-title">
      <h2 id="broker-title">{t`Stark identifiering av vikarier`}</h2>
      <p>{t`Vikarier verifierar sin identitet hos en förmedlare av stark identifiering (OpenID Connect). Namn och födelsedatum sparas, inget annat.`}</p>
      {broker.isPending ? <Spinner /> : null}
      {broker.isError ? <p role="alert">{broker.error.message}</p> : null}
      {broker.data ? (
        <>
          <p>
            <strong>{t`I bruk:`}</strong> {inUse}
            {broker.data.issuer !== null ? <code className="admin-broker-url admin-broker-issuer">{broker.data.issuer}</code> : null}
          </p>
          <div className="row admin-actions">
            <button type="button" className="button button-secondary" onClick={runTest} disabled={test.isPending || source === 'none'}>
              {t`Testa förmedlaren i bruk`}
            </button>
          </div>
          {report ? (
            <p role="status" className={report.ok ? undefined : 'admin-error'}>
              {report.ok ? (report.pkceS256 === true ? t`Förmedlaren svarar och stöder PKCE (S256).` : t`Förmedlaren svarar men stöder inte PKCE (S256).`) : null}
              {report.ok ? null : (
                <>
                  {t`Utfärdaren svarade inte som väntat:`} {report.error}
                </>
              )}
            </p>
          ) : null}
          <BrokerForm key={JSON.stringify(broker.data.saved)} saved={broker.data.saved} />
        </>
      ) : null}
    </section>
  );
}

function BrokerForm({ saved }: { saved: IdentityBrokerView['saved'] }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const save = useSaveIdentityBroker();
  const { errors: fields, formError, formRef, show, showError } = useFormErrors(BROKER_FORM);
  const [v, setV] = useState({
    issuer: saved?.issuer ?? '',
    clientId: saved?.clientId ?? '',
    clientSecret: '',
    givenNameClaim: saved?.givenNameClaim ?? 'given_name',
    familyNameClaim: saved?.familyNameClaim ?? 'family_name',
    birthDateClaim: saved?.birthDateClaim ?? 'birthdate',
    enabled: saved?.enabled ?? true,
  });
  const text = (key: 'issuer' | 'clientId' | 'clientSecret' | 'givenNameClaim' | 'familyNameClaim' | 'birthDateClaim') => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [key]: e.target.value }));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const { clientSecret, ...rest } = v;
    // an empty secret keeps the stored one; the first save needs one (the server says so under the field)
    const body = clientSecret === '' ? rest : v;
    const checked = checkWithSchema(identityBrokerSaveSchema, body, locale, BROKER_FORM);
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    try {
      await save.mutateAsync(body);
      toast.success(t`Förmedlaren har sparats`);
    } catch (error) {
      showError(error);
    }
  };

  return (
    <form className="stack" onSubmit={(event) => void submit(event)} noValidate ref={formRef} aria-labelledby="broker-form-title">
      <h3 id="broker-form-title">{saved ? t`Förmedlare konfigurerad här` : t`Konfigurera en förmedlare`}</h3>
      <TextField label={t`Utfärdare (issuer)`} required type="url" value={v.issuer} onChange={text('issuer')} error={fields['issuer']} placeholder="https://" />
      <div className="form-grid">
        <TextField label={t`Klient-id`} required value={v.clientId} onChange={text('clientId')} error={fields['clientId']} autoComplete="off" />
        <TextField
          label={saved ? t`Ny klienthemlighet (lämna tom för att behålla)` : t`Klienthemlighet`}
          required={saved === null}
          type="password"
          autoComplete="new-password"
          value={v.clientSecret}
          onChange={text('clientSecret')}
          error={fields['clientSecret']}
        />
      </div>
      <div className="form-grid">
        <TextField label={t`Anspråk med förnamnen`} required value={v.givenNameClaim} onChange={text('givenNameClaim')} error={fields['givenNameClaim']} />
        <TextField label={t`Anspråk med efternamnet`} required value={v.familyNameClaim} onChange={text('familyNameClaim')} error={fields['familyNameClaim']} />
        <TextField label={t`Anspråk med födelsedatumet`} required value={v.birthDateClaim} onChange={text('birthDateClaim')} error={fields['birthDateClaim']} />
      </div>
      <CheckboxField
        label={t`I bruk (avstängd: ingen kan verifiera sin identitet)`}
        checked={v.enabled}
        onChange={(e) => setV((s) => ({ ...s, enabled: e.target.checked }))}
        error={fields['enabled']}
      />
      <p>
        {t`Registrera återkomstadressen hos förmedlaren:`} <code className="admin-broker-url">{`${window.location.origin}/api/shared/identity/callback`}</code>
      </p>
      <FormError message={formError} />
      <div className="row admin-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {t`Spara förmedlaren`}
        </button>
      </div>
    </form>
  );
}
