import { useLingui } from '@lingui/react/macro';
import type { ApplicantSort } from '@vikariat/domain';
import { SortSelect } from '../../../components/ui/sort-select.tsx';

/** The applicant orders of spec 02 (board and manage screen). */
export function ApplicantSortSelect({ value, onChange }: { value: ApplicantSort; onChange: (sort: ApplicantSort) => void }) {
  const { t } = useLingui();
  return (
    <SortSelect<ApplicantSort>
      value={value}
      onChange={onChange}
      options={[
        { value: 'alphabetical', label: t`Alfabetisk` },
        { value: 'age', label: t`Ålder` },
        { value: 'teacher', label: t({ message: 'Lärare', context: 'applicant occupation' }) },
        { value: 'student', label: t`Studerande` },
        { value: 'other', label: t`Annan` },
        { value: 'registration', label: t`Anmälningsordning` },
      ]}
    />
  );
}
