import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { msg } from '../messages/catalogue.ts';
import { validateBirthDate } from './birth-date.ts';
import {
  emailField,
  languagesField,
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

const pairOf = (key: Parameters<typeof msg>[0]): string => `${msg(key, 'sv')}|${msg(key, 'fi')}`;

/** confirmEmail must equal email, password2 password: the errors land on the confirming fields. */
function checkConfirmations(
  value: { email: string; confirmEmail?: string | undefined; password: string; password2: string },
  ctx: z.RefinementCtx,
): void {
  if (value.confirmEmail !== undefined && value.confirmEmail !== value.email) {
    ctx.addIssue({ code: 'custom', path: ['confirmEmail'], message: bilingual(M.emailMismatch) });
  }
  if (value.password2 !== value.password) {
    ctx.addIssue({ code: 'custom', path: ['password2'], message: pairOf('password.mismatch') });
  }
}

/**
 * POST /api/users/register-user (spec 01 §3 "Registration payload"). `today` is the Finnish calendar date
 * (yyyy-MM-dd) the birth date is checked against. `language` is the native language; the account's site
 * language is the caller's (the `_lang` cookie). Qualification errors come back under `types`.
 */
export const registerUserSchema = (today: string) =>
  z
    .object({
      firstName: nameField,
      lastName: nameField,
      email: emailField,
      confirmEmail: emailField,
      phone: phoneField,
      language: text(bilingual(M.languageRequired)).trim().min(1, bilingual(M.languageRequired)).max(60),
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
      birthDate: text(pairOf('birthDate.invalid')),
      terms: z.literal(true, pairOf('terms.notAccepted')),
      password: newPasswordField,
      password2: text(bilingual(M.required)),
    })
    .transform((value, ctx) => {
      checkConfirmations(value, ctx);
      if (value.status === 'other' && value.otherTxt === '') {
        ctx.addIssue({ code: 'custom', path: ['otherTxt'], message: bilingual(M.otherTxtRequired) });
      }
      const birth = validateBirthDate(value.birthDate, today);
      if (!birth.ok) ctx.addIssue({ code: 'custom', path: ['birthDate'], message: pairOf(birth.messageKey) });
      const qualis = qualificationsField.safeParse(value.qualis ?? []);
      if (!qualis.success) {
        ctx.addIssue({ code: 'custom', path: ['types'], message: bilingual(M.invalidQualification) });
      }
      if (!birth.ok || !qualis.success) return z.NEVER;
      const { qualis: _raw, terms: _terms, confirmEmail: _c, password2: _p, ...rest } = value;
      return { ...rest, otherTxt: value.status === 'other' ? value.otherTxt : '', age: birth.age, qualifications: qualis.data };
    });
export type RegisterUserPayload = z.infer<ReturnType<typeof registerUserSchema>>;

/** POST /api/teachers/securitycode. */
export const securityCodeSchema = z.object({
  code: text(bilingual(M.codeRequired)).trim().min(1, bilingual(M.codeRequired)).max(64),
});

/**
 * POST /api/teachers/register (spec 01 §3 "Teacher registration payload") plus `code`: the school code the
 * registration spends (a code registers exactly one teacher); `school` is the name shown from the code.
 */
export const registerTeacherSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    email: emailField,
    confirmEmail: emailField,
    phone: phoneField,
    school: shortText(200).optional(),
    code: text(bilingual(M.codeRequired)).trim().min(1, bilingual(M.codeRequired)).max(64),
    sitelang: siteLangField.optional(),
    password: newPasswordField,
    password2: text(bilingual(M.required)),
  })
  .superRefine(checkConfirmations);
export type RegisterTeacherPayload = z.infer<typeof registerTeacherSchema>;

/**
 * POST /api/principals/register (spec 01 §2: first name, last name, school, phone, e-mail, password,
 * confirmation). `municipality` is where the new school is (an official code); `confirmEmail` is optional.
 */
export const registerPrincipalSchema = z
  .object({
    firstName: nameField,
    lastName: nameField,
    school: text(bilingual(M.schoolRequired)).trim().min(1, bilingual(M.schoolRequired)).max(200),
    municipality: text(bilingual(M.required))
      .refine((code) => regionsField.safeParse([code]).success, bilingual(M.unknownMunicipality)),
    phone: phoneField,
    email: emailField,
    confirmEmail: emailField.optional(),
    sitelang: siteLangField.optional(),
    password: newPasswordField,
    password2: text(bilingual(M.required)),
  })
  .superRefine(checkConfirmations);
export type RegisterPrincipalPayload = z.infer<typeof registerPrincipalSchema>;

/** Bodies that carry only an e-mail (activation resend, forgot, profile reads, deletion, edited check). */
export const emailBodySchema = z.object({ email: emailField });

/** POST /api/shared/reset/{token}: `resetToken`, when sent, must be the path's token. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordField,
    password2: text(bilingual(M.required)),
    resetToken: text().max(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password2 !== v.password) ctx.addIssue({ code: 'custom', path: ['password2'], message: pairOf('password.mismatch') });
  });

/** POST /api/shared/change-password (signed in). */
export const changePasswordSchema = z
  .object({
    oldPassword: text(bilingual(M.required)).min(1, bilingual(M.required)).max(1024),
    password: newPasswordField,
    password2: text(bilingual(M.required)),
  })
  .superRefine((v, ctx) => {
    if (v.password2 !== v.password) ctx.addIssue({ code: 'custom', path: ['password2'], message: pairOf('password.mismatch') });
  });

/** POST /api/shared/get/school {email, school}: the caller's own e-mail and one of the caller's schools. */
export const schoolLookupSchema = z.object({ email: emailField, school: z.uuid('Välj en skola|Valitse koulu') });
