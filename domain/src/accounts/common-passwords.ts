import { COMMON_PASSWORDS_REFUSED } from '../constants/limits.ts';
import list from './data/common-passwords.json' with { type: 'json' };
import type { CommonPasswordCheck } from './password-policy.ts';

/**
 * The 10,000 most common passwords: the head of zxcvbn's frequency-ordered list (@zxcvbn-ts/language-common,
 * MIT), kept as its own file so a web form can load just these 40 KB (the package's lists are 240 KB gzipped).
 * password-policy.test.ts holds it equal to the package's head. All lower case, so the check ignores case.
 */
let commonPasswords: ReadonlySet<string> | undefined;

/** Built on first use so that importing the module costs nothing until a password is checked. */
function commonPasswordSet(): ReadonlySet<string> {
  commonPasswords ??= new Set(list.split(',').slice(0, COMMON_PASSWORDS_REFUSED));
  return commonPasswords;
}

export const isCommonPassword: CommonPasswordCheck = (password) => commonPasswordSet().has(password.toLowerCase());
