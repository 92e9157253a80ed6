import { z } from 'zod';
import { text } from '../validation/safe-text.ts';

/** School codes (spec 02 §7): a code is used once, at registration (the accounts area). */
export const MIN_SCHOOL_CODE_LENGTH = 6;
export const MAX_SCHOOL_CODE_LENGTH = 64;

export const createCodeSchema = z.object({
  code: text()
    .trim()
    .min(MIN_SCHOOL_CODE_LENGTH, 'Koden måste vara minst 6 tecken|Koodin on oltava vähintään 6 merkkiä')
    .max(MAX_SCHOOL_CODE_LENGTH, 'Koden är för lång|Koodi on liian pitkä')
    .regex(/^\S+$/, 'Koden får inte innehålla mellanslag|Koodissa ei saa olla välilyöntejä'),
  email: text().trim().toLowerCase(),
  /** The school of a leader over several schools (default: the caller's own school). */
  school: z.uuid('Välj en skola|Valitse koulu').optional(),
});
export type CreateCodePayload = z.infer<typeof createCodeSchema>;

export const callerEmailSchema = z.object({ email: text().trim().toLowerCase() });

export const CODE_MESSAGES = {
  created: { sv: 'Ny kod skapad!', fi: 'Uusi koodi luotu!' },
  duplicate: { sv: 'Koden finns redan. Välj en annan kod.', fi: 'Koodi on jo olemassa. Valitse toinen koodi.' },
} as const;

export interface SchoolCodeItem {
  code: string;
  used: boolean;
  school: string;
}
