import { DAY_CARD_FIELDS, DAY_CARD_LIMITS, type DayCard, type DayCardField } from '@vikariat/domain';
import { FormField } from '../ui/form-field.tsx';
import { useDayCardLabels } from './day-card-labels.ts';
import '../ui/form-field.css';

/** The long fields, written as text areas. */
const LONG: readonly DayCardField[] = ['timetable', 'classNotes'];

interface DayCardFieldsProps {
  value: DayCard;
  onChange: (next: DayCard) => void;
  /** messages under the card's field names (the form's schema, then the server's) */
  errors: Partial<Record<string, string>>;
  disabled?: boolean;
}

/** The day card's fields, for a job's card (the manage page) and a school's template (principal settings). */
export function DayCardFields({ value, onChange, errors, disabled = false }: DayCardFieldsProps) {
  const labels = useDayCardLabels();
  return (
    <div className="day-card-fields">
      {DAY_CARD_FIELDS.map((name) => (
        <FormField key={name} label={labels[name]} error={errors[name]}>
          {(control) =>
            LONG.includes(name) ? (
              <textarea
                className="form-input"
                rows={4}
                name={name}
                maxLength={DAY_CARD_LIMITS[name]}
                disabled={disabled}
                value={value[name]}
                onChange={(e) => onChange({ ...value, [name]: e.target.value })}
                {...control}
              />
            ) : (
              <input
                className="form-input"
                type={name === 'contactPhone' ? 'tel' : 'text'}
                name={name}
                maxLength={DAY_CARD_LIMITS[name]}
                disabled={disabled}
                value={value[name]}
                onChange={(e) => onChange({ ...value, [name]: e.target.value })}
                {...control}
              />
            )
          }
        </FormField>
      ))}
    </div>
  );
}
