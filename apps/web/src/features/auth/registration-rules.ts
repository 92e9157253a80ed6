import { z } from 'zod';

const emailSchema = z.email();

/** Non-empty and well-formed (the new-activation rule of spec 01 §5). */
export const isWellFormedEmail = (email: string): boolean => emailSchema.safeParse(email.trim()).success;

/** Forgot password while signed in: the entered e-mail (lower-cased) must be the account's own (spec 01 §5). */
export const emailMatchesAccount = (entered: string, accountEmail: string | null | undefined): boolean =>
  accountEmail == null || entered.trim().toLowerCase() === accountEmail.trim().toLowerCase();
