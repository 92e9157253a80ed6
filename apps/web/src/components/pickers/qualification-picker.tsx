import { QUALIFICATIONS, type Locale } from '@vikariat/domain';
import './pickers.css';

/** A qualification as a profile stores it (spec 01 §3). */
export interface PickedQualification {
  name_swe: string;
  name_fi: string;
}

interface QualificationPickerProps {
  locale: Locale;
  value: readonly PickedQualification[];
  onChange: (qualifications: PickedQualification[]) => void;
  labelledBy?: string;
  /** The id of the error (or hint) under the group. */
  describedBy?: string | undefined;
  invalid?: boolean;
}

/** Checkboxes over the qualification list (val 1-17), stored as {name_swe, name_fi}. */
export function QualificationPicker({ locale, value, onChange, labelledBy, describedBy, invalid = false }: QualificationPickerProps) {
  const isPicked = (name: string): boolean => value.some((v) => v.name_swe === name);
  return (
    <div className="picker" role="group" aria-labelledby={labelledBy} aria-describedby={describedBy} data-invalid={invalid}>
      <ul className="picker-options picker-options-wide">
        {QUALIFICATIONS.map((q) => (
          <li key={q.val}>
            <label>
              <input
                type="checkbox"
                checked={isPicked(q.name_swe)}
                onChange={() =>
                  onChange(isPicked(q.name_swe) ? value.filter((v) => v.name_swe !== q.name_swe) : [...value, { name_swe: q.name_swe, name_fi: q.name_fi }])
                }
              />
              {locale === 'fi' ? q.name_fi : q.name_swe}
            </label>
          </li>
        ))}
      </ul>
    </div>
  );
}
