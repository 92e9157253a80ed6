import { sortApplicants, STATUS_OPTIONS, type ApplicantSort } from '@vikariat/domain';
import type { Applicant } from '../api/school-job.ts';

const statusOption = (status: string | null | undefined) => STATUS_OPTIONS.find((o) => o.val === status || o.name_swe === status || o.name_fi === status);

/** The status in the reader's language ('teacher' or 'Lärare' → Lärare / Opettaja). */
export const statusLabel = (status: string | null | undefined, locale: string): string => {
  const option = statusOption(status);
  if (!option) return status ?? '';
  return locale === 'fi' ? option.name_fi : option.name_swe;
};

/** Orders applicants with the domain rule (spec 02: alphabetical, age, teacher, student, other, registration). */
export function orderApplicants(applicants: readonly Applicant[], sort: ApplicantSort): Applicant[] {
  const sortable = applicants.map((a, index) => ({
    applicant: a,
    firstName: a.firstName,
    lastName: a.lastName,
    age: a.age ?? null,
    status: statusOption(a.status)?.name_swe ?? a.status ?? '',
    // answers without a time keep their given (registration) order
    appliedAt: a.appliedAt ?? String(index).padStart(8, '0'),
  }));
  return sortApplicants(sortable, sort).map((s) => s.applicant);
}
