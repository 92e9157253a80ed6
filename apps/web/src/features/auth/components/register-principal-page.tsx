import { Trans, useLingui } from '@lingui/react/macro';
import { ACCOUNT_MESSAGES, localName, locationPickerTree, registerPrincipalSchema, siteLangOfLocale } from '@vikariat/domain';
import { useMemo, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { useCommonPasswords } from '../../../lib/common-passwords.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useRegisterPrincipalMutation, type RegisterPrincipalPayload } from '../api/register-principal.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';
import '../../../components/ui/form-field.css';

type PrincipalFields = Omit<RegisterPrincipalPayload, 'sitelang'>;
const EMPTY: PrincipalFields = { firstName: '', lastName: '', school: '', municipality: '', phone: '', email: '', password: '', password2: '' };

export const PRINCIPAL_FORM: FormFields = {
  fields: ['firstName', 'lastName', 'school', 'municipality', 'phone', 'email', 'password', 'password2'],
  aliases: { emailnotfound: 'email' },
};

/** /register/principal (spec 01 §2): the account is usable once an admin approves it (schools hold a licence). */
export function RegisterPrincipalPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const [fields, setFields] = useState<PrincipalFields>(EMPTY);
  const [done, setDone] = useState(false);
  const mutation = useRegisterPrincipalMutation();
  const isCommonPassword = useCommonPasswords();
  const { errors: fieldErrors, formError, formRef, show, showError, clear } = useFormErrors(PRINCIPAL_FORM);

  const tree = useMemo(() => locationPickerTree(locale), [locale]);
  const set = (name: keyof PrincipalFields) => (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value }));

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = { ...fields, email: fields.email.trim().toLowerCase(), sitelang: siteLangOfLocale(locale) };
    const errors = checkWithSchema(registerPrincipalSchema(isCommonPassword), payload, locale, PRINCIPAL_FORM);
    // the call may leave the municipality out (an existing school's is taken); this form always asks for it
    if (fields.municipality === '') errors.fields.municipality ??= ACCOUNT_MESSAGES.municipalityRequired[locale];
    if (hasErrors(errors)) {
      show(errors);
      return;
    }
    clear();
    mutation.mutate(payload, { onSuccess: () => setDone(true), onError: showError });
  };

  const intro = (
    <p>
      <Trans>
        Skolor använder tjänsten med en årlig licens. När du har registrerat dig och bekräftat din e-post granskar en administratör kontot; du kan logga in när det har
        godkänts.
      </Trans>
    </p>
  );

  if (done) {
    return (
      <AuthScreen title={<Trans>Registrera dig som rektor</Trans>}>
        <p className="auth-note" role="status">
          <Trans>Tack! Kontrollera din e-post. Kontot kan användas när en administratör har godkänt det.</Trans>
        </p>
        <p className="auth-links">
          <Link to="/login">
            <Trans>Till inloggningen</Trans>
          </Link>
        </p>
      </AuthScreen>
    );
  }

  return (
    <AuthScreen title={<Trans>Registrera dig som rektor</Trans>} intro={intro}>
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <TextField
          label={t`Förnamn`}
          name="firstName"
          autoComplete="given-name"
          value={fields.firstName}
          onChange={set('firstName')}
          error={fieldErrors.firstName}
          required
        />
        <TextField
          label={t`Efternamn`}
          name="lastName"
          autoComplete="family-name"
          value={fields.lastName}
          onChange={set('lastName')}
          error={fieldErrors.lastName}
          required
        />
        <TextField label={t`Skola`} name="school" autoComplete="organization" value={fields.school} onChange={set('school')} error={fieldErrors.school} required />
        <FormField label={t`Skolans kommun`} error={fieldErrors.municipality} required>
          {(control) => (
            <select className="form-input" name="municipality" value={fields.municipality} onChange={set('municipality')} {...control}>
              <option value="">{t`Välj`}</option>
              {tree.flatMap((country) =>
                country.regions.map((region) => (
                  <optgroup key={region.id} label={`${localName(region, locale)} (${localName(country, locale)})`}>
                    {region.municipalities.map((m) => (
                      <option key={m.code} value={m.code}>
                        {localName(m, locale)}
                      </option>
                    ))}
                  </optgroup>
                )),
              )}
            </select>
          )}
        </FormField>
        <TextField label={t`Telefon`} name="phone" type="tel" autoComplete="tel" value={fields.phone} onChange={set('phone')} error={fieldErrors.phone} required />
        <TextField
          label={t`E-post`}
          name="email"
          type="email"
          autoComplete="email"
          autoCapitalize="none"
          value={fields.email}
          onChange={set('email')}
          error={fieldErrors.email}
          required
        />
        <TextField
          label={t`Lösenord`}
          name="password"
          type="password"
          autoComplete="new-password"
          value={fields.password}
          onChange={set('password')}
          error={fieldErrors.password}
          hint={t`Minst 10 tecken.`}
          required
        />
        <TextField
          label={t`Bekräfta lösenordet`}
          name="password2"
          type="password"
          autoComplete="new-password"
          value={fields.password2}
          onChange={set('password2')}
          error={fieldErrors.password2}
          required
        />
        <AuthFormFooter error={formError} back={<Trans>Tillbaka</Trans>} submit={<Trans>Registrera</Trans>} disabled={mutation.isPending} />
      </form>
    </AuthScreen>
  );
}

export { RegisterPrincipalPage as Component };
