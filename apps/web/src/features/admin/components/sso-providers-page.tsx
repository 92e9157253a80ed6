import { useLingui } from '@lingui/react/macro';
import { localName, municipalityByCode, type SsoDiscoveryReport, type SsoProviderView } from '@vikariat/domain';
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { isApiError } from '../../../lib/api-client.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import { useAdminSchools } from '../api/schools.ts';
import { useSaveSsoProvider, useSsoProviders, useTestSsoProvider } from '../api/sso-providers.ts';
import { IdentityBrokerCard } from './identity-broker-card.tsx';
import { SsoProviderFormModal } from './sso-provider-form-modal.tsx';
import '../../../components/ui/page.css';
import './admin.css';

/** /admin/sso: organisations' single sign-on (issue 25, decision 032): add, test, disable, edit; and the substitutes' identification broker. */
export function SsoProvidersPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const providers = useSsoProviders();
  const schools = useAdminSchools();
  const save = useSaveSsoProvider();
  const test = useTestSsoProvider();
  const [editing, setEditing] = useState<SsoProviderView | 'new' | null>(null);
  const [report, setReport] = useState<{ name: string; report: SsoDiscoveryReport } | null>(null);
  const schoolName = (id: string | null) => schools.data?.find((s) => s.id === id)?.name ?? '';
  const organisation = (p: SsoProviderView) => {
    const m = p.municipality === null ? undefined : municipalityByCode(p.municipality);
    return m === undefined ? schoolName(p.schoolId) : localName(m, locale);
  };
  const toggle = (p: SsoProviderView) =>
    save.mutate(
      { id: p.id, body: { enabled: !p.enabled } },
      {
        onSuccess: () => toast.success(p.enabled ? t`Inloggningen är avstängd` : t`Inloggningen är påslagen`),
        onError: (e) => toast.error(isApiError(e) ? e.message : String(e)),
      },
    );
  const runTest = (p: SsoProviderView) =>
    test.mutate(p.id, { onSuccess: (r) => setReport({ name: p.name, report: r }), onError: (e) => toast.error(isApiError(e) ? e.message : String(e)) });

  return (
    <div className="page">
      <header className="page-header">
        <h1>{t`Organisationers inloggning`}</h1>
        <button type="button" className="button button-primary" onClick={() => setEditing('new')}>
          {t`Lägg till inloggning`}
        </button>
      </header>
      <p>{t`Personalen i en kommun eller skola kan logga in med organisationens egen inloggning (OpenID Connect).`}</p>
      {providers.isPending ? <Spinner /> : null}
      {providers.isError ? <p role="alert">{providers.error.message}</p> : null}
      {report ? (
        <section className="card" aria-live="polite" aria-labelledby="sso-report-title">
          <h2 id="sso-report-title">{t`Test av ${report.name}`}</h2>
          {report.report.ok ? (
            <dl className="admin-sso-report">
              <div>
                <dt>{t`Utfärdare`}</dt>
                <dd>{report.report.issuer}</dd>
              </div>
              <div>
                <dt>{t`PKCE (S256)`}</dt>
                <dd>{report.report.pkceS256 === true ? t`Ja` : t`Nej`}</dd>
              </div>
              <div>
                <dt>{t`Utloggning hos organisationen`}</dt>
                <dd>{report.report.endSessionEndpoint ?? t`Erbjuds inte`}</dd>
              </div>
            </dl>
          ) : (
            <p className="admin-error" role="alert">
              {t`Utfärdaren svarade inte som väntat:`} {report.report.error}
            </p>
          )}
        </section>
      ) : null}
      {(providers.data ?? []).length > 0 ? (
        <div className="table-scroll card">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">{t`Namn`}</th>
                <th scope="col">{t`Organisation`}</th>
                <th scope="col">{t`E-postdomäner`}</th>
                <th scope="col">{t`Lösenord`}</th>
                <th scope="col">{t`Status`}</th>
                <th scope="col">
                  <span className="visually-hidden">{t`Åtgärder`}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {(providers.data ?? []).map((p) => (
                <tr key={p.id}>
                  <th scope="row">{p.name}</th>
                  <td>{organisation(p)}</td>
                  <td>{p.emailDomains.join(', ')}</td>
                  <td>{p.passwordLoginDisabled ? t`Avstängt` : t`Tillåtet`}</td>
                  <td>{p.enabled ? t`På` : t`Av`}</td>
                  <td>
                    <div className="row admin-actions">
                      <button type="button" className="button button-secondary" onClick={() => runTest(p)} disabled={test.isPending}>
                        {t`Testa`}
                        <span className="visually-hidden"> {p.name}</span>
                      </button>
                      <button type="button" className="button button-secondary" onClick={() => setEditing(p)}>
                        {t`Redigera`}
                        <span className="visually-hidden"> {p.name}</span>
                      </button>
                      <button type="button" className="button button-secondary" onClick={() => toggle(p)} disabled={save.isPending}>
                        {p.enabled ? t`Stäng av` : t`Slå på`}
                        <span className="visually-hidden"> {p.name}</span>
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : providers.isSuccess ? (
        <p>{t`Ingen organisation har en egen inloggning ännu.`}</p>
      ) : null}
      <IdentityBrokerCard />
      {editing ? <SsoProviderFormModal provider={editing === 'new' ? null : editing} schools={schools.data ?? []} onClose={() => setEditing(null)} /> : null}
    </div>
  );
}
