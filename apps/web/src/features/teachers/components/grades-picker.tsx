import { useLingui } from '@lingui/react/macro';
import { GRADE_OPTIONS, sortGrades } from '@vikariat/domain';
import { useId } from 'react';
import { useLocale } from '../../../lib/locale-context.tsx';
import '../../../components/ui/form-field.css';

interface GradesPickerProps {
  value: readonly string[];
  onChange: (grades: string[]) => void;
  error?: string | undefined;
}

/** The grades multi-select as a group of checkboxes; the value stays sorted (spec 02 §5). */
export function GradesPicker({ value, onChange, error }: GradesPickerProps) {
  const { t } = useLingui();
  const { locale } = useLocale();
  const errorId = useId();
  const toggle = (grade: string, on: boolean): void => onChange(sortGrades(on ? [...value, grade] : value.filter((g) => g !== grade)));
  return (
    <fieldset className="grades-picker" data-invalid={Boolean(error)} aria-describedby={error ? errorId : undefined}>
      <legend className="form-label">{t`Årskurser`}</legend>
      <div className="grades-options">
        {GRADE_OPTIONS.map((grade) => (
          <label key={grade.val} className="grades-option">
            <input type="checkbox" checked={value.includes(grade.val)} onChange={(event) => toggle(grade.val, event.target.checked)} />
            {locale === 'fi' ? grade.name_fi : grade.name_swe}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="form-error">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
