import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { updateTempSchema } from '../jobs/job-schemas.ts';
import { text, TEXT_MAX_LENGTH } from '../validation/safe-text.ts';
import { fieldErrorsOf } from './field-errors.ts';

const errorsOf = (schema: z.ZodType, input: unknown, locale: 'sv' | 'fi' = 'sv') => fieldErrorsOf(schema.safeParse(input).error?.issues ?? [], locale);

/** A text too long is told its limit, the field's own: "too long" alone sent people guessing (the walk of 2026-11-29). */
describe('fieldErrorsOf: length limits', () => {
  it("says the field's own limit, not the shared cap every text passes first", () => {
    const schema = z.object({ info: text().trim().max(40) });
    expect(errorsOf(schema, { info: 'x'.repeat(TEXT_MAX_LENGTH + 1) })).toEqual({ info: 'Högst 40 tecken.' });
    expect(errorsOf(schema, { info: 'x'.repeat(41) }, 'fi')).toEqual({ info: 'Enintään 40 merkkiä.' });
  });

  it('says the shared cap where it is the only limit', () => {
    expect(errorsOf(z.object({ note: text() }), { note: 'x'.repeat(TEXT_MAX_LENGTH + 1) })).toEqual({ note: `Högst ${TEXT_MAX_LENGTH} tecken.` });
  });

  it('keeps the first message of a field when the later one is no tighter limit', () => {
    const schema = z.object({
      name: text()
        .trim()
        .max(5)
        .refine((v) => v.startsWith('A'), 'Börja med A|Aloita A:lla'),
    });
    expect(errorsOf(schema, { name: 'Bertil Berg' })).toEqual({ name: 'Högst 5 tecken.' });
  });

  it("answers a job's over-long description with its limit", () => {
    expect(errorsOf(updateTempSchema, { additionalInfo: 'x'.repeat(12_000) })['additionalInfo']).toBe('Högst 5000 tecken.');
  });
});
