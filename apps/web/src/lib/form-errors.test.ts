import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError, OfflineError } from './api-errors.ts';
import { formErrorsOf, messageForPerson, placeFieldErrors } from './form-errors.ts';

const FORM = { fields: ['email', 'password'], aliases: { emailnotfound: 'email' } };
const TEXTS = { offline: 'Ingen anslutning', unexpected: 'Något gick fel' };

describe('placing server errors on a form', () => {
  it('puts shown fields under themselves (aliases too) and every other one in the form message', () => {
    expect(placeFieldErrors({ emailnotfound: 'Ingen sådan', password: 'Fel', resetToken: 'Länken har gått ut.', code: 'Okänd kod.' }, FORM)).toEqual({
      fields: { email: 'Ingen sådan', password: 'Fel' },
      form: 'Länken har gått ut. Okänd kod.',
    });
  });

  it("falls back to the server's message when it named no field, and says the same thing once", () => {
    expect(formErrorsOf(new ApiError(400, { code: 'x', message: 'Ogiltiga uppgifter' }), FORM, TEXTS)).toEqual({ fields: {}, form: 'Ogiltiga uppgifter' });
    expect(placeFieldErrors({ a: 'Samma.', b: 'Samma.' }, FORM).form).toBe('Samma.');
  });

  it('never shows a developer message: offline and a malformed answer get the product texts', () => {
    expect(formErrorsOf(new OfflineError(), FORM, TEXTS)).toEqual({ fields: {}, form: 'Ingen anslutning' });
    const malformed = z.object({ token: z.string() }).safeParse({}).error;
    expect(formErrorsOf(malformed, FORM, TEXTS)).toEqual({ fields: {}, form: 'Något gick fel' });
    expect(messageForPerson(malformed, 'Något gick fel')).toBe('Något gick fel');
    expect(messageForPerson(new OfflineError(), 'Något gick fel')).toBe('Något gick fel');
    expect(messageForPerson(new ApiError(409, { code: 'x', message: 'Koden finns redan.' }), 'Något gick fel')).toBe('Koden finns redan.');
  });
});
