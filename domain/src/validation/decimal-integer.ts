import { z } from 'zod';
import { text } from './safe-text.ts';

export const WHOLE_NUMBER_MESSAGE = 'Ange ett heltal|Anna kokonaisluku';
export const ID_MESSAGE = 'Ogiltigt id|Virheellinen tunniste';

// one spelling per number: no sign, exponent, point, hex or octal prefix, leading zero or space (Number() takes them
// all: '0x1', '1e0', ' 1', '01' all read as 1); at most 16 digits, so the number is exact before its range is checked
const DECIMAL = /^(?:0|[1-9]\d{0,15})$/;

interface Bounds {
  min?: number;
  max?: number;
  /** one message for every refusal (an id); else "Ange ett heltal" and zod's own "Minst 1." / "Högst 500." */
  message?: string;
}

/**
 * The one rule for a whole number from a path or a query string (a page, a limit, a row's id): plain decimal digits
 * within `min`..`max`. Anything else is a field error, never a lax reading nor a Postgres error.
 */
export const decimalInteger = ({ min = 1, max = Number.MAX_SAFE_INTEGER, message }: Bounds = {}) =>
  text()
    .regex(DECIMAL, message ?? WHOLE_NUMBER_MESSAGE)
    .transform(Number)
    .pipe(rangeOf(min, max, message === undefined ? undefined : { message }));

// int() is zod's own check of the safe range as well: it gets the message too
const rangeOf = (min: number, max: number, own: { message: string } | undefined) => z.number().int(own).min(min, own).max(max, own);

/** The id of a numbered row (a bigserial: the sync log's entries) as a path names it. */
export const serialId = () => decimalInteger({ message: ID_MESSAGE });
