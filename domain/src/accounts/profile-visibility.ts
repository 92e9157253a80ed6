/**
 * Which profile fields a school (principal, leader, teacher) may see of a substitute: spec 02 §3
 * "Substitute profile as seen by a principal", plus who the person is (name, e-mail, picture, verified).
 * Regions, site language, the free status text and the police record's active flag stay private.
 */
export const SCHOOL_VISIBLE_PROFILE_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'typeOfUser',
  'identityVerified',
  'image',
  'status',
  'qualifications',
  'comingqualifications',
  'occuGroup',
  'education',
  'examinationYear',
  'mainsubject',
  'secondsubject',
  'experience',
  'nativeLanguage',
  'languages',
  'policeRecord',
  'phone',
  'address',
  'birthDate',
  'age',
] as const;

export type SchoolVisibleField = (typeof SCHOOL_VISIBLE_PROFILE_FIELDS)[number];

/** The profile as a school sees it: only the visible fields; of the police record only the expiration date. */
export function profileForSchool<T extends Record<string, unknown>>(profile: T): Partial<T> {
  const out: Record<string, unknown> = {};
  for (const field of SCHOOL_VISIBLE_PROFILE_FIELDS) {
    if (!(field in profile)) continue;
    const value = profile[field];
    if (field === 'policeRecord' && typeof value === 'object' && value !== null && 'expirationDate' in value) {
      out[field] = { expirationDate: value.expirationDate };
    } else {
      out[field] = value;
    }
  }
  return out as Partial<T>;
}
