import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date.ts';
import { text } from '../validation/safe-text.ts';
import { msg } from '../messages/catalogue.ts';
import { parseLocalDate } from '../jobs/wall-clock.ts';
import { validateBirthDate } from './birth-date.ts';
import {
  emailField,
  languagesField,
  nameField,
  phoneField,
  qualificationsField,
  regionsField,
  shortText,
  siteLangField,
  statusField,
  studyYearField,
} from './fields.ts';
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
  qualifications: qualificationsField.optional(),
  comingqualifications: qualificationsField.optional(),
  /** work experience (the spec's refs, shown as `experience`) */
  refs: z.array(shortText(300)).max(30).optional(),
  policeRecord: z
    .object({ expirationDate: calendarDate(bilingual(M.required)), isActive: z.boolean().optional() })
    .nullable()
    .optional(),
  grade: textList.optional(),
  teacherType: shortText(100).optional(),
  teacherOther: shortText(200).optional(),
};

/**
 * POST /api/shared/saveprofile. The spec's flat field list, split by an explicit `section`: 'basic' saves
 * only the basic-info fields (and checks the birth date of a substitute), 'additional' only the
 * additional-info fields (the birth date is neither checked nor changed). Fields left out stay as they are.
 * `today` (yyyy-MM-dd, Finland) bounds the birth date and the police record's expiration date.
 */
export const saveProfileSchema = (today: string) =>
  z.discriminatedUnion('section', [
    z.object({ section: z.literal('basic'), email: emailField, ...basicFields }).transform((value, ctx) => {
      if (value.status === 'other' && (value.otherTxt ?? '') === '') {
        ctx.addIssue({ code: 'custom', path: ['otherTxt'], message: bilingual(M.otherTxtRequired) });
      }
      if (value.regions?.length === 0) ctx.addIssue({ code: 'custom', path: ['regions'], message: bilingual(M.regionsRequired) });
      return value;
    }),
    z.object({ section: z.literal('additional'), email: emailField, ...additionalFields }).transform((value, ctx) => {
      const record = value.policeRecord;
      if (record !== undefined && record !== null) {
        if (parseLocalDate(record.expirationDate) === null) {
          ctx.addIssue({ code: 'custom', path: ['policeRecord'], message: bilingual(M.required) });
        } else if (record.expirationDate < today) {
          ctx.addIssue({ code: 'custom', path: ['policeRecord'], message: bilingual(M.policeRecordPast) });
        }
      }
      return value;
    }),
  ], { error: () => bilingual(M.required) });
export type SaveProfilePayload = z.infer<ReturnType<typeof saveProfileSchema>>;
export type BasicProfilePayload = Extract<SaveProfilePayload, { section: 'basic' }>;
export type AdditionalProfilePayload = Extract<SaveProfilePayload, { section: 'additional' }>;

/** The birth-date rule of a substitute's basic save: the message key under `birthDate`, or the age. */
export function checkBasicBirthDate(birthDate: string | undefined, today: string): { age: number } | { message: string } {
  const result = validateBirthDate(birthDate, today);
  return result.ok ? { age: result.age } : { message: pairOf(result.messageKey) };
}

/** A police record is active while its expiration date is today or later (spec 01 §5). */
export const policeRecordIsActive = (expirationDate: string, today: string): boolean => expirationDate >= today;

/** POST /api/shared/add/profilepic. */
export const addProfilePicSchema = z.object({ email: emailField, filename: text().min(1).max(200) });

/** POST /api/shared/change/type. */
export const changeTypeSchema = z.object({
  email: emailField,
  type: z.enum(['user', 'teacher', 'principal', 'ledare', 'admin'], bilingual(M.roleNotHeld)),
});
