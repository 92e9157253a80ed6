import { describe, expect, it } from 'vitest';
import { checkAccountFields } from './account-checks.ts';

const TODAY = '2026-11-21';

describe('checkAccountFields', () => {
  it('passes a complete, consistent registration', () => {
    expect(
      checkAccountFields(
        { email: 'a@b.fi', confirmEmail: ' A@B.fi', password: 'Ett-långt-lösen', password2: 'Ett-långt-lösen', birthDate: '19900514', terms: true },
        'sv',
        TODAY,
      ),
    ).toEqual({});
  });

  it("answers with the spec's texts in Swedish", () => {
    const errors = checkAccountFields({ birthDate: '19901345', terms: false }, 'sv', TODAY);
    expect(errors.birthDate).toBe('Ogiltigt födelsedatum. Vänligen kontrollera formatet ÅÅÅÅMMDD (ex. 19740514)');
    expect(errors.terms).toBe('Var god, godkänn användarvillkoren');
    expect(checkAccountFields({ birthDate: '20100101' }, 'sv', TODAY).birthDate).toBe(
      'Du måste vara minst 18 år gammal. Kontrollera ditt födelsedatum och försök igen.',
    );
  });

  it('and in Finnish', () => {
    expect(checkAccountFields({ terms: false }, 'fi', TODAY).terms).toBe('Ole hyvä, hyväksy ehdot');
  });

  it('puts mismatches on the confirming fields and a short password on password', () => {
    const errors = checkAccountFields({ email: 'a@b.fi', confirmEmail: 'x@b.fi', password: 'kort', password2: 'annat' }, 'sv', TODAY);
    expect(Object.keys(errors).sort()).toEqual(['confirmEmail', 'password', 'password2']);
  });

  it('counts characters as the user sees them', () => {
    expect(checkAccountFields({ password: 'ääääääääää' }, 'sv', TODAY).password).toBeUndefined();
  });
});
