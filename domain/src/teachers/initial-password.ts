import { GENERATED_TEACHER_PASSWORD_LENGTH } from '../constants/limits.ts';

/** Letters and digits people do not confuse when they copy a password from a screen (no 0/O, 1/l/I). */
const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALPHABET = LETTERS + DIGITS;
const MIN_DIGITS = 2;
const MIN_LETTERS = 2;

/** A source of cryptographically random bytes: node's crypto.randomBytes or a wrapper of crypto.getRandomValues. */
export type RandomBytes = (count: number) => Uint8Array;

/** A uniformly random index below `size` (rejection sampling: no modulo bias). */
function randomIndex(randomBytes: RandomBytes, size: number): number {
  const limit = 256 - (256 % size);
  for (;;) {
    const [byte] = randomBytes(1);
    if (byte !== undefined && byte < limit) return byte % size;
  }
}

/**
 * The initial password of a teacher added by a principal (spec 02 §9: 10 characters, including digits), drawn
 * from a cryptographic source. Used by the web app (crypto.getRandomValues) and the server alike.
 */
export function generateInitialPassword(randomBytes: RandomBytes, length = GENERATED_TEACHER_PASSWORD_LENGTH): string {
  for (;;) {
    let password = '';
    for (let i = 0; i < length; i++) password += ALPHABET[randomIndex(randomBytes, ALPHABET.length)];
    if (isGeneratedPasswordShape(password)) return password;
  }
}

/** Whether a password has the shape generated passwords have: long enough, with digits and letters. */
export function isGeneratedPasswordShape(password: string): boolean {
  const digits = [...password].filter((ch) => DIGITS.includes(ch) || /\d/.test(ch)).length;
  const letters = [...password].filter((ch) => /\p{L}/u.test(ch)).length;
  return password.length >= GENERATED_TEACHER_PASSWORD_LENGTH && digits >= MIN_DIGITS && letters >= MIN_LETTERS;
}

/** Web Crypto (browsers and Node 20 both have it); typed here because the domain package has no DOM or Node types. */
interface WebCrypto {
  getRandomValues(array: Uint8Array): Uint8Array;
}

/** crypto.getRandomValues as a RandomBytes source. */
export const webRandomBytes: RandomBytes = (count) => (globalThis as unknown as { crypto: WebCrypto }).crypto.getRandomValues(new Uint8Array(count));
