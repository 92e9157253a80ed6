import { z } from 'zod';

/**
 * zod's own messages are English ("Invalid input", "Too small: expected string to have >=1 characters"), and any
 * schema without its own message would hand one to a user. This error map gives every issue zod can raise a
 * 'svenska|suomi' pair (the form every schema message has); a schema's own message still wins.
 */
type Issue = z.core.$ZodRawIssue;

const pair = (sv: string, fi: string): string => `${sv}|${fi}`;

export const ZOD_MESSAGES = {
  required: pair('Fältet är obligatoriskt.', 'Kenttä on pakollinen.'),
  invalid: pair('Ogiltigt värde.', 'Virheellinen arvo.'),
  choose: pair('Välj ett av alternativen.', 'Valitse jokin vaihtoehdoista.'),
  format: pair('Ogiltigt format.', 'Virheellinen muoto.'),
  email: pair('Ogiltig e-postadress.', 'Virheellinen sähköpostiosoite.'),
  unknownField: pair('Okänt fält.', 'Tuntematon kenttä.'),
} as const;

const count = (value: unknown): string => (typeof value === 'bigint' || typeof value === 'number' ? String(value) : '?');

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = count(issue.minimum);
  if (issue.origin === 'string') return min === '1' ? ZOD_MESSAGES.required : pair(`Minst ${min} tecken.`, `Vähintään ${min} merkkiä.`);
  if (issue.origin === 'array' || issue.origin === 'set') return pair(`Välj minst ${min}.`, `Valitse vähintään ${min}.`);
  return pair(`Minst ${min}.`, `Vähintään ${min}.`);
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = count(issue.maximum);
  if (issue.origin === 'string') return pair(`Högst ${max} tecken.`, `Enintään ${max} merkkiä.`);
  if (issue.origin === 'array' || issue.origin === 'set') return pair(`Högst ${max} st.`, `Enintään ${max} kpl.`);
  return pair(`Högst ${max}.`, `Enintään ${max}.`);
}

/** The sv|fi message of an issue that came without one. */
export function zodIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? ZOD_MESSAGES.required : ZOD_MESSAGES.invalid;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return issue.format === 'email' ? ZOD_MESSAGES.email : ZOD_MESSAGES.format;
    case 'invalid_value':
      return ZOD_MESSAGES.choose;
    case 'unrecognized_keys':
      return ZOD_MESSAGES.unknownField;
    default:
      return ZOD_MESSAGES.invalid;
  }
}

let installed = false;

/** Installs the map once for this copy of zod (called where `text()` is defined, so every schema has it). */
export function installZodMessages(): void {
  if (installed) return;
  installed = true;
  z.config({ customError: zodIssueMessage });
}
