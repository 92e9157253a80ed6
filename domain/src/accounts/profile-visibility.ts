/**
 * What a school's staff (principal, leader, teacher) may see of a substitute — one rule for every route, list,
 * replicated document and notification that carries a person (DESIGN.md "One rule for who sees what: People").
 *
 * - `none`: the school sees nothing of the person (not even that the account exists).
 * - `profile`: while the person has an active application at one of the reader's schools, or is on the school's
 *   favourites, and has not blocked that school: the fields of spec 02 §3 "Substitute profile as seen by a
 *   principal" without the contact fields.
 * - `contact`: once the person is chosen for a job of one of the reader's schools (a booking outlives a block: the
 *   school must be able to reach the person it booked): also phone, address and birth date.
 *
 * The server computes the same rule in SQL (`person_access`, migration 0008); person-access.pg.test.ts holds the two
 * equal on every combination of facts.
 */
export type PersonAccess = 'none' | 'profile' | 'contact';

/** One school of the reader and the person. */
export interface SchoolTies {
  /** the person blocked this school */
  readonly blocked: boolean;
  /** the person is chosen for a job of this school */
  readonly booked: boolean;
  /** the person has an active application to a live job of this school */
  readonly applied: boolean;
  /** the person is on a favourites list of this school's staff */
  readonly favourite: boolean;
}

export interface PersonFacts {
  /** a confirmed substitute account (a school never reads another kind of account through this rule) */
  readonly activeSubstitute: boolean;
  /** one entry per school the reader acts for */
  readonly schools: readonly SchoolTies[];
}

const LEVEL: Record<PersonAccess, number> = { none: 0, profile: 1, contact: 2 };
const ACCESS_OF_LEVEL: readonly PersonAccess[] = ['none', 'profile', 'contact'];

export function personAccessAtSchool(ties: SchoolTies): PersonAccess {
  if (ties.booked) return 'contact';
  if (ties.blocked) return 'none';
  return ties.applied || ties.favourite ? 'profile' : 'none';
}

/** The widest access any of the reader's schools has. */
export function personAccess(facts: PersonFacts): PersonAccess {
  if (!facts.activeSubstitute) return 'none';
  return facts.schools.reduce<PersonAccess>((best, ties) => {
    const here = personAccessAtSchool(ties);
    return LEVEL[here] > LEVEL[best] ? here : best;
  }, 'none');
}

/** The access as the SQL function answers it (0, 1, 2). */
export const personAccessOfLevel = (level: number): PersonAccess => ACCESS_OF_LEVEL[level] ?? 'none';
export const levelOfPersonAccess = (access: PersonAccess): number => LEVEL[access];

/** Fields only a school that booked the person sees. */
export const CONTACT_FIELDS = ['phone', 'address', 'birthDate'] as const;

/**
 * Which profile fields a school may see of a substitute with `profile` access: spec 02 §3 "Substitute profile as seen
 * by a principal", plus who the person is (name, e-mail, picture, verified). Regions, site language, the free status
 * text and the police record's active flag stay private.
 */
export const SCHOOL_VISIBLE_PROFILE_FIELDS = [
  'id',
  'email',
  'firstName',
  'lastName',
  'typeOfUser',
  'identityVerified',
  'identityVerifiedOn',
  'image',
  'status',
  'qualifications',
  'comingqualifications',
  'occuGroup',
  'education',
  'examinationYear',
  'mainsubject',
  'secondsubject',
  'extrasubjects',
  'documents',
  'experience',
  'nativeLanguage',
  'languages',
  'policeRecord',
  'age',
] as const;

export type SchoolVisibleField = (typeof SCHOOL_VISIBLE_PROFILE_FIELDS)[number] | (typeof CONTACT_FIELDS)[number];

/**
 * The profile as a school with the given access sees it: only the visible fields (contact fields only with `contact`);
 * of the police record only the expiration date. `none` sees nothing.
 */
export function profileForSchool<T extends Record<string, unknown>>(profile: T, access: PersonAccess): Partial<T> {
  const out: Record<string, unknown> = {};
  if (access === 'none') return out as Partial<T>;
  const fields: readonly string[] = access === 'contact' ? [...SCHOOL_VISIBLE_PROFILE_FIELDS, ...CONTACT_FIELDS] : SCHOOL_VISIBLE_PROFILE_FIELDS;
  for (const field of fields) {
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
