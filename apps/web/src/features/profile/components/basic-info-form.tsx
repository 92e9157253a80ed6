import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_OPTIONS, STATUS_OPTIONS, statusNeedsText, type Locale } from '@vikariat/domain';
import { useId, useState, type FormEvent } from 'react';
import { LanguagePicker } from '../../../components/pickers/language-picker.tsx';
import { MunicipalityPicker } from '../../../components/pickers/municipality-picker.tsx';
import { FormField, TextField } from '../../../components/ui/form-field.tsx';
import { changedKeys, type BasicValues } from '../profile-form.ts';
import { FormActions } from './form-actions.tsx';

interface BasicInfoFormProps {
  initial: BasicValues;
  locale: Locale;
  isSubstitute: boolean;
  /** Until the first edit some fields carry an asterisk (spec 01 §5). */
  markRequired: boolean;
  errors: Partial<Record<string, string>>;
  pending: boolean;
  onCancel: () => void;
  onSave: (values: BasicValues) => void;
}

/** Basic info: name, contact, birth date, languages, status and municipalities (substitutes), site language. */
export function BasicInfoForm({ initial, locale, isSubstitute, markRequired, errors, pending, onCancel, onSave }: BasicInfoFormProps) {
  const { t } = useLingui();
  const languagesId = useId();
  const regionsId = useId();
  const [values, setValues] = useState(initial);
  const update = (next: Partial<BasicValues>): void => setValues((v) => ({ ...v, ...next }));
  const dirty = changedKeys(initial, values).length > 0;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dirty) onSave(values);
  };

  return (
    <form className="profile-form" onSubmit={onSubmit} noValidate aria-labelledby="profile-basic-edit">
      <h2 id="profile-basic-edit">
        <Trans>Redigera grundinformation</Trans>
      </h2>
      <div className="profile-form-grid">
        <TextField label={t`Förnamn`} name="firstName" autoComplete="given-name" value={values.firstName} onChange={(e) => update({ firstName: e.target.value })} error={errors.firstName} required />
        <TextField label={t`Efternamn`} name="lastName" autoComplete="family-name" value={values.lastName} onChange={(e) => update({ lastName: e.target.value })} error={errors.lastName} required />
        <TextField label={t`Telefon`} name="phone" type="tel" autoComplete="tel" value={values.phone} onChange={(e) => update({ phone: e.target.value })} error={errors.phone} required />
        <TextField label={t`Adress`} name="address" autoComplete="street-address" value={values.address} onChange={(e) => update({ address: e.target.value })} error={errors.address} />
        {isSubstitute ? (
          <TextField label={t`Födelsedatum (ÅÅÅÅMMDD)`} name="birthDate" inputMode="numeric" maxLength={8} value={values.birthDate} onChange={(e) => update({ birthDate: e.target.value })} error={errors.birthDate} required />
        ) : null}
        <FormField label={t`Modersmål`} error={errors.nativeLanguage}>
          {(control) => (
            <select className="form-input" value={values.nativeLanguage} onChange={(e) => update({ nativeLanguage: e.target.value })} {...control}>
              <option value="">{t`Välj`}</option>
              {values.nativeLanguage && !LANGUAGE_OPTIONS.some((l) => l.name === values.nativeLanguage) ? (
                <option value={values.nativeLanguage}>{values.nativeLanguage}</option>
              ) : null}
              {LANGUAGE_OPTIONS.map((l) => (
                <option key={l.code} value={l.name}>{locale === 'fi' ? l.name_fi : l.name}</option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Webbplatsens språk`} error={errors.sitelang}>
          {(control) => (
            <select className="form-input" value={values.sitelang} onChange={(e) => update({ sitelang: e.target.value === '1' ? 1 : 2 })} {...control}>
              <option value="2">Svenska</option>
              <option value="1">Suomi</option>
            </select>
          )}
        </FormField>
      </div>
      <div className="form-field">
        <span id={languagesId} className="form-label">
          <Trans>Språk</Trans>
          {markRequired && isSubstitute ? <span aria-hidden="true" className="form-required"> *</span> : null}
        </span>
        <LanguagePicker locale={locale} value={values.languages} onChange={(languages) => update({ languages })} labelledBy={languagesId} invalid={Boolean(errors.languages)} />
        {errors.languages ? <p className="form-error">{errors.languages}</p> : null}
      </div>
      {isSubstitute ? (
        <>
          <fieldset className="profile-radios">
            <legend className="form-label">{t`Status`}</legend>
            {STATUS_OPTIONS.map((option) => (
              <label key={option.val}>
                <input type="radio" name="status" checked={values.status === option.val} onChange={() => update({ status: option.val })} />
                {locale === 'fi' ? option.name_fi : option.name_swe}
              </label>
            ))}
            {errors.status ? <p className="form-error">{errors.status}</p> : null}
          </fieldset>
          {values.status !== '' && statusNeedsText(values.status) ? (
            <TextField label={t`Beskriv vad du gör`} name="otherTxt" value={values.otherTxt} onChange={(e) => update({ otherTxt: e.target.value })} error={errors.otherTxt} required />
          ) : null}
          <div className="form-field">
            <span id={regionsId} className="form-label">
              <Trans>Kommuner där du vill jobba</Trans>
            </span>
            <MunicipalityPicker locale={locale} value={values.regions} onChange={(regions) => update({ regions })} labelledBy={regionsId} invalid={Boolean(errors.regions)} />
            {errors.regions ? <p className="form-error">{errors.regions}</p> : null}
          </div>
        </>
      ) : null}
      {errors.form ? <p className="form-error" role="alert">{errors.form}</p> : null}
      <FormActions dirty={dirty} pending={pending} onCancel={onCancel} />
    </form>
  );
}
