import { z } from 'zod';
import { EVEN_WITH_FIELD_ERRORS } from '../validation/cross-field.ts';
import { hasVisibleText, requiredText, text } from '../validation/safe-text.ts';
import { msg } from '../messages/catalogue.ts';
import { validateBirthDate } from './birth-date.ts';
import {
  emailField,
  languagesField,
  municipalityField,
  nameField,
  newPasswordField,
  phoneField,
  qualificationsField,
  regionsField,
  shortText,
  siteLangField,
  statusField,
  studyYearField,
} from './fields.ts';
import { ACCOUNT_MESSAGES as M, bilingual } from './messages.ts';
import type { CommonPasswordCheck } from './password-policy.ts';

const pairOf = (key: Parameters<typeof msg>[0]): string => `${msg(key, 'sv')}|${msg(key, 'fi')}`;

/** Checks across fields run even when another field is wrong, so a form shows every error at once. */
const ALWAYS = EVEN_WITH_FIELD_ERRORS;
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** confirmEmail must equal email, password2 password: the errors land on the confirming fields. */
function checkConfirmations(value: Record<string, unknown>, ctx: z.RefinementCtx): void {
  const email = str(value['email'])?.trim().toLowerCase();
  const confirmEmail = str(value['confirmEmail'])?.trim().toLowerCase();
  if (confirmEmail !== undefined && email !== undefined && confirmEmail !== email) {
    ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: bilingual(M.emailMismatch) });
  }
  const password2 = str(value['password2']);
  if (password2 !== undefined && password2 !== str(value['password'])) {
    ctx.addIssue({ code: 'custom', path: ['password2'], message: pairOf('password.mismatch') });
  }
}

/** YYYYMMDD, 1900-2099, a real date, 18 or older on `today` (spec 01 §5). */
const birthDateField = (today: string) =>
  text(pairOf('birthDate.invalid')).superRefine((value, ctx) => {
    const birth = validateBirthDate(value, today);
    if (!birth.ok) ctx.addIssue({ code: 'custom', message: pairOf(birth.messageKey) });
  });

const codeField = requiredText(bilingual(M.codeRequired)).max(64);

/**
 * POST /api/users/register-user (spec 01 §3 "Registration payload"). `today` is the Finnish calendar date
 * (yyyy-MM-dd) the birth date is checked against; `isCommon` the common-password list. `language` is the native
 * language; the site language is `sitelang` when sent, else the caller's (`_lang` cookie). Qualification errors
 * come back under `types`.
 */
export const registerUserSchema = (today: string, isCommon: CommonPasswordCheck) =>
  z
    .object({
      firstName: nameField,
      lastName: nameField,
      email: emailField,
      confirmEmail: emailField,
      phone: phoneField,
      language: requiredText(bilingual(M.languageRequired)).max(60),
      status: statusField,
      otherTxt: shortText(200).default(''),
      regions: regionsField.refine((r) => r.length > 0, bilingual(M.regionsRequired)),
      qualis: z.unknown().optional(),
      // what the form also asks (spec 01 §4: study fields for students, degree fields for the others)
      languages: languagesField.default([]),
      comingqualifications: qualificationsField.default([]),
      studyYear: studyYearField.default(''),
      mainsubject: shortText(100).default(''),
      education: shortText(200).default(''),
      examYear: shortText(10).default(''),
      sitelang: siteLangField.optional(),
      birthDate: birthDateField(today),
      terms: z.literal(true, pairOf('terms.notAccepted')),
      password: newPasswordField(isCommon),
      password2: text(bilingual(M.required)),
    })
    .superRefine((value: Record<string, unknown>, ctx) => {
      checkConfirmations(value, ctx);
      const status = statusField.safeParse(value['status']);
      if (status.success && status.data === 'other' && !hasVisibleText(str(value['otherTxt']) ?? '')) {
        ctx.addIssue({ code: 'custom', path: ['otherTxt'], message: bilingual(M.otherTxtRequired) });
      }
      if (!qualificationsField.safeParse(value['qualis'] ?? []).success) {
        ctx.addIssue({ code: 'custom', path: ['types'], message: bilingual(M.invalidQualification) });
      }
    }, ALWAYS)
    .transform((value) => {
      const { qualis, terms: _terms, confirmEmail: _c, password2: _p, ...rest } = value;
      const birth = validateBirthDate(value.birthDate, today);
      return {
        ...rest,
        otherTxt: value.status === 'other' ? value.otherTxt : '',
        age: birth.ok ? birth.age : null,
        qualifications: qualificationsField.parse(qualis ?? []),
      };
    });
