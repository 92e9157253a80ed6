import { useLingui } from '@lingui/react/macro';
import { FormField } from '../../../components/ui/form-field.tsx';
import '../../../components/ui/form-field.css';

/** The school a job is posted for; shown only to a leader over several schools. */
export function SchoolField(props: {
  schools: ReadonlyArray<{ id: string; name: string }>;
  value: string;
  onChange: (school: string) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  if (props.schools.length <= 1) return null;
  return (
    <FormField label={t`Skola`} error={props.error} required>
      {(control) => (
        <select className="form-input" value={props.value} onChange={(e) => props.onChange(e.target.value)} {...control}>
          <option value="">{t`Välj skola`}</option>
          {props.schools.map((s) => (
            <option key={s.id} value={s.id}>
              {s.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
