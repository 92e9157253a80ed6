/** The roles of spec 01 §1. `ledare` is a principal over several schools; `admin` is the product's own staff. */
export const ROLES = ['user', 'teacher', 'principal', 'ledare', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that act for a school (post jobs, see applicants, choose). */
export const SCHOOL_ROLES: readonly Role[] = ['teacher', 'principal', 'ledare'];
/** Roles that lead a school (teachers, codes, settings, reports). */
export const LEADER_ROLES: readonly Role[] = ['principal', 'ledare'];

export const isSchoolRole = (role: Role): boolean => SCHOOL_ROLES.includes(role);
export const isLeaderRole = (role: Role): boolean => LEADER_ROLES.includes(role);

/** siteLang of spec 01: 1 Finnish, 2 Swedish. */
export type SiteLang = 1 | 2;
export type Locale = 'sv' | 'fi';
/** Each code's words in both languages; keyed by a domain list's type, a code without words does not compile. */
export type Words<Code extends string> = Readonly<Record<Code, Record<Locale, string>>>;
export const localeOfSiteLang = (siteLang: number): Locale => (siteLang === 2 ? 'sv' : 'fi');
export const siteLangOfLocale = (locale: Locale): SiteLang => (locale === 'sv' ? 2 : 1);
