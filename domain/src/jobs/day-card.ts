import { z } from 'zod';
import { requiredText, text } from '../validation/safe-text.ts';
import { helsinkiWallClockMinutes, jobStartMinutes } from './job-times.ts';
import type { JobSchedule } from './overlap.ts';

/**
 * The day card (issue 24): what a substitute needs on arrival, filled by the school per job, from the school's
 * templates in seconds. Seen only by the job's school and its chosen substitute (the jobs projection), offline on the
 * day; the calendar carries the arrival and the contact, never the class notes.
 */

/** The fields in the order the form and the card show them, with their length limits. */
export const DAY_CARD_LIMITS = {
  reportTo: 300,
  contactName: 100,
  contactPhone: 40,
  room: 100,
  timetable: 5000,
  classNotes: 5000,
  keys: 500,
  lunch: 500,
} as const;
export type DayCardField = keyof typeof DAY_CARD_LIMITS;
export const DAY_CARD_FIELDS = Object.keys(DAY_CARD_LIMITS) as DayCardField[];

/** Hours before the start within which a booked job without a card warns the school. */
export const DAY_CARD_WARNING_HOURS = 24;

const M = {
  tooLong: (max: number) => `Högst ${max} tecken.|Enintään ${max} merkkiä.`,
  phone: 'Ange ett telefonnummer (siffror, +, mellanslag, -).|Anna puhelinnumero (numerot, +, välilyönti, -).',
  job: 'Ogiltigt vikariat|Virheellinen sijaisuus',
  template: 'Ogiltig mall|Virheellinen pohja',
  school: 'Ogiltig skola|Virheellinen koulu',
  nameRequired: 'Ge mallen ett namn.|Anna pohjalle nimi.',
  nameTooLong: 'Namnet får vara högst 100 tecken.|Nimi saa olla enintään 100 merkkiä.',
} as const;

const field = (max: number) => text().trim().max(max, M.tooLong(max)).default('');
const PHONE = /^\+?[0-9][0-9 ()-]*$/;

export const dayCardSchema = z.object({
  reportTo: field(DAY_CARD_LIMITS.reportTo),
  contactName: field(DAY_CARD_LIMITS.contactName),
  contactPhone: field(DAY_CARD_LIMITS.contactPhone).refine((p) => p === '' || PHONE.test(p), M.phone),
  room: field(DAY_CARD_LIMITS.room),
  timetable: field(DAY_CARD_LIMITS.timetable),
  classNotes: field(DAY_CARD_LIMITS.classNotes),
  keys: field(DAY_CARD_LIMITS.keys),
  lunch: field(DAY_CARD_LIMITS.lunch),
});
export type DayCard = z.infer<typeof dayCardSchema>;

export const EMPTY_DAY_CARD: DayCard = {
  reportTo: '',
  contactName: '',
  contactPhone: '',
  room: '',
  timetable: '',
  classNotes: '',
  keys: '',
  lunch: '',
};

/** No field filled (a card of spaces is empty: the schema trims). */
export const isDayCardEmpty = (card: Partial<DayCard> | null | undefined): boolean => card == null || DAY_CARD_FIELDS.every((name) => (card[name] ?? '').trim() === '');

/** The stored card: null when empty, so "no card" has one shape. */
export const storedDayCard = (card: DayCard): DayCard | null => (isDayCardEmpty(card) ? null : card);

const jobId = text().uuid(M.job);
const uuid = (message: string) => text().uuid(message);
const templateName = requiredText(M.nameRequired).max(100, M.nameTooLong);

/** The card's fields out of a payload that carries them beside others (flat, so a field error names the field). */
export const dayCardOf = (values: DayCard): DayCard => Object.fromEntries(DAY_CARD_FIELDS.map((name) => [name, values[name]])) as DayCard;

/** POST /api/teachers/daycard {id, ...card}: the job's whole card (an empty one clears it). */
export const dayCardSaveSchema = dayCardSchema.extend({ id: jobId });
export type DayCardSavePayload = z.infer<typeof dayCardSaveSchema>;

/** The school's templates (principal settings): a name and a card. `schoolId` only where the leader has several. */
export const dayCardTemplateAddSchema = dayCardSchema.extend({ schoolId: uuid(M.school).optional(), name: templateName });
export const dayCardTemplateUpdateSchema = dayCardSchema.extend({ id: uuid(M.template), name: templateName });
export const dayCardTemplateIdSchema = z.object({ id: uuid(M.template) });
export type DayCardTemplateAdd = z.infer<typeof dayCardTemplateAddSchema>;
export type DayCardTemplateUpdate = z.infer<typeof dayCardTemplateUpdateSchema>;

export const dayCardTemplateSchema = z.object({
  id: text(),
  schoolId: text(),
  name: text(),
  card: dayCardSchema,
  updatedAt: text(),
});
export type DayCardTemplate = z.infer<typeof dayCardTemplateSchema>;
export const dayCardTemplateListSchema = z.object({ templates: z.array(dayCardTemplateSchema) });

export interface DayCardWarningFacts extends JobSchedule {
  readonly chosenId: string | null | undefined;
  readonly dayCard: Partial<DayCard> | null | undefined;
}

/**
 * Warn the school: someone is booked, the job starts within 24 h (Helsinki wall clock, not yet started) and the card
 * is empty — the substitute would arrive not knowing where to go.
 */
export function needsDayCard(job: DayCardWarningFacts, now: Date): boolean {
  if (job.chosenId == null || !isDayCardEmpty(job.dayCard)) return false;
  const start = jobStartMinutes(job);
  const wall = helsinkiWallClockMinutes(now);
  return !Number.isNaN(start) && wall < start && start - wall <= DAY_CARD_WARNING_HOURS * 60;
}
