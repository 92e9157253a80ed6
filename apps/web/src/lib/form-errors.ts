import { fieldErrorsOf, type Locale } from '@vikariat/domain';
import type { z } from 'zod';
import { isApiError, isOfflineError } from './api-errors.ts';

/** Field errors under a form's own field names. */
export type FieldErrors = Partial<Record<string, string>>;

export interface FormErrors {
  fields: FieldErrors;
  /** What no field on the form can show: a form-level answer, or an error about a field the form has not got. */
  form: string | null;
}

export interface FormFields {
  /** The field names (the spec's) the form shows; each of their errors stands under the field. */
  fields: readonly string[];
  /** Other names the server gives errors of a shown field under: `{ emailnotfound: 'email', types: 'qualis' }`. */
  aliases?: Readonly<Record<string, string>>;
}

export const NO_ERRORS: FormErrors = Object.freeze({ fields: Object.freeze({}), form: null });

/**
 * Places the server's `{field: message}` on a form: under the field when the form shows it, every other message
 * (an expired reset link's `resetToken`, a school code the form only names) in the form's message, so no error is
 * ever lost between the server and the person.
 */
export function placeFieldErrors(errors: Readonly<Record<string, string | undefined>>, form: FormFields, fallback?: string): FormErrors {
  const fields: FieldErrors = {};
  const elsewhere: string[] = [];
  for (const [name, message] of Object.entries(errors)) {
    if (message === undefined || message === '') continue;
    const field = form.aliases?.[name] ?? name;
    if (form.fields.includes(field)) fields[field] ??= message;
    else if (!elsewhere.includes(message)) elsewhere.push(message);
  }
  const none = Object.keys(fields).length === 0 && elsewhere.length === 0;
  return { fields, form: elsewhere.length > 0 ? elsewhere.join(' ') : none ? (fallback ?? null) : null };
}

interface ErrorTexts {
  offline: string;
  unexpected: string;
}

/** Any failure of a call, placed on a form: the server's field errors, its message, offline, or the unexpected. */
export function formErrorsOf(error: unknown, form: FormFields, texts: ErrorTexts): FormErrors {
  if (isOfflineError(error)) return { fields: {}, form: texts.offline };
  // an answer that was not the server's error body (a proxy's page, a broken answer) says nothing a person can use
  if (!isApiError(error)) return { fields: {}, form: texts.unexpected };
  return placeFieldErrors(error.fields, form, error.message || texts.unexpected);
}

/** A payload checked with its domain schema before the call: the same messages, all at once, in the reader's language. */
export function checkWithSchema(schema: z.ZodType, payload: unknown, locale: Locale, form: FormFields): FormErrors {
  const result = schema.safeParse(payload);
  return result.success ? { fields: {}, form: null } : placeFieldErrors(fieldErrorsOf(result.error.issues, locale), form);
}

export const hasErrors = (errors: FormErrors): boolean => errors.form !== null || Object.keys(errors.fields).length > 0;

const FIELDS = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';
const FOCUSABLE = `${FIELDS}, button:not([disabled]), [tabindex]`;

/**
 * Brings the first error of a form into view and focus (in reading order): a field marked invalid, a group of
 * controls marked invalid (its first control), or the form's message.
 */
export function focusFirstError(root: HTMLElement | null): void {
  const first = root?.querySelector<HTMLElement>('[aria-invalid="true"], [data-invalid="true"], [role="alert"]');
  if (!first) return;
  // in a group, its first input (a picker's search box) rather than a chip's remove button
  const target = first.matches(FOCUSABLE) ? first : (first.querySelector<HTMLElement>(FIELDS) ?? first.querySelector<HTMLElement>(FOCUSABLE) ?? first);
  // jsdom has no scrollIntoView; a browser scrolls the field to the middle, clear of the sticky bars
  if (typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
  target.focus({ preventScroll: true });
}

/**
 * The text of a failure a person may read: the server's message. Any other error's message (offline, a malformed
 * answer's zod dump, a canvas error) is English for developers, so the given text instead.
 */
export const messageForPerson = (error: unknown, fallback: string): string => (isApiError(error) && error.message) || fallback;
