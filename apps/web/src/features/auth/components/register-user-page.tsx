import { Trans, useLingui } from '@lingui/react/macro';
import {
  LANGUAGE_OPTIONS,
  municipalityByCode,
  registerUserSchema,
  siteLangOfLocale,
  type StoredMunicipality,
  type SubstituteStatus,
  todayInFinland,
  toStoredMunicipality,
} from '@vikariat/domain';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { useLocale } from '../../../lib/locale-context.tsx';
import { LanguagePicker, type PickedLanguage } from '../../../components/pickers/language-picker.tsx';
import { MunicipalityPicker } from '../../../components/pickers/municipality-picker.tsx';
import { FormField, GroupField, TextField } from '../../../components/ui/form-field.tsx';
import { useCommonPasswords } from '../../../lib/common-passwords.ts';
import { checkWithSchema, hasErrors, type FormFields } from '../../../lib/form-errors.ts';
import { useFormErrors } from '../../../lib/use-form-errors.ts';
import { useRegisterUserMutation, type RegisterUserPayload } from '../api/register-user.ts';
import { NEW_REGISTRATION_STATE } from '../login-state.ts';
import { AuthFormFooter } from './auth-form-footer.tsx';
import { AuthScreen } from './auth-screen.tsx';
import { StatusFields, type StatusValues } from './status-fields.tsx';
import '../../../components/ui/form-field.css';

interface SubstituteForm extends StatusValues {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
  birthDate: string;
  language: string;
  languages: PickedLanguage[];
  regions: string[];
  password: string;
  password2: string;
  terms: boolean;
}

const EMPTY: SubstituteForm = {
  firstName: '',
  lastName: '',
  email: '',
  confirmEmail: '',
  phone: '',
  birthDate: '',
  language: '',
  languages: [],
  regions: [],
  password: '',
  password2: '',
  terms: false,
  status: '',
  otherTxt: '',
  studyYear: '',
  mainsubject: '',
  comingqualifications: [],
  education: '',
  examYear: '',
  qualis: [],
};

const storedRegions = (codes: readonly string[]): StoredMunicipality[] =>
  codes.flatMap((code) => {
    const m = municipalityByCode(code);
    return m ? [toStoredMunicipality(m)] : [];
  });

/** The payload sent: the status decides which of the study/degree fields are meaningful. */
export function toRegisterUserPayload(form: SubstituteForm, sitelang: 1 | 2): RegisterUserPayload {
  const student = form.status === 'student';
  return {
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim().toLowerCase(),
    confirmEmail: form.confirmEmail.trim().toLowerCase(),
    phone: form.phone.trim(),
    language: form.language,
    status: form.status,
    otherTxt: form.status === 'other' ? form.otherTxt.trim() : '',
    regions: storedRegions(form.regions),
    languages: form.languages,
    qualis: student ? [] : form.qualis,
    comingqualifications: student ? form.comingqualifications : [],
    studyYear: student ? form.studyYear : '',
    mainsubject: student ? form.mainsubject.trim() : '',
    education: student ? '' : form.education.trim(),
    examYear: student ? '' : form.examYear.trim(),
    password: form.password,
    password2: form.password2,
    birthDate: form.birthDate.trim(),
    sitelang,
    terms: form.terms,
  };
}

const ALWAYS_SHOWN = [
  'firstName',
  'lastName',
  'email',
  'confirmEmail',
  'phone',
  'birthDate',
  'language',
  'languages',
  'password',
  'password2',
  'status',
  'regions',
  'terms',
];

/** The fields the form shows for a status, by the spec's names (qualification errors come under `types`). */
export function substituteFormFields(status: SubstituteStatus | ''): FormFields {
  const byStatus = status === '' ? [] : status === 'student' ? ['studyYear', 'mainsubject', 'comingqualifications'] : ['education', 'examYear', 'qualis'];
  return { fields: [...ALWAYS_SHOWN, ...(status === 'other' ? ['otherTxt'] : []), ...byStatus], aliases: { emailnotfound: 'email', types: 'qualis' } };
}

