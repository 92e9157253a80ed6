import { z } from 'zod';
import { calendarDate } from '../validation/calendar-date.ts';
import { requiredText, text } from '../validation/safe-text.ts';
import { municipalityByCode } from '../reference/locations.ts';

/** Payloads of the admin area (issue 6 "Admin area"): schools, notices, export passcodes. */
const isoDate = calendarDate();

const schoolNameRequired = 'Ange skolans namn|Anna koulun nimi';
const schoolName = requiredText(schoolNameRequired).min(2, schoolNameRequired).max(200);
const municipality = text()
  .trim()
  .refine((code) => municipalityByCode(code) !== undefined, 'Välj en kommun ur listan|Valitse kunta luettelosta');
const address = text().trim().max(300);
const phone = text().trim().max(30);

export const schoolFieldsSchema = z.object({
  name: schoolName,
  municipality,
  address: address.default(''),
  phone: phone.default(''),
  licenceUntil: isoDate.nullable().default(null),
  preschool: z.boolean().default(false),
  exportAllowed: z.boolean().default(false),
});
export type SchoolFields = z.infer<typeof schoolFieldsSchema>;

/** PATCH: only the fields sent change (no defaults here, or a missing field would be reset). */
export const schoolUpdateSchema = z.object({
  name: schoolName.optional(),
  municipality: municipality.optional(),
  address: address.optional(),
  phone: phone.optional(),
  licenceUntil: isoDate.nullable().optional(),
  preschool: z.boolean().optional(),
  exportAllowed: z.boolean().optional(),
});
export type SchoolUpdate = z.infer<typeof schoolUpdateSchema>;

export const ADMIN_NOTICE_TYPES = ['Tips', 'Update'] as const;
export const noticeSchema = z
  .object({
    fromAdminType: z.enum(ADMIN_NOTICE_TYPES).default('Tips'),
    // both languages (decision 039): each reader sees the notice in their own
    additionalInfo: requiredText('Skriv meddelandet på svenska|Kirjoita viesti ruotsiksi').max(4000),
    additionalInfoFi: requiredText('Skriv meddelandet på finska|Kirjoita viesti suomeksi').max(4000),
    startDate: isoDate,
    endDate: isoDate,
  })
  .refine((v) => v.endDate >= v.startDate, { path: ['endDate'], message: 'Slutdatum före startdatum|Loppupäivä ennen alkupäivää' });
export type NoticePayload = z.infer<typeof noticeSchema>;

const PASSCODE_LABEL_REQUIRED = 'Ange för vem koden är|Anna kenelle koodi on';
export const issuePasscodeSchema = z.object({
  label: requiredText(PASSCODE_LABEL_REQUIRED).min(2, PASSCODE_LABEL_REQUIRED).max(200),
  schools: z.array(z.uuid()).max(500).default([]),
  validDays: z.number().int().min(1).max(3650).default(365),
});
export type IssuePasscodePayload = z.infer<typeof issuePasscodeSchema>;
