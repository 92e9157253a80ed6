import { useLingui } from '@lingui/react/macro';
import { STATUS_OPTIONS, STUDY_YEAR_OPTIONS, statusIsStudent, statusNeedsText, type Locale, type SubstituteStatus } from '@vikariat/domain';
import { useId } from 'react';
import { FormField, GroupField, TextField } from '../../../components/ui/form-field.tsx';
import { QualificationPicker, type PickedQualification } from '../../../components/pickers/qualification-picker.tsx';
import type { FieldErrors } from '../../../lib/form-errors.ts';
import '../../../components/ui/form-field.css';

export interface StatusValues {
  status: SubstituteStatus | '';
  otherTxt: string;
  studyYear: string;
  mainsubject: string;
  comingqualifications: PickedQualification[];
  education: string;
  examYear: string;
  qualis: PickedQualification[];
}

interface StatusFieldsProps {
  locale: Locale;
  values: StatusValues;
  onChange: (next: Partial<StatusValues>) => void;
  errors: FieldErrors;
}

/**
 * Status Lärare/Studerande/Annan and what each reveals (spec 01 §4): Annan → otherTxt; students → study year, main
 * subject, coming qualifications; others → education, degree year, qualifications.
 */
export function StatusFields({ locale, values, onChange, errors }: StatusFieldsProps) {
  const { t } = useLingui();
  const statusId = useId();
  const { status } = values;
  return (
    <>
      <fieldset className="auth-radios" aria-describedby={errors.status ? `${statusId}-status` : undefined} data-invalid={Boolean(errors.status)}>
        <legend>
          {t`Status`}
          <span aria-hidden="true" className="form-required">
            {' '}
            *
          </span>
        </legend>
        {STATUS_OPTIONS.map((option) => (
          <label key={option.val}>
            <input type="radio" name="status" value={option.val} checked={status === option.val} onChange={() => onChange({ status: option.val })} />
            {locale === 'fi' ? option.name_fi : option.name_swe}
          </label>
        ))}
        {errors.status ? (
          <p id={`${statusId}-status`} className="auth-field-error">
            {errors.status}
          </p>
        ) : null}
      </fieldset>
      {status !== '' && statusNeedsText(status) ? (
        <TextField
          label={t`Beskriv vad du gör`}
          name="otherTxt"
          value={values.otherTxt}
          onChange={(e) => onChange({ otherTxt: e.target.value })}
          error={errors.otherTxt}
          required
        />
      ) : null}
      {status !== '' && statusIsStudent(status) ? (
        <>
          <FormField label={t`Studieår`} error={errors.studyYear} required>
            {(control) => (
              <select className="form-input" value={values.studyYear} onChange={(e) => onChange({ studyYear: e.target.value })} {...control}>
                <option value="">{t`Välj`}</option>
                {STUDY_YEAR_OPTIONS.map((y) => (
                  <option key={y} value={y}>
                    {y}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <TextField
            label={t`Huvudämne`}
            name="mainsubject"
            value={values.mainsubject}
            onChange={(e) => onChange({ mainsubject: e.target.value })}
            error={errors.mainsubject}
            required
          />
          <GroupField label={t`Kommande behörigheter`} error={errors.comingqualifications}>
            {(group) => (
              <QualificationPicker
                locale={locale}
                value={values.comingqualifications}
                onChange={(comingqualifications) => onChange({ comingqualifications })}
                {...group}
              />
            )}
          </GroupField>
        </>
      ) : null}
      {status !== '' && !statusIsStudent(status) ? (
        <>
          <TextField label={t`Utbildning`} name="education" value={values.education} onChange={(e) => onChange({ education: e.target.value })} error={errors.education} />
          <TextField
            label={t`Examensår`}
            name="examYear"
            inputMode="numeric"
            maxLength={4}
            value={values.examYear}
            onChange={(e) => onChange({ examYear: e.target.value })}
            error={errors.examYear}
          />
          <GroupField label={t`Behörigheter`} error={errors.qualis}>
            {(group) => <QualificationPicker locale={locale} value={values.qualis} onChange={(qualis) => onChange({ qualis })} {...group} />}
          </GroupField>
        </>
      ) : null}
    </>
  );
}
