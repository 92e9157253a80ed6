import { formatLocalDate, helsinkiDateOf } from '@vikariat/domain';
import { z } from 'zod';

/** Field errors under the spec's field names (spec 01 §5). */
export type FieldErrors = Partial<Record<string, string>>;

const emailSchema = z.email();

/** Non-empty and well-formed (the new-activation rule of spec 01 §5). */
export const isWellFormedEmail = (email: string): boolean => emailSchema.safeParse(email.trim()).success;

/** Today in Finland as yyyy-MM-dd: birth dates are reckoned on the Finnish calendar day, as the server does. */
export const todayInFinland = (now: Date = new Date()): string => formatLocalDate(helsinkiDateOf(now));

/** Forgot password while signed in: the entered e-mail (lower-cased) must be the account's own (spec 01 §5). */
export const emailMatchesAccount = (entered: string, accountEmail: string | null | undefined): boolean =>
  accountEmail == null || entered.trim().toLowerCase() === accountEmail.trim().toLowerCase();
