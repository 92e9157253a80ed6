import { z } from 'zod';
import { requiredText, text } from '../validation/safe-text.ts';

/**
 * Accessibility feedback (Act on the Provision of Digital Services 306/2019 §16): anyone may send it, signed in or
 * not, and the provider answers within 14 days. The one schema of the form and the route.
 */
export const FEEDBACK_ANSWER_DAYS = 14;

const optionalEmail = text()
  .trim()
  .toLowerCase()
  .max(254, 'Ogiltig e-postadress|Virheellinen sähköpostiosoite')
  .refine((v) => v === '' || z.email().safeParse(v).success, 'Ogiltig e-postadress|Virheellinen sähköpostiosoite');

export const accessibilityFeedbackSchema = z.object({
  name: text().trim().max(200, 'För långt namn|Liian pitkä nimi').default(''),
  /** where an answer goes; a signed-in sender's account e-mail is used when left empty */
  email: optionalEmail.default(''),
  /** the page or function the feedback is about */
  page: text().trim().max(500).default(''),
  message: requiredText('Beskriv problemet|Kuvaile ongelma').max(5000, 'För långt meddelande|Liian pitkä viesti'),
});
export type AccessibilityFeedbackPayload = z.input<typeof accessibilityFeedbackSchema>;

/** The day the answer is due and how many whole days are left (negative once late), measured in days of 24 h. */
export function feedbackDeadline(createdAt: Date, now: Date): { dueAt: Date; ageDays: number; daysLeft: number; late: boolean } {
  const day = 86_400_000;
  const dueAt = new Date(createdAt.getTime() + FEEDBACK_ANSWER_DAYS * day);
  const ageDays = Math.max(0, Math.floor((now.getTime() - createdAt.getTime()) / day));
  const daysLeft = Math.ceil((dueAt.getTime() - now.getTime()) / day);
  return { dueAt, ageDays, daysLeft, late: now.getTime() > dueAt.getTime() };
}
