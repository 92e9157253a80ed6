import { useLingui } from '@lingui/react/macro';
import { ssoProviderCreateSchema, ssoProviderUpdateSchema, type SsoProviderView } from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { CheckboxField, FormField, GroupField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { toast } from '../../../components/ui/toast-store.ts';
import { checkWithSchema, hasErrors } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useLocale } from '../../../lib/locale-context.tsx';
import type { AdminSchool } from '../api/schools.ts';
import { useSaveSsoProvider } from '../api/sso-providers.ts';
import { MunicipalityPicker } from './municipality-picker.tsx';
import '../../../components/ui/form-field.css';
import '../../../components/ui/page.css';

export const SSO_FORM = {
  fields: ['name', 'municipality', 'schoolId', 'issuer', 'clientId', 'clientSecret', 'emailDomains', 'passwordLoginDisabled', 'createTeachersSchoolId', 'enabled'],
} as const;

/** Add or edit an organisation's provider. The secret is never shown: on edit an empty field keeps the stored one. */
export function SsoProviderFormModal({ provider, schools, onClose }: { provider: SsoProviderView | null; schools: readonly AdminSchool[]; onClose: () => void }) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const save = useSaveSsoProvider();
  const { errors: fields, formError, formRef, show, showError } = useFormErrors(SSO_FORM);
  const [kind, setKind] = useState<'municipality' | 'school'>(provider?.schoolId ? 'school' : 'municipality');
  const [v, setV] = useState({
    name: provider?.name ?? '',
    municipality: provider?.municipality ?? '',
    schoolId: provider?.schoolId ?? '',
    issuer: provider?.issuer ?? '',
    clientId: provider?.clientId ?? '',
    clientSecret: '',
    emailDomains: provider?.emailDomains.join(', ') ?? '',
    passwordLoginDisabled: provider?.passwordLoginDisabled ?? false,
    createTeachersSchoolId: provider?.createTeachersSchoolId ?? '',
  });
  const text = (key: 'name' | 'issuer' | 'clientId' | 'clientSecret' | 'emailDomains') => (e: { target: { value: string } }) =>
    setV((s) => ({ ...s, [key]: e.target.value }));
  const choosable = schools.filter((s) => !s.isAdmin);
  // the created teachers' school lies inside the organisation
  const inOrganisation = choosable.filter((s) => (kind === 'school' ? s.id === v.schoolId : s.municipality === v.municipality));

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const common = {
      name: v.name,
      issuer: v.issuer,
      clientId: v.clientId,
      emailDomains: v.emailDomains,
      passwordLoginDisabled: v.passwordLoginDisabled,
      createTeachersSchoolId: v.createTeachersSchoolId || null,
    };
    const body: Record<string, unknown> =
      provider === null
        ? {
            ...common,
            clientSecret: v.clientSecret,
            municipality: kind === 'municipality' ? v.municipality : null,
            schoolId: kind === 'school' ? v.schoolId || null : null,
          }
        : { ...common, ...(v.clientSecret === '' ? {} : { clientSecret: v.clientSecret }) };
    const checked = checkWithSchema(provider === null ? ssoProviderCreateSchema : ssoProviderUpdateSchema, body, locale, SSO_FORM);
    if (hasErrors(checked)) {
      show(checked);
      return;
    }
    try {
      await save.mutateAsync({ id: provider?.id ?? null, body });
      toast.success(provider ? t`Inloggningen har sparats` : t`Inloggningen har lagts till`);
      onClose();
    } catch (error) {
      showError(error);
    }
  };

  return (
    <Modal open title={provider ? t`Redigera inloggning` : t`Lägg till inloggning`} onClose={onClose} size="large">
      <form className="stack" onSubmit={(event) => void submit(event)} noValidate ref={formRef}>
        <TextField label={t`Namn som visas vid inloggningen`} required value={v.name} onChange={text('name')} error={fields['name']} />
        {provider === null ? (
          <GroupField label={t`Organisation`} required>
            {(group) => (
              <div role="radiogroup" aria-labelledby={group.labelledBy} className="row">
                <label className="row">
                  <input type="radio" name="sso-kind" checked={kind === 'municipality'} onChange={() => setKind('municipality')} />
                  {t`En kommun (alla dess skolor)`}
                </label>
                <label className="row">
                  <input type="radio" name="sso-kind" checked={kind === 'school'} onChange={() => setKind('school')} />
                  {t`En skola`}
                </label>
              </div>
            )}
          </GroupField>
        ) : null}
        {provider === null && kind === 'municipality' ? (
          <MunicipalityPicker value={v.municipality} onChange={(municipality) => setV((s) => ({ ...s, municipality }))} error={fields['municipality']} />
        ) : null}
        {provider === null && kind === 'school' ? (
          <FormField label={t`Skola`} required error={fields['schoolId'] ?? fields['municipality']}>
            {(control) => (
              <select className="form-input" value={v.schoolId} onChange={(e) => setV((s) => ({ ...s, schoolId: e.target.value }))} {...control}>
                <option value="">{t`Välj skola`}</option>
                {choosable.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : null}
        <TextField label={t`Utfärdare (issuer)`} required type="url" value={v.issuer} onChange={text('issuer')} error={fields['issuer']} placeholder="https://" />
        <div className="form-grid">
          <TextField label={t`Klient-id`} required value={v.clientId} onChange={text('clientId')} error={fields['clientId']} autoComplete="off" />
          <TextField
            label={provider ? t`Ny klienthemlighet (lämna tom för att behålla)` : t`Klienthemlighet`}
            required={provider === null}
            type="password"
            autoComplete="new-password"
            value={v.clientSecret}
            onChange={text('clientSecret')}
            error={fields['clientSecret']}
          />
        </div>
        <TextField
          label={t`E-postdomäner`}
          hint={t`Personer vars e-post slutar med dessa erbjuds inloggningen, t.ex. edu.vasa.fi, vasa.fi`}
          required
          value={v.emailDomains}
          onChange={text('emailDomains')}
          error={fields['emailDomains']}
        />
        <CheckboxField
          label={t`Stäng av inloggning med lösenord för organisationens personal`}
          checked={v.passwordLoginDisabled}
          onChange={(e) => setV((s) => ({ ...s, passwordLoginDisabled: e.target.checked }))}
          error={fields['passwordLoginDisabled']}
        />
        <FormField label={t`Okända personer`} error={fields['createTeachersSchoolId']}>
          {(control) => (
            <select
              className="form-input"
              value={v.createTeachersSchoolId}
              onChange={(e) => setV((s) => ({ ...s, createTeachersSchoolId: e.target.value }))}
              {...control}
            >
              <option value="">{t`Får inget konto`}</option>
              {inOrganisation.map((s) => (
                <option key={s.id} value={s.id}>
                  {t`Skapas som inaktiv lärare i ${s.name}`}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <p>
          {t`Registrera återkomstadressen hos organisationen:`} <code>{`${window.location.origin}/api/shared/sso/callback`}</code>
        </p>
        <FormError message={formError} />
        <div className="row admin-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t`Avbryt`}
          </button>
          <button type="submit" className="button button-primary" disabled={save.isPending}>
            {t`Spara`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
