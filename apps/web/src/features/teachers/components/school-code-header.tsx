import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { SchoolUnit } from '../api/get-school-codes.ts';
import type { PrincipalSchool } from '../../../lib/principal-schools.ts';
import '../../../components/ui/form-field.css';

interface SchoolCodeHeaderProps {
  schools: readonly PrincipalSchool[];
  units: readonly SchoolUnit[];
  school: string | null;
  onSchool: (school: string | null) => void;
}

/**
 * The school code, or for a leader over several schools a dropdown of the units with their codes and names
 * (spec 02 §2); picking one shows that school's teachers.
 */
export function SchoolCodeHeader({ schools, units, school, onSchool }: SchoolCodeHeaderProps) {
  const { t } = useLingui();
  const id = useId();
  const codeOf = (schoolId: string): string | undefined => units.find((u) => u.id === schoolId)?.code;
  if (schools.length <= 1) {
    const only = schools[0];
    const code = only ? codeOf(only.id) : units[0]?.code;
    return code ? (
      <p className="card school-code">
        <span>
          {t`Skolkod`}: <strong>{code}</strong>
        </span>
      </p>
    ) : null;
  }
  return (
    <div className="card school-code">
      <label htmlFor={id} className="form-label">
        {t`Enhet och kod`}
      </label>
      <select id={id} className="form-input" value={school ?? ''} onChange={(e) => onSchool(e.target.value || null)}>
        <option value="">{t`Alla skolor`}</option>
        {schools.map((unit) => {
          const code = codeOf(unit.id);
          return (
            <option key={unit.id} value={unit.id}>
              {code ? `${unit.name} — ${code}` : unit.name}
            </option>
          );
        })}
      </select>
    </div>
  );
}
