import { Trans, useLingui } from '@lingui/react/macro';
import { LANGUAGE_OPTIONS, STATUS_OPTIONS, statusNeedsText, type Locale, type SubstituteStatus } from '@vikariat/domain';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import { LanguagePicker } from '../../../components/pickers/language-picker.tsx';
import { MunicipalityPicker } from '../../../components/pickers/municipality-picker.tsx';
import { FormField, GroupField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { changedKeys, type BasicValues } from '../profile-form.ts';
import { FormActions } from './form-actions.tsx';
import '../../../components/ui/form-field.css';

interface BasicInfoFormProps {
  initial: BasicValues;
  locale: Locale;
  isSubstitute: boolean;
  /** Until the first edit some fields carry an asterisk (spec 01 §5). */
  markRequired: boolean;
  errors: Partial<Record<string, string>>;
  /** What no field here can show (an error about a field this form has not got, offline). */
  formError: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  pending: boolean;
  onCancel: () => void;
  onStatusChange: (status: SubstituteStatus | '') => void;
  onSave: (values: BasicValues) => void;
}

/** Basic info: name, contact, birth date, languages, status and municipalities (substitutes), site language. */
export function BasicInfoForm(props: BasicInfoFormProps) {
  const { initial, locale, isSubstitute, markRequired, errors, formError, formRef, pending, onCancel, onStatusChange, onSave } = props;
  const { t } = useLingui();
  const statusId = useId();
  const [values, setValues] = useState(initial);
  const update = (next: Partial<BasicValues>): void => {
    setValues((v) => ({ ...v, ...next }));
    if (next.status !== undefined) onStatusChange(next.status);
  };
  const dirty = changedKeys(initial, values).length > 0;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dirty) onSave(values);
  };

  return (
    <form ref={formRef} className="profile-form" onSubmit={onSubmit} noValidate aria-labelledby="profile-basic-edit">
      <h2 id="profile-basic-edit">
        <Trans>Redigera grundinformation</Trans>
      </h2>
      <div className="profile-form-grid">
        <TextField
          label={t`Förnamn`}
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={(e) => update({ firstName: e.target.value })}
          error={errors.firstName}
          required
        />
        <TextField
          label={t`Efternamn`}
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={(e) => update({ lastName: e.target.value })}
          error={errors.lastName}
          required
        />
        <TextField
          label={t`Telefon`}
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => update({ phone: e.target.value })}
          error={errors.phone}
          required
        />
        <TextField
          label={t`Adress`}
          name="address"
          autoComplete="street-address"
          value={values.address}
          onChange={(e) => update({ address: e.target.value })}
          error={errors.address}
        />
        {isSubstitute ? (
          <TextField
            label={t`Födelsedatum (ÅÅÅÅMMDD)`}
            name="birthDate"
            inputMode="numeric"
            maxLength={8}
            value={values.birthDate}
            onChange={(e) => update({ birthDate: e.target.value })}
            error={errors.birthDate}
            required
          />
        ) : null}
        <FormField label={t`Modersmål`} error={errors.nativeLanguage}>
          {(control) => (
            <select className="form-input" value={values.nativeLanguage} onChange={(e) => update({ nativeLanguage: e.target.value })} {...control}>
              <option value="">{t`Välj`}</option>
              {values.nativeLanguage && !LANGUAGE_OPTIONS.some((l) => l.name === values.nativeLanguage) ? (
                <option value={values.nativeLanguage}>{values.nativeLanguage}</option>
              ) : null}
              {LANGUAGE_OPTIONS.map((l) => (
                <option key={l.code} value={l.name}>
                  {locale === 'fi' ? l.name_fi : l.name}
                </option>
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
      <GroupField label={t`Språk`} error={errors.languages} required={markRequired && isSubstitute}>
        {(group) => <LanguagePicker locale={locale} value={values.languages} onChange={(languages) => update({ languages })} {...group} />}
      </GroupField>
      {isSubstitute ? (
        <>
          <fieldset className="profile-radios" data-invalid={Boolean(errors.status)} aria-describedby={errors.status ? `${statusId}-error` : undefined}>
            <legend className="form-label">{t`Status`}</legend>
            {STATUS_OPTIONS.map((option) => (
              <label key={option.val}>
                <input type="radio" name="status" checked={values.status === option.val} onChange={() => update({ status: option.val })} />
                {locale === 'fi' ? option.name_fi : option.name_swe}
              </label>
            ))}
            {errors.status ? (
              <p id={`${statusId}-error`} className="form-error">
                {errors.status}
              </p>
            ) : null}
          </fieldset>
          {values.status !== '' && statusNeedsText(values.status) ? (
            <TextField
              label={t`Beskriv vad du gör`}
              name="otherTxt"
              value={values.otherTxt}
              onChange={(e) => update({ otherTxt: e.target.value })}
              error={errors.otherTxt}
              required
            />
          ) : null}
          <GroupField label={t`Kommuner där du vill jobba`} error={errors.regions}>
            {(group) => <MunicipalityPicker locale={locale} value={values.regions} onChange={(regions) => update({ regions })} {...group} />}
          </GroupField>
        </>
      ) : null}
      <FormError message={formError} />
      <FormActions dirty={dirty} pending={pending} onCancel={onCancel} />
    </form>
  );
}
