import { z } from 'zod';
import { requiredText, text } from '../validation/safe-text.ts';
import { QUALIFICATIONS } from '../constants/qualifications.ts';
import { STATUS_OPTIONS, STUDY_YEAR_OPTIONS, type SubstituteStatus } from '../constants/profile-options.ts';
import { normalisePhone } from '../format/phone.ts';
import { messagePair } from '../messages/catalogue.ts';
import { lookUpMunicipality, type MunicipalityLookup } from '../reference/municipality-lookup.ts';
import { checkPassword, type CommonPasswordCheck } from './password-policy.ts';
import { ACCOUNT_MESSAGES as M, bilingual } from './messages.ts';

/** Field schemas shared by the account payloads; messages are 'sv|fi' pairs (see http/validate.ts). */

export const emailField = text(bilingual(M.required))
  .trim()
  .toLowerCase()
  .min(1, bilingual(M.required))
  .max(254, bilingual(M.invalidEmail))
  .pipe(z.email(bilingual(M.invalidEmail)));

export const nameField = requiredText(bilingual(M.required)).max(100);

export const phoneField = text(bilingual(M.required))
  .trim()
  .min(1, bilingual(M.required))
  .max(30, bilingual(M.invalidPhone))
  .refine((v) => /^[+\d][\d ()-]*$/.test(v) && normalisePhone(v) !== null, bilingual(M.invalidPhone));

/** A new password: the policy of password-policy.ts (≥ 10 characters, not among the 10,000 most common). */
export const newPasswordField = (isCommon: CommonPasswordCheck) =>
  text(bilingual(M.required))
    .max(1024)
    .superRefine((value, ctx) => {
      const check = checkPassword(value, isCommon);
      if (!check.ok) ctx.addIssue({ code: 'custom', message: bilingual(messagePair(check.messageKey)) });
    });

const STATUS_BY_LABEL = new Map<string, SubstituteStatus>(
  STATUS_OPTIONS.flatMap((o) => [
    [o.val, o.val],
    [o.name_swe.toLowerCase(), o.val],
    [o.name_fi.toLowerCase(), o.val],
  ]),
);

/** Status as the value (teacher/student/other) or as its label in either language (Lärare, Opiskelija, ...). */
export const statusField = text(bilingual(M.invalidStatus)).transform((v, ctx) => {
  const status = STATUS_BY_LABEL.get(v.trim().toLowerCase());
  if (status === undefined) {
    ctx.addIssue({ code: 'custom', message: bilingual(M.invalidStatus) });
    return z.NEVER;
  }
  return status;
});

const municipalityRef = z.union([text(), z.object({ code: text().optional() }).loose()], bilingual(M.unknownMunicipality));

/** The message of a municipality that cannot be found from what was sent. */
function municipalityProblem(lookup: Exclude<MunicipalityLookup, { found: unknown }>): string {
  const label = lookup.label.slice(0, 60);
  if (lookup.problem === 'ambiguous') {
    return `Flera kommuner heter ${label}: ange kommunkoden.|Useamman kunnan nimi on ${label}: anna kunnan koodi.`;
  }
  return label === '' ? bilingual(M.unknownMunicipality) : `Okänd kommun: ${label}.|Tuntematon kunta: ${label}.`;
}

/**
 * Municipalities as the spec writes them ({name_swe, namefi}), as codes, or as names in any of the three
 * languages; stored as the unique official codes.
 */
export const regionsField = z
  .array(municipalityRef, bilingual(M.regionsRequired))
  .max(700)
  .transform((list, ctx) => {
    const codes: string[] = [];
    for (const ref of list) {
      const lookup = lookUpMunicipality(ref);
      if (!('found' in lookup)) {
        ctx.addIssue({ code: 'custom', message: municipalityProblem(lookup) });
        return z.NEVER;
      }
      codes.push(lookup.found.code);
    }
    return [...new Set(codes)];
  });

/** One municipality (a school's), in any of the forms `regionsField` takes; the official code. Empty = not given. */
export const municipalityField = municipalityRef.transform((ref, ctx): string | undefined => {
  if (typeof ref === 'string' && ref.trim() === '') return undefined;
  const lookup = lookUpMunicipality(ref);
  if ('found' in lookup) return lookup.found.code;
  ctx.addIssue({ code: 'custom', message: municipalityProblem(lookup) });
  return z.NEVER;
});

export interface StoredQualification {
  name_swe: string;
  name_fi: string;
}

/** Qualifications as list values (1-17) or {name_swe, name_fi}; stored with the catalogue's names. */
export const qualificationsField = z
  .array(
    z.union([z.number(), z.object({ val: z.number() }).loose(), z.object({ name_swe: text() }).loose()], bilingual(M.invalidQualification)),
    bilingual(M.invalidQualification),
  )
  .max(50)
  .transform((list, ctx): StoredQualification[] => {
    const out: StoredQualification[] = [];
    for (const item of list) {
      const q =
        typeof item === 'number'
          ? QUALIFICATIONS.find((x) => x.val === item)
          : 'val' in item
            ? QUALIFICATIONS.find((x) => x.val === item.val)
            : QUALIFICATIONS.find((x) => x.name_swe === item.name_swe);
      if (q === undefined) {
        ctx.addIssue({ code: 'custom', message: bilingual(M.invalidQualification) });
        return z.NEVER;
      }
      if (!out.some((o) => o.name_swe === q.name_swe)) out.push({ name_swe: q.name_swe, name_fi: q.name_fi });
    }
    return out;
  });

/** Languages a person speaks: the option list or free additions (spec 01 §3), {name, name_fi}. */
export const languagesField = z
  .array(
    z.union([
      requiredText()
        .max(60)
        .transform((name) => ({ name, name_fi: name })),
      z.object({ name: requiredText().max(60), name_fi: text().trim().max(60).optional() }).transform((l) => ({
        name: l.name,
        name_fi: l.name_fi === undefined || l.name_fi === '' ? l.name : l.name_fi,
      })),
    ]),
  )
  .max(30);

export const shortText = (max = 200) => text().trim().max(max);

/** The site language, as the spec numbers it: 1 Finnish, 2 Swedish. */
export const siteLangField = z.union([z.literal(1), z.literal(2)], bilingual(M.invalidSiteLang));

export const studyYearField = z.union([z.enum(STUDY_YEAR_OPTIONS), z.literal('')], bilingual(M.invalidStudyYear));
