import { Trans, useLingui } from '@lingui/react/macro';
import { GRADE_OPTIONS, STUDY_YEAR_OPTIONS, TEACHER_JOB_TYPES, type Locale, type SubstituteStatus } from '@vikariat/domain';
import { useState, type FormEvent, type RefObject } from 'react';
import { QualificationPicker } from '../../../components/pickers/qualification-picker.tsx';
import { SubjectPicker } from '../../../components/pickers/subject-picker.tsx';
import { FormField, GroupField, TextField, FormError } from '../../../components/ui/form-field.tsx';
import { changedKeys, type AdditionalValues } from '../profile-form.ts';
import { FormActions } from './form-actions.tsx';
import { PoliceRecordField } from './police-record-field.tsx';
import '../../../components/ui/form-field.css';

interface AdditionalInfoFormProps {
  initial: AdditionalValues;
  locale: Locale;
  isSubstitute: boolean;
  status: SubstituteStatus | '';
  markRequired: boolean;
  today: string;
  errors: Partial<Record<string, string>>;
  /** What no field here can show (an error about a field this form has not got, offline). */
  formError: string | null;
  formRef: RefObject<HTMLFormElement | null>;
  pending: boolean;
  onCancel: () => void;
  onSave: (values: AdditionalValues) => void;
}

/** Additional info: education and qualifications (substitutes, by status), police record; grades for school staff. */
export function AdditionalInfoForm(props: AdditionalInfoFormProps) {
  const { initial, locale, isSubstitute, status, markRequired, today, errors, formError, formRef, pending, onCancel, onSave } = props;
  const { t } = useLingui();
  const [values, setValues] = useState(initial);
  const update = (next: Partial<AdditionalValues>): void => setValues((v) => ({ ...v, ...next }));
  const dirty = changedKeys(initial, values).length > 0;
  const student = status === 'student';
  // Asterisks until the first edit (spec 01 §5).
  const req = markRequired && isSubstitute;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (dirty) onSave(values);
  };

  type TextKey = { [K in keyof AdditionalValues]: AdditionalValues[K] extends string ? K : never }[keyof AdditionalValues];
  const text = (name: TextKey, label: string, required = false, extra: { inputMode?: 'numeric'; maxLength?: number } = {}) => (
    <TextField label={label} name={name} value={values[name]} onChange={(e) => update({ [name]: e.target.value })} error={errors[name]} required={required} {...extra} />
  );

  return (
    <form ref={formRef} className="profile-form" onSubmit={onSubmit} noValidate aria-labelledby="profile-additional-edit">
      <h2 id="profile-additional-edit">
        <Trans>Redigera tilläggsinformation</Trans>
      </h2>
      {isSubstitute ? (
        <>
          <div className="profile-form-grid">
            {text('school', t`Skola eller läroanstalt`, req)}
            {student ? (
              <>
                <FormField label={t`Studieår`} error={errors.studyYear} required={req}>
                  {(control) => (
                    <select className="form-input" value={values.studyYear} onChange={(e) => update({ studyYear: e.target.value })} {...control}>
                      <option value="">{t`Välj`}</option>
                      {STUDY_YEAR_OPTIONS.map((y) => (
                        <option key={y} value={y}>
                          {y}
                        </option>
                      ))}
                    </select>
                  )}
                </FormField>
                {text('mainsubject', t`Huvudämne`, req)}
                {text('secondsubject', t`Biämne`)}
                {text('points', t`Studiepoäng`, false, { inputMode: 'numeric', maxLength: 6 })}
                {text('studyFocus', t`Inriktning`)}
              </>
            ) : (
              <>
                {text('education', t`Examen`, req)}
                {text('examYear', t`Examensår`, req, { inputMode: 'numeric', maxLength: 4 })}
                {text('mainsubject', t`Huvudämne`)}
                {text('secondsubject', t`Biämne`)}
              </>
            )}
            {text('studies', t`Pedagogiska studier`)}
          </div>
          <GroupField label={t`Övriga ämnen`} error={errors.extrasubjects}>
            {(group) => <SubjectPicker locale={locale} value={values.extrasubjects} onChange={(extrasubjects) => update({ extrasubjects })} {...group} />}
          </GroupField>
          {student ? (
            <GroupField label={t`Kommande behörigheter`} error={errors.comingqualifications} required={req}>
              {(group) => (
                <QualificationPicker
                  locale={locale}
                  value={values.comingqualifications}
                  onChange={(comingqualifications) => update({ comingqualifications })}
                  {...group}
                />
              )}
            </GroupField>
          ) : (
            <GroupField label={t`Behörigheter`} error={errors.qualifications} required={req}>
              {(group) => <QualificationPicker locale={locale} value={values.qualifications} onChange={(qualifications) => update({ qualifications })} {...group} />}
            </GroupField>
          )}
          <FormField label={t`Arbetserfarenhet`} hint={t`En arbetsplats eller ett uppdrag per rad.`} error={errors.refs}>
            {(control) => (
              <textarea className="form-input profile-textarea" rows={4} value={values.refs} onChange={(e) => update({ refs: e.target.value })} {...control} />
            )}
          </FormField>
          <PoliceRecordField
            active={values.policeRecordActive}
            expirationDate={values.policeRecordExpiration}
            today={today}
            error={errors.policeRecord}
            onChange={({ active, expirationDate }) => update({ policeRecordActive: active, policeRecordExpiration: expirationDate })}
          />
        </>
      ) : (
        <>
          <GroupField label={t`Årskurser`} error={errors.grade}>
            {(group) => (
              <ul className="profile-options" role="group" aria-labelledby={group.labelledBy} aria-describedby={group.describedBy}>
                {GRADE_OPTIONS.map((g) => (
                  <li key={g.val}>
                    <label className="profile-check">
                      <input
                        type="checkbox"
                        checked={values.grade.includes(g.val)}
                        onChange={() => update({ grade: values.grade.includes(g.val) ? values.grade.filter((v) => v !== g.val) : [...values.grade, g.val] })}
                      />
                      {locale === 'fi' ? g.name_fi : g.name_swe}
                    </label>
                  </li>
                ))}
              </ul>
            )}
          </GroupField>
          <div className="profile-form-grid">
            <FormField label={t`Lärartyp`} error={errors.teacherType}>
              {(control) => (
                <select className="form-input" value={values.teacherType} onChange={(e) => update({ teacherType: e.target.value })} {...control}>
                  <option value="">{t`Välj`}</option>
                  {TEACHER_JOB_TYPES.map((j) => (
                    <option key={j.key} value={j.name_sv}>
                      {locale === 'fi' ? j.name_fi : j.name_sv}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
            {text('teacherOther', t`Annat, vad?`)}
          </div>
        </>
      )}
      <FormError message={formError} />
      <FormActions dirty={dirty} pending={pending} onCancel={onCancel} />
    </form>
  );
}
