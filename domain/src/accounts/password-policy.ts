import { MIN_PASSWORD_LENGTH } from '../constants/limits.ts';
import type { MessageKey } from '../messages/catalogue.ts';

/**
 * Password policy (NIST SP 800-63B style): at least 10 characters and not one of the 10,000 most common
 * passwords. The list (common-passwords.ts, 40 KB gzipped) is handed in rather than imported here, so a form can
 * use the same schemas and load the list on its own time; the server always gives it.
 */
export type PasswordCheck = { readonly ok: true } | { readonly ok: false; readonly reason: 'too_short' | 'too_common'; readonly messageKey: MessageKey };

/** Whether a password is among the most common ones (the server's: `isCommonPassword` of common-passwords.ts). */
export type CommonPasswordCheck = (password: string) => boolean;

/** Counts characters as the user sees them (code points), so 'ääääääääää' is 10. */
const characterCount = (text: string): number => [...text].length;

export function checkPassword(password: string, isCommon: CommonPasswordCheck): PasswordCheck {
  if (characterCount(password) < MIN_PASSWORD_LENGTH) {
    return { ok: false, reason: 'too_short', messageKey: 'password.tooShort' };
  }
  if (isCommon(password)) return { ok: false, reason: 'too_common', messageKey: 'password.tooCommon' };
  return { ok: true };
}
