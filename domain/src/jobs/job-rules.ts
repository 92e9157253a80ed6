import { dayNumber, parseLocalDate, type CalendarDate } from './wall-clock.ts';

/** How a substitute sees a job they applied to (spec 02 "Job lists and cards"). */
export type ApplicationStatus = 'accepted' | 'pending' | 'denied';

export function applicationStatus(chosenId: string | null, substituteId: string): ApplicationStatus {
  if (chosenId === null) return 'pending';
  return chosenId === substituteId ? 'accepted' : 'denied';
}

/** A police record's state on a day, from its expiration date (what a school sees of it). */
export type PoliceRecordState = 'valid' | 'expired' | 'missing';

export function policeRecordState(expirationDate: unknown, today: CalendarDate): PoliceRecordState {
  const expiry = typeof expirationDate === 'string' ? parseLocalDate(expirationDate.slice(0, 10)) : null;
  if (expiry === null) return 'missing';
  return dayNumber(expiry) >= dayNumber(today) ? 'valid' : 'expired';
}

/** A police record counts when marked active and not expired (expirationDate ≥ today, spec 01 §5). */
export function hasValidPoliceRecord(profile: Record<string, unknown>, today: CalendarDate): boolean {
  const record = profile['policeRecord'];
  if (typeof record !== 'object' || record === null) return false;
  const { isActive, expirationDate } = record as { isActive?: unknown; expirationDate?: unknown };
  return isActive === true && policeRecordState(expirationDate, today) === 'valid';
}

/** The municipality codes a substitute picked; stored as codes or as {code, name_swe, ...}. */
export function regionCodesOf(profile: Record<string, unknown>): string[] {
  const regions = profile['regions'];
  if (!Array.isArray(regions)) return [];
  const codes = regions.map((r: unknown) =>
    typeof r === 'string' ? r : typeof r === 'object' && r !== null && typeof (r as { code?: unknown }).code === 'string' ? (r as { code: string }).code : null,
  );
  return codes.filter((c): c is string => c !== null);
}

export const APPLICANT_SORTS = ['alphabetical', 'age', 'teacher', 'student', 'other', 'registration'] as const;
export type ApplicantSort = (typeof APPLICANT_SORTS)[number];

export interface SortableApplicant {
  firstName: string;
  lastName: string;
  age: number | null;
  status: string;
  /** when the application arrived (ISO) */
  appliedAt: string;
}

const STATUS_OF_SORT: Partial<Record<ApplicantSort, readonly string[]>> = {
  teacher: ['Lärare', 'Opettaja'],
  student: ['Studerande', 'Opiskelija'],
  other: ['Annan', 'Muu'],
};

/**
 * Applicant order on the board (spec 02): alphabetical (last, first name), age (youngest first, unknown
 * last), teacher / student / other (that status first, then registration order), registration order.
 */
export function sortApplicants<T extends SortableApplicant>(applicants: readonly T[], sort: ApplicantSort): T[] {
  const byRegistration = (a: T, b: T) => a.appliedAt.localeCompare(b.appliedAt);
  const list = [...applicants];
  if (sort === 'alphabetical') {
    return list.sort((a, b) => `${a.lastName} ${a.firstName}`.localeCompare(`${b.lastName} ${b.firstName}`, 'sv') || byRegistration(a, b));
  }
  if (sort === 'age') return list.sort((a, b) => (a.age ?? Infinity) - (b.age ?? Infinity) || byRegistration(a, b));
  const statuses = STATUS_OF_SORT[sort];
  if (statuses !== undefined) {
    const rank = (a: T) => (statuses.includes(a.status) ? 0 : 1);
    return list.sort((a, b) => rank(a) - rank(b) || byRegistration(a, b));
  }
  return list.sort(byRegistration);
}