export type RegisterUserPayload = z.infer<ReturnType<typeof registerUserSchema>>;

/** POST /api/teachers/securitycode. */
export const securityCodeSchema = z.object({ code: codeField });

/**
 * POST /api/teachers/register (spec 01 §3 "Teacher registration payload"), and `code`: the school code the
 * registration spends (a code registers exactly one teacher). The spec's client sends only `school`, the name the
 * code gave; the server then takes the code its securitycode answer remembered (routes/registration.ts).
 */
export const registerTeacherSchema = (isCommon: CommonPasswordCheck) =>
  z
    .object({
      firstName: nameField,
      lastName: nameField,
      email: emailField,
      confirmEmail: emailField,
      phone: phoneField,
      school: shortText(200).optional(),
      code: codeField.optional(),
      sitelang: siteLangField.optional(),
      password: newPasswordField(isCommon),
      password2: text(bilingual(M.required)),
    })
    .superRefine(checkConfirmations, ALWAYS);
export type RegisterTeacherPayload = z.infer<ReturnType<typeof registerTeacherSchema>>;

/**
 * POST /api/principals/register (spec 01 §2: first name, last name, school, phone, e-mail, password,
 * confirmation). `municipality` is where the school is (a code, a name or {name_swe, namefi}); without it the
 * server takes the municipality of an existing school of that name. `confirmEmail` is optional.
 */
export const registerPrincipalSchema = (isCommon: CommonPasswordCheck) =>
  z
    .object({
      firstName: nameField,
      lastName: nameField,
      school: requiredText(bilingual(M.schoolRequired)).max(200),
      municipality: municipalityField.optional(),
      phone: phoneField,
      email: emailField,
      confirmEmail: emailField.optional(),
      sitelang: siteLangField.optional(),
      password: newPasswordField(isCommon),
      password2: text(bilingual(M.required)),
    })
    .superRefine(checkConfirmations, ALWAYS);
export type RegisterPrincipalPayload = z.infer<ReturnType<typeof registerPrincipalSchema>>;

/** Bodies that carry only an e-mail (activation resend, forgot, profile reads, deletion, edited check). */
export const emailBodySchema = z.object({ email: emailField });

/** POST /api/shared/reset/{token}: `resetToken`, when sent, must be the path's token. */
export const resetPasswordSchema = (isCommon: CommonPasswordCheck) =>
  z
    .object({
      password: newPasswordField(isCommon),
      password2: text(bilingual(M.required)),
      resetToken: text().max(200).optional(),
    })
    .superRefine(checkConfirmations, ALWAYS);

/** POST /api/shared/change-password (signed in). */
export const changePasswordSchema = (isCommon: CommonPasswordCheck) =>
  z
    .object({
      oldPassword: text(bilingual(M.required)).min(1, bilingual(M.required)).max(1024),
      password: newPasswordField(isCommon),
      password2: text(bilingual(M.required)),
    })
    .superRefine(checkConfirmations, ALWAYS);

/** POST /api/shared/get/school {email, school}: the caller's own e-mail and one of the caller's schools. */
export const schoolLookupSchema = z.object({ email: emailField, school: z.uuid('Välj en skola|Valitse koulu') });
