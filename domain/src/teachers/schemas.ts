import { z } from 'zod';
import { requiredText, text } from '../validation/safe-text.ts';
import { MIN_PASSWORD_LENGTH } from '../constants/limits.ts';

/** Payloads of the teacher calls of spec 02 §7 ("Schools, principals, teachers"). */
const email = (required: string) => text().trim().toLowerCase().min(1, required).pipe(z.email('Ogiltig e-postadress|Virheellinen sähköpostiosoite'));

const callerEmail = text().trim().toLowerCase();
const name = (required: string) => requiredText(required).max(100);
const grades = z.array(requiredText().max(40)).max(20).default([]);
const schoolId = z.uuid('Välj en skola|Valitse koulu');

export const teachersGetAllSchema = z.object({ email: callerEmail, school: schoolId.optional() });
export type TeachersGetAllPayload = z.infer<typeof teachersGetAllSchema>;

export const addTeacherSchema = z.object({
  firstName: name('Ange förnamn|Anna etunimi'),
  lastName: name('Ange efternamn|Anna sukunimi'),
  email: email('Ange e-postadress|Anna sähköpostiosoite'),
  school: schoolId,
  phone: text().trim().min(5, 'Ange ett telefonnummer|Anna puhelinnumero').max(30),
  password: text()
    .min(MIN_PASSWORD_LENGTH, 'Lösenordet måste innehålla minst 10 tecken.|Salasanassa on oltava vähintään 10 merkkiä.')
    .max(200)
    .regex(/\d/, 'Lösenordet måste innehålla siffror|Salasanassa on oltava numeroita'),
  grades,
  filename: text()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/, 'Ogiltigt filnamn|Virheellinen tiedostonimi')
    .optional(),
});
export type AddTeacherPayload = z.infer<typeof addTeacherSchema>;

export const sendInformationSchema = z.object({
  email: email('Ange e-postadress|Anna sähköpostiosoite'),
  firstName: text().trim().max(100).default(''),
  lastName: text().trim().max(100).default(''),
  password: text().min(1, 'Lösenord saknas|Salasana puuttuu').max(200),
});
export type SendInformationPayload = z.infer<typeof sendInformationSchema>;

/** Edit: an empty field keeps the existing value (spec 02 §5). */
export const editTeacherSchema = z.object({
  oldEmail: email('Ange e-postadress|Anna sähköpostiosoite'),
  firstName: text().trim().max(100).default(''),
  lastName: text().trim().max(100).default(''),
  email: text()
    .trim()
    .toLowerCase()
    .default('')
    .refine((v) => v === '' || z.email().safeParse(v).success, 'Ogiltig e-postadress|Virheellinen sähköpostiosoite'),
  phone: text().trim().max(30).default(''),
  grades: z.array(requiredText().max(40)).max(20).optional(),
});
export type EditTeacherPayload = z.infer<typeof editTeacherSchema>;

export const teacherEmailSchema = z.object({ email: email('Ange e-postadress|Anna sähköpostiosoite') });
export const schoolBodySchema = z.object({ school: schoolId });

/** A teacher as the teacher list shows it (spec 02 §2 "Teacher list"). */
export interface TeacherListItem {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  address: string;
  image: string | null;
  grades: string[];
  active: boolean;
  school: { id: string; name: string } | null;
}
