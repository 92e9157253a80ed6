import { ACCOUNT_MESSAGES, MIN_PASSWORD_LENGTH, msg, validateBirthDate, type Locale } from '@vikariat/domain';

/**
 * The account rules a form checks before calling, with the domain's own messages (the same texts the server
 * answers). The full payload schemas run on the server only: they carry the 10,000-password list, which would put
 * a quarter of a megabyte on a phone just to fill in a form. Field names are the spec's.
 */
export type AccountFieldErrors = Partial<Record<string, string>>;

export interface AccountCheckInput {
  email?: string;
  confirmEmail?: string;
  password?: string;
  password2?: string;
  /** YYYYMMDD, checked when present (registration and the substitute's basic save). */
  birthDate?: string;
  /** The terms checkbox of the substitute registration. */
  terms?: boolean;
}

export function checkAccountFields(input: AccountCheckInput, locale: Locale, today: string): AccountFieldErrors {
  const errors: AccountFieldErrors = {};
  if (input.birthDate !== undefined) {
    const birth = validateBirthDate(input.birthDate, today);
    if (!birth.ok) errors.birthDate = msg(birth.messageKey, locale);
  }
  if (input.confirmEmail !== undefined && input.email !== undefined && input.confirmEmail.trim().toLowerCase() !== input.email.trim().toLowerCase()) {
    errors.confirmEmail = ACCOUNT_MESSAGES.emailMismatch[locale];
  }
  if (input.password !== undefined && [...input.password].length < MIN_PASSWORD_LENGTH) {
    errors.password = msg('password.tooShort', locale);
  }
  if (input.password2 !== undefined && input.password !== undefined && input.password2 !== input.password) {
    errors.password2 = msg('password.mismatch', locale);
  }
  if (input.terms === false) errors.terms = msg('terms.notAccepted', locale);
  return errors;
}