/** /register/user: substitute registration (spec 01 §2-§5); two columns on desktop, one on a phone. */
export function RegisterUserPage() {
  const { t } = useLingui();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const [form, setForm] = useState<SubstituteForm>(EMPTY);
  const mutation = useRegisterUserMutation();
  const isCommonPassword = useCommonPasswords();
  const shownFields = substituteFormFields(form.status);
  const { errors: e, formError, formRef, show, showError, clear } = useFormErrors(shownFields);

  const update = (next: Partial<SubstituteForm>): void => setForm((f) => ({ ...f, ...next }));
  const text = (name: 'firstName' | 'lastName' | 'email' | 'confirmEmail' | 'phone' | 'birthDate' | 'password' | 'password2') => (e: { target: { value: string } }) =>
    update({ [name]: e.target.value });

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const payload = toRegisterUserPayload(form, siteLangOfLocale(locale));
    // the server's own schema first: every error at once, without a call (and without signal on a bus)
    const errors = checkWithSchema(registerUserSchema(todayInFinland(), isCommonPassword), payload, locale, shownFields);
    if (hasErrors(errors)) {
      show(errors);
      return;
    }
    clear();
    mutation.mutate(payload, {
      onSuccess: () => void navigate('/login', { state: NEW_REGISTRATION_STATE }),
      onError: showError,
    });
  };

  return (
    <AuthScreen
      wide
      title={<Trans>Registrera dig som vikarie</Trans>}
      intro={
        <p>
          <Trans>Tjänsten är gratis för vikarier. Fält med * är obligatoriska.</Trans>
        </p>
      }
    >
      <form ref={formRef} className="auth-form" onSubmit={onSubmit} noValidate>
        <div className="auth-columns">
          <div className="auth-column">
            <h2 className="auth-section-title">
              <Trans>Dina uppgifter</Trans>
            </h2>
            <TextField label={t`Förnamn`} name="firstName" autoComplete="given-name" value={form.firstName} onChange={text('firstName')} error={e.firstName} required />
            <TextField label={t`Efternamn`} name="lastName" autoComplete="family-name" value={form.lastName} onChange={text('lastName')} error={e.lastName} required />
            <TextField
              label={t`E-post`}
              name="email"
              type="email"
              autoComplete="email"
              autoCapitalize="none"
              value={form.email}
              onChange={text('email')}
              error={e.email}
              required
            />
            <TextField
              label={t`Bekräfta e-post`}
              name="confirmEmail"
              type="email"
              autoComplete="off"
              autoCapitalize="none"
              value={form.confirmEmail}
              onChange={text('confirmEmail')}
              error={e.confirmEmail}
              required
            />
            <TextField label={t`Telefon`} name="phone" type="tel" autoComplete="tel" value={form.phone} onChange={text('phone')} error={e.phone} required />
            <TextField
              label={t`Födelsedatum (ÅÅÅÅMMDD)`}
              name="birthDate"
              inputMode="numeric"
              maxLength={8}
              placeholder="19740514"
              value={form.birthDate}
              onChange={text('birthDate')}
              error={e.birthDate}
              required
            />
            <FormField label={t`Modersmål`} error={e.language} required>
              {(control) => (
                <select className="form-input" name="language" value={form.language} onChange={(ev) => update({ language: ev.target.value })} {...control}>
                  <option value="">{t`Välj`}</option>
                  {LANGUAGE_OPTIONS.map((l) => (
                    <option key={l.code} value={l.name}>
                      {locale === 'fi' ? l.name_fi : l.name}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            <GroupField label={t`Språk du kan undervisa på`} error={e.languages}>
              {(group) => <LanguagePicker locale={locale} value={form.languages} onChange={(languages) => update({ languages })} {...group} />}
            </GroupField>
            <TextField
              label={t`Lösenord`}
              name="password"
              type="password"
              autoComplete="new-password"
              value={form.password}
              onChange={text('password')}
              error={e.password}
              hint={t`Minst 10 tecken.`}
              required
            />
            <TextField
              label={t`Bekräfta lösenordet`}
              name="password2"
              type="password"
              autoComplete="new-password"
              value={form.password2}
              onChange={text('password2')}
              error={e.password2}
              required
            />
          </div>
          <div className="auth-column">
            <h2 className="auth-section-title">
              <Trans>Utbildning och områden</Trans>
            </h2>
            <StatusFields locale={locale} values={form} onChange={update} errors={e} />
            <GroupField label={t`Kommuner där du vill jobba`} error={e.regions} required>
              {(group) => <MunicipalityPicker locale={locale} value={form.regions} onChange={(regions) => update({ regions })} {...group} />}
            </GroupField>
          </div>
        </div>
        <div className="form-field">
          <label className="auth-check">
            <input
              type="checkbox"
              name="terms"
              checked={form.terms}
              onChange={(ev) => update({ terms: ev.target.checked })}
              aria-invalid={Boolean(e.terms)}
              aria-describedby={e.terms ? 'terms-error' : undefined}
            />
            <span>
              <Trans>
                Jag godkänner{' '}
                <Link to="/user-agreement" target="_blank">
                  användarvillkoren
                </Link>{' '}
                och har läst{' '}
                <Link to="/gdpr" target="_blank">
                  dataskyddsbeskrivningen
                </Link>
                .
              </Trans>
            </span>
          </label>
          {e.terms ? (
            <p id="terms-error" className="auth-field-error">
              {e.terms}
            </p>
          ) : null}
        </div>
        <AuthFormFooter error={formError} back={<Trans>Avbryt</Trans>} submit={<Trans>Registrera</Trans>} disabled={mutation.isPending} />
      </form>
    </AuthScreen>
  );
}

export { RegisterUserPage as Component };
