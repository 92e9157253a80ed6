import { dictionary } from '@zxcvbn-ts/language-common';
import { COMMON_PASSWORDS_REFUSED, MIN_PASSWORD_LENGTH } from '../constants/limits.ts';
import type { MessageKey } from '../messages/catalogue.ts';

/**
 * Password policy (NIST SP 800-63B style): at least 10 characters and not one of the 10,000 most common
 * passwords. The list is zxcvbn's frequency-ordered common-password list (@zxcvbn-ts/language-common,
 * MIT), whose head is the most common; it is all lower case, so the check ignores case.
 */
export type PasswordCheck =
  | { readonly ok: true }
  | { readonly ok: false; readonly reason: 'too_short' | 'too_common'; readonly messageKey: MessageKey };

let commonPasswords: ReadonlySet<string> | undefined;

/** Built on first use so that importing the package costs nothing where passwords are not checked. */
function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(dictionary.passwords.slice(0, COMMON_PASSWORDS_REFUSED));
  return commonPasswords;
}

export const isCommonPassword = (password: string): boolean => commonPasswordSet().has(password.toLowerCase());

/** Counts characters as the user sees them (code points), so 'ääääääääää' is 10. */
const characterCount = (text: string): number => [...text].length;

export function checkPassword(password: string): PasswordCheck {
  if (characterCount(password) < MIN_PASSWORD_LENGTH) {
    return { ok: false, reason: 'too_short', messageKey: 'password.tooShort' };
  }
  if (isCommonPassword(password)) return { ok: false, reason: 'too_common', messageKey: 'password.tooCommon' };
  return { ok: true };
}
