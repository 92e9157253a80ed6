import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date.ts';
import { EVEN_WITH_FIELD_ERRORS } from '../validation/cross-field.ts';
import { text } from '../validation/safe-text.ts';
import { msg } from '../messages/catalogue.ts';
import { formatLocalDate, parseLocalDate } from '../jobs/wall-clock.ts';
import { addMonths, EXTRACT_VALID_MONTHS } from '../feedback/criminal-record-extract.ts';
import { validateBirthDate } from './birth-date.ts';
import { emailField, languagesField, nameField, phoneField, qualificationsField, regionsField, shortText, siteLangField, statusField, studyYearField } from './fields.ts';
import { ACCOUNT_MESSAGES as M, bilingual } from './messages.ts';

const pairOf = (key: Parameters<typeof msg>[0]): string => `${msg(key, 'sv')}|${msg(key, 'fi')}`;
const textList = z.array(shortText(100)).max(50);

/** The basic-info block of the profile screen (spec 01 §2): who the person is and where they work. */
const basicFields = {
  firstName: nameField.optional(),
  lastName: nameField.optional(),
  phone: phoneField.optional(),
  address: shortText(300).optional(),
  /** YYYYMMDD; required and checked for a substitute (spec 01 §5), ignored for school staff. */
  birthDate: text().optional(),
  /** school staff only (a substitute's age comes from the birth date) */
  age: z.number().int().min(18).max(120).nullable().optional(),
  nativeLanguage: shortText(60).optional(),
  languages: languagesField.optional(),
  sitelang: siteLangField.optional(),
  status: statusField.optional(),
  otherTxt: shortText(200).optional(),
  regions: regionsField.optional(),
};

/** The additional-info block: education, qualifications, experience, police record, school-staff details. */
const additionalFields = {
  education: shortText(200).optional(),
  examYear: shortText(10).optional(),
  studies: shortText(200).optional(),
  points: shortText(20).optional(),
  studyFocus: shortText(200).optional(),
  school: shortText(200).optional(),
  studyYear: studyYearField.optional(),
  mainsubject: shortText(100).optional(),
  secondsubject: shortText(100).optional(),
  /** subjects beyond the main and the second one (spec 01 §2 "extra subjects") */
  extrasubjects: z.array(shortText(100)).max(20).optional(),
  qualifications: qualificationsField.optional(),
  comingqualifications: qualificationsField.optional(),
  /** work experience (the spec's refs, shown as `experience`) */
  refs: z.array(shortText(300)).max(30).optional(),
  policeRecord: z.object({ expirationDate: calendarDate(), isActive: z.boolean().optional() }).nullable().optional(),
  grade: textList.optional(),
  teacherType: shortText(100).optional(),
  teacherOther: shortText(200).optional(),
};

export type BasicProfilePayload = Partial<z.infer<z.ZodObject<typeof basicFields>>>;
export type AdditionalProfilePayload = Partial<z.infer<z.ZodObject<typeof additionalFields>>>;

/** The fields of `keys` the body carries (a field left out stays as it is). */
function present<K extends string>(value: Record<string, unknown>, keys: readonly K[]): Partial<Record<K, unknown>> {
  return Object.fromEntries(keys.filter((k) => value[k] !== undefined).map((k) => [k, value[k]])) as Partial<Record<K, unknown>>;
}
const BASIC_KEYS = Object.keys(basicFields) as (keyof typeof basicFields)[];
const ADDITIONAL_KEYS = Object.keys(additionalFields) as (keyof typeof additionalFields)[];

/** Which blocks a body saves: the one its `section` names, or (the spec's flat body) each block it has fields of. */
function sectionsOf(value: Record<string, unknown>): { basic: boolean; additional: boolean } {
  const section = value['section'];
  if (section === 'basic' || section === 'additional') return { basic: section === 'basic', additional: section === 'additional' };
  return { basic: Object.keys(present(value, BASIC_KEYS)).length > 0, additional: Object.keys(present(value, ADDITIONAL_KEYS)).length > 0 };
}

/**
 * The latest expiration date a police record can have (yyyy-MM-dd): an extract for work with children is valid six
 * months from its issue (Act 504/2002, research "peers and compliance"; decision 031), so one issued today runs out at
 * most six calendar months ahead. A date past that is a typo or made up, and would pass every police-record check.
 */
