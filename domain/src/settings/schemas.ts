import { z } from 'zod';
import { requiredText, text } from '../validation/safe-text.ts';

/** Settings calls of spec 02 §7 ("Settings, support, export"). */
const callerEmail = text().trim().toLowerCase();
const time = text().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Ogiltig tid (TT:MM)|Virheellinen aika (TT:MM)');

export const defaultDescriptionSchema = z.object({
  email: callerEmail,
  defaultDescription: text().max(4000),
});

/**
 * The school's defaults for SOS jobs, saved at POST /api/principals/settings (the spec shows no path).
 * `activate` is the older form's "use these defaults" switch; it is kept with the defaults.
 */
export const schoolSettingsSchema = z
  .object({
    email: callerEmail,
    activate: z.boolean().optional(),
    subjects: z.array(requiredText().max(100)).max(50).default([]),
    start: time,
    end: time,
    info: text().max(4000).default(''),
  })
  .refine((v) => v.end > v.start, { path: ['end'], message: 'Sluttiden måste vara efter starttiden|Loppumisajan on oltava alkamisajan jälkeen' });
export type SchoolSettingsPayload = z.infer<typeof schoolSettingsSchema>;

export const sendEmailSchema = z.object({ email: callerEmail, emailBool: z.boolean('Ange på eller av|Valitse päälle tai pois') });

/** POST /api/users/set/free-tomorrow: whether the evening "are you free tomorrow?" question is sent (decision 037). */
export const askFreeTomorrowSchema = z.object({ on: z.boolean('Ange på eller av|Valitse päälle tai pois') });

export const supportSchema = z.object({
  email: callerEmail,
  subject: requiredText('Ange ett ämne|Anna aihe').max(200, 'För långt ämne|Liian pitkä aihe'),
  message: requiredText('Skriv ett meddelande|Kirjoita viesti').max(10_000, 'För långt meddelande|Liian pitkä viesti'),
});
export type SupportPayload = z.infer<typeof supportSchema>;

export const SETTINGS_MESSAGES = {
  supportSubjectPrefix: { sv: 'Support', fi: 'Tuki' },
} as const;
