import { z } from 'zod';
import { installZodMessages, ZOD_MESSAGES } from './zod-messages.ts';

installZodMessages();

/**
 * The one rule every string from outside passes (DESIGN.md "What no request may do"): no NUL (Postgres cannot store
 * it in text or jsonb), no lone surrogate (not Unicode: jsonb refuses it, text would keep a replacement character),
 * and a length limit. Every payload schema builds its strings with `text()`; lint forbids a bare `z.string()`.
 */
export const TEXT_MAX_LENGTH = 10_000;

/** 'svenska|suomi' pairs, as every schema message (the server answers the caller's half). */
export const TEXT_MESSAGES = {
  unstorable: 'Texten innehåller otillåtna tecken|Tekstissä on merkkejä, joita ei sallita',
  tooLong: `Högst ${TEXT_MAX_LENGTH} tecken.|Enintään ${TEXT_MAX_LENGTH} merkkiä.`,
  tooDeep: 'För djupt nästlade uppgifter|Liian syvälle sisäkkäiset tiedot',
} as const;

const NUL = '\u0000';
// a high surrogate not followed by a low one, or a low one not preceded by a high one
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, 'g');

export const isStorableText = (value: string): boolean => !value.includes(NUL) && !LONE_SURROGATE.test(value);

/** At least one character a reader sees: not only spaces, zero-width or other format and control characters. */
export const hasVisibleText = (value: string): boolean => /[^\s\p{Z}\p{Cf}\p{Cc}]/u.test(value);

/** The text with every character Postgres cannot keep replaced by U+FFFD (for what is logged, never for input). */
export const storableText = (value: string): string => value.replaceAll(NUL, '\ufffd').replace(LONE_SURROGATES, '\ufffd');

/** A string under the shared rule; chain `.trim()`, `.min()`, `.max()` and formats after it as on `z.string()`. */
export function text(params?: Parameters<typeof z.string>[0]): z.ZodString {
  // the rule's checks run first, so a NUL is reported as such, not as a malformed e-mail or date
  return z.string(params).max(TEXT_MAX_LENGTH, TEXT_MESSAGES.tooLong).refine(isStorableText, TEXT_MESSAGES.unstorable);
}

/**
 * A text that must say something: trimmed, and refused with `required` — the message a missing value gets — when no
 * character a reader sees is left (a zero-width space alone passes `.trim().min(1)`). Chain `.max()` after it.
 */
export function requiredText(required: string = ZOD_MESSAGES.required): z.ZodString {
  const missing = (issue: { code?: string; input?: unknown }) => (issue.code === 'invalid_type' && issue.input == null ? required : undefined);
  return text({ error: missing }).trim().refine(hasVisibleText, required);
}
