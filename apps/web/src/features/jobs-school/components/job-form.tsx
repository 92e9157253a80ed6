import { useLingui } from '@lingui/react/macro';
import { endTimeOptions, TIME_OPTIONS, TYPES_OF_TEMP, typeOfTempNeedsText } from '@vikariat/domain';
import type { FormEvent, ReactNode, Ref } from 'react';
import { DateField } from '../../../components/ui/date-field.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import type { SchoolRef } from '../api/school-context.ts';
import type { SchoolTeacher } from '../api/school-teachers.ts';
import { withStartDate, withStartTime, type JobFormErrors, type JobFormValues } from '../hooks/job-form-values.ts';
import { AttachmentsField } from './attachments-field.tsx';
import { GradesField } from './grades-field.tsx';
import { SubjectsField } from './subjects-field.tsx';
import '../../../components/ui/form-field.css';
import './job-form.css';
import { SchoolField } from './school-field.tsx';

interface JobFormProps {
  values: JobFormValues;
  onChange: (values: JobFormValues) => void;
  errors: JobFormErrors;
  /** What no field of the form shows (an error of a field not on it, a refusal without fields). */
  formError?: string | null;
  formRef?: Ref<HTMLFormElement>;
  /** Earliest start date (today): a start moved into the past is refused (domain `startMovedIntoPast`). */
  minStartDate?: string | undefined;
  /** An edited job's stored start date, selectable though it may have passed (a running job keeps its days). */
  keepStartDate?: string | undefined;
  /** Principals see the reason and may post on behalf of a teacher. */
  principal: boolean;
  schools: readonly SchoolRef[];
  teachers: readonly SchoolTeacher[];
  /** Grades to fall back to when no teacher is picked (the principal's). */
  ownGrades: readonly string[];
  /** Posting to the school Admin: the message type select (Tips; Update disabled). */
  adminNotice: boolean;
  uploadProgress: number | null;
  submitting: boolean;
  submitLabel: string;
  onSubmit: () => void;
  /** Extra buttons beside submit (cancel, SOS). */
  actions?: ReactNode;
}

/** The fields the form shows for these props: their errors stand under them, any other in the form's message. */
export function jobFormFields(props: Pick<JobFormProps, 'principal' | 'schools' | 'teachers' | 'adminNotice'> & { typeOfTemp: number | null }): string[] {
  return [
    ...(props.schools.length > 1 ? ['school'] : []),
    ...(props.adminNotice ? ['fromAdminType'] : []),
    'startDate',
    'endDate',
    'startTime',
    'endTime',
    'typeOfTemp',
    ...(props.typeOfTemp !== null && typeOfTempNeedsText(props.typeOfTemp) ? ['otherTxt'] : []),
    ...(props.principal && props.teachers.length > 0 ? ['regarding'] : []),
    ...(props.principal ? ['reason'] : []),
    'subjects',
    'grades',
    'additionalInfo',
    'files',
  ];
}

