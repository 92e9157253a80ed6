import { useLingui } from '@lingui/react/macro';
import { GRADE_OPTIONS, sortGrades } from '@vikariat/domain';
import { useId } from 'react';
import '../../../components/ui/form-field.css';

/** Grades as a group of checkboxes, kept sorted in the spec's order (spec 02 §5). */
export function GradesField({ value, onChange, error }: { value: string[]; onChange: (value: string[]) => void; error?: string | undefined }) {
  const { t, i18n } = useLingui();
  const id = useId();
  const fi = i18n.locale === 'fi';
  return (
    <fieldset className="form-field job-fieldset" data-invalid={Boolean(error)} {...(error ? { 'aria-describedby': `${id}-error` } : {})}>
      <legend className="form-label">{t`Årskurser`}</legend>
      <div className="job-grade-grid">
        {GRADE_OPTIONS.map((grade) => (
          <label key={grade.val} className="job-check">
            <input
              type="checkbox"
              checked={value.includes(grade.val)}
              onChange={(e) => onChange(sortGrades(e.target.checked ? [...value, grade.val] : value.filter((v) => v !== grade.val)))}
            />
            {fi ? grade.name_fi : grade.name_swe}
          </label>
        ))}
      </div>
      {error ? (
        <p id={`${id}-error`} className="form-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