export function latestPoliceRecordExpiry(today: string): string {
  const day = parseLocalDate(today);
  return day === null ? today : formatLocalDate(addMonths(day, EXTRACT_VALID_MONTHS));
}

/** Checks across fields; they run even when another field is wrong, so a form gets every error at once. */
function checkSections(value: Record<string, unknown>, ctx: z.RefinementCtx, today: string): void {
  const { basic, additional } = sectionsOf(value);
  if (basic) {
    const status = statusField.safeParse(value['status']);
    if (status.success && status.data === 'other' && (typeof value['otherTxt'] === 'string' ? value['otherTxt'].trim() : '') === '') {
      ctx.addIssue({ code: 'custom', path: ['otherTxt'], message: bilingual(M.otherTxtRequired) });
    }
    if (Array.isArray(value['regions']) && value['regions'].length === 0) {
      ctx.addIssue({ code: 'custom', path: ['regions'], message: bilingual(M.regionsRequired) });
    }
  }
  const record = value['policeRecord'];
  if (additional && typeof record === 'object' && record !== null && 'expirationDate' in record && typeof record.expirationDate === 'string') {
    const date = record.expirationDate;
    if (parseLocalDate(date) !== null && date < today) {
      ctx.addIssue({ code: 'custom', path: ['policeRecord'], message: bilingual(M.policeRecordPast) });
    }
    if (parseLocalDate(date) !== null && date > latestPoliceRecordExpiry(today)) {
      ctx.addIssue({ code: 'custom', path: ['policeRecord'], message: bilingual(M.policeRecordTooFar) });
    }
  }
}

/**
 * POST /api/shared/saveprofile. The spec's flat field list. `section: 'basic' | 'additional'` (what the web app
 * sends) saves that block only; without it (as the spec writes the call) each block the body has fields of is
 * saved. The basic block checks a substitute's birth date (spec 01 §5: not the additional one). Fields left out
 * stay as they are. `today` (yyyy-MM-dd, Finland) bounds the police record's expiration date.
 */
export const saveProfileSchema = (today: string) =>
  z
    .object({
      section: z.enum(['basic', 'additional'], 'Välj grundinformation eller tilläggsinformation.|Valitse perustiedot tai lisätiedot.').optional(),
      email: emailField,
      ...basicFields,
      ...additionalFields,
    })
    .superRefine((value: Record<string, unknown>, ctx) => checkSections(value, ctx, today), EVEN_WITH_FIELD_ERRORS)
    .transform((value) => {
      const { basic, additional } = sectionsOf(value);
      return {
        email: value.email,
        basic: basic ? (present(value, BASIC_KEYS) as BasicProfilePayload) : null,
        additional: additional ? (present(value, ADDITIONAL_KEYS) as AdditionalProfilePayload) : null,
      };
    });
export type SaveProfilePayload = z.infer<ReturnType<typeof saveProfileSchema>>;

/** The birth-date rule of a substitute's basic save: the message key under `birthDate`, or the age. */
export function checkBasicBirthDate(birthDate: string | undefined, today: string): { age: number } | { message: string } {
  const result = validateBirthDate(birthDate, today);
  return result.ok ? { age: result.age } : { message: pairOf(result.messageKey) };
}

/** Documents a substitute keeps on the profile (spec 01 §2 "documents and files"): a degree, a CV, references. */
export const PROFILE_DOCUMENTS = {
  maxCount: 10,
  maxBytes: 10 * 1024 * 1024,
  extensions: ['pdf', 'jpg', 'jpeg', 'png', 'doc', 'docx', 'odt', 'rtf', 'txt'],
} as const;

/** Whether a file name has one of the accepted document extensions. */
export const isProfileDocumentName = (name: string): boolean => (PROFILE_DOCUMENTS.extensions as readonly string[]).includes(name.split('.').pop()?.toLowerCase() ?? '');

/** A police record is active while its expiration date is today or later (spec 01 §5). */
export const policeRecordIsActive = (expirationDate: string, today: string): boolean => expirationDate >= today;

/** POST /api/shared/add/profilepic. */
export const addProfilePicSchema = z.object({ email: emailField, filename: text().min(1).max(200) });

/** POST /api/shared/change/type. */
export const changeTypeSchema = z.object({
  email: emailField,
  type: z.enum(['user', 'teacher', 'principal', 'ledare', 'admin'], bilingual(M.roleNotHeld)),
});
