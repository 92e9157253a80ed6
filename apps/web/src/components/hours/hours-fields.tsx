import { useLingui } from '@lingui/react/macro';
import { MAX_BREAK_MINUTES, MAX_LESSONS, type WorkedTime } from '@vikariat/domain';
import { FormField } from '../ui/form-field.tsx';
import { TimeField } from '../ui/time-field.tsx';
import type { FieldErrors } from '../../lib/form-errors.ts';
import '../ui/form-field.css';

/** The form's values as typed (numbers stay text until the schema reads them). */
export interface HoursValues {
  start: string;
  end: string;
  breakMinutes: string;
  lessons: string;
}

export const HOURS_FORM = { fields: ['start', 'end', 'breakMinutes', 'lessons', 'reason', 'day'] } as const;

export const hoursValuesOf = (t: WorkedTime): HoursValues => ({
  start: t.start,
  end: t.end,
  breakMinutes: String(t.breakMinutes),
  lessons: t.lessons === null ? '' : String(t.lessons),
});

/** What the schema reads: an empty number field is no number (the schema names it), lessons left empty are none. */
export const workedTimeOf = (v: HoursValues) => ({
  start: v.start,
  end: v.end,
  breakMinutes: v.breakMinutes.trim() === '' ? Number.NaN : Number(v.breakMinutes),
  lessons: v.lessons.trim() === '' ? null : Number(v.lessons),
});

interface HoursFieldsProps {
  values: HoursValues;
  onChange: (next: HoursValues) => void;
  errors: FieldErrors;
  /** lessons are asked where the school teaches lessons (not a day-care) */
  askLessons: boolean;
}

/** Start, end, unpaid break and lessons: the substitute's entry and the school's correction share them. */
export function HoursFields({ values, onChange, errors, askLessons }: HoursFieldsProps) {
  const { t } = useLingui();
  const set = (name: keyof HoursValues) => (e: { target: { value: string } }) => onChange({ ...values, [name]: e.target.value });
  return (
    <>
      <TimeField label={t`Började`} required value={values.start} error={errors['start']} onChange={(start) => onChange({ ...values, start })} />
      <TimeField label={t`Slutade`} required value={values.end} error={errors['end']} onChange={(end) => onChange({ ...values, end })} />
      <FormField label={t`Obetald rast (min)`} required error={errors['breakMinutes']}>
        {(control) => (
          <input
            className="form-input"
            type="number"
            inputMode="numeric"
            min={0}
            max={MAX_BREAK_MINUTES}
            value={values.breakMinutes}
            onChange={set('breakMinutes')}
            {...control}
          />
        )}
      </FormField>
      {askLessons ? (
        <FormField label={t`Lektioner`} error={errors['lessons']}>
          {(control) => (
            <input className="form-input" type="number" inputMode="numeric" min={0} max={MAX_LESSONS} value={values.lessons} onChange={set('lessons')} {...control} />
          )}
        </FormField>
      ) : null}
    </>
  );
}