/** The fields of a job (create and edit share them). Submitted without native validation (spec 02). */
export function JobForm(props: JobFormProps) {
  const { values, onChange, errors, principal, schools, teachers, formRef } = props;
  const { t, i18n } = useLingui();
  const fi = i18n.locale === 'fi';
  const set = <K extends keyof JobFormValues>(key: K, value: JobFormValues[K]) => onChange({ ...values, [key]: value });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };

  return (
    <form className="job-form" noValidate onSubmit={submit} ref={formRef}>
      <SchoolField schools={schools} value={values.school} onChange={(school) => set('school', school)} error={errors.school} />
      {props.adminNotice ? (
        <FormField label={t`Meddelandetyp`} error={errors.fromAdminType}>
          {(control) => (
            <select
              className="form-input"
              value={values.fromAdminType}
              onChange={(e) => set('fromAdminType', e.target.value === 'Update' ? 'Update' : 'Tips')}
              {...control}
            >
              <option value="Tips">Tips</option>
              <option value="Update" disabled>
                Update
              </option>
            </select>
          )}
        </FormField>
      ) : null}
      <div className="job-form-grid">
        <DateField
          label={t`Startdatum`}
          value={values.startDate}
          min={props.minStartDate}
          keep={props.keepStartDate}
          error={errors.startDate}
          onChange={(d) => onChange(withStartDate(values, d))}
        />
        <DateField label={t`Slutdatum`} value={values.endDate} min={values.startDate} error={errors.endDate} onChange={(d) => set('endDate', d)} />
        <FormField label={t`Starttid`} error={errors.startTime}>
          {(control) => (
            <select className="form-input" value={values.startTime} onChange={(e) => onChange(withStartTime(values, e.target.value))} {...control}>
              {TIME_OPTIONS.map((time) => (
                <option key={time} value={time}>
                  {time}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label={t`Sluttid`} error={errors.endTime}>
          {(control) => (
            <select className="form-input" value={values.endTime} onChange={(e) => set('endTime', e.target.value)} {...control}>
              {endTimeOptions(values.startTime).map((o) => (
                <option key={o.value} value={o.value} disabled={o.disabled}>
                  {o.value}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField label={t`Typ av vikariat`} error={errors.typeOfTemp} required>
        {(control) => (
          <select
            className="form-input"
            value={values.typeOfTemp ?? ''}
            onChange={(e) => set('typeOfTemp', e.target.value === '' ? null : Number(e.target.value))}
            {...control}
          >
            <option value="">{t`Välj typ av vikariat`}</option>
            {TYPES_OF_TEMP.map((type) => (
              <option key={type.val} value={type.val}>
                {fi ? type.name_fi : type.name_swe}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {values.typeOfTemp !== null && typeOfTempNeedsText(values.typeOfTemp) ? (
        <FormField label={t`Annan, vad?`} error={errors.otherTxt} required>
          {(control) => <input className="form-input" value={values.otherTxt} onChange={(e) => set('otherTxt', e.target.value)} {...control} />}
        </FormField>
      ) : null}
      {principal && teachers.length > 0 ? (
        <FormField label={t`För lärare`} hint={t`Vikariatet gäller denna lärare (valfritt).`} error={errors.regarding}>
          {(control) => (
            <select
              className="form-input"
              value={values.regarding}
              onChange={(e) => {
                const teacher = teachers.find((x) => x.id === e.target.value);
                onChange({ ...values, regarding: e.target.value, grades: [...(teacher ? teacher.grades : props.ownGrades)] });
              }}
              {...control}
            >
              <option value="">{t`Ingen lärare vald`}</option>
              {teachers.map((teacher) => (
                <option key={teacher.id} value={teacher.id}>
                  {teacher.name}
                </option>
              ))}
            </select>
          )}
        </FormField>
      ) : null}
      {principal ? (
        <FormField label={t`Orsak`} hint={t`Visas endast för rektorn`} error={errors.reason}>
          {(control) => <input className="form-input" value={values.reason} onChange={(e) => set('reason', e.target.value)} {...control} />}
        </FormField>
      ) : null}
      <SubjectsField value={values.subjects} onChange={(v) => set('subjects', v)} error={errors.subjects} />
      <GradesField value={values.grades} onChange={(v) => set('grades', v)} error={errors.grades} />
      <FormField label={t`Tilläggsinformation`} error={errors.additionalInfo}>
        {(control) => (
          <textarea className="form-input job-textarea" rows={4} value={values.additionalInfo} onChange={(e) => set('additionalInfo', e.target.value)} {...control} />
        )}
      </FormField>
      <AttachmentsField
        stored={values.storedFiles}
        added={values.newFiles}
        progress={props.uploadProgress}
        onChange={({ stored, added }) => onChange({ ...values, storedFiles: stored, newFiles: added })}
        error={errors.files}
      />
      {props.formError ? (
        <p className="form-error" role="alert" tabIndex={-1}>
          {props.formError}
        </p>
      ) : null}
      <div className="job-form-actions">
        {props.actions}
        <button type="submit" className="button button-primary" disabled={props.submitting}>
          {props.submitLabel}
        </button>
      </div>
    </form>
  );
}
