import { describe, expect, it } from 'vitest';
import { msg } from '../messages/catalogue.ts';
import { ageFromBirthDate, ageOn, validateBirthDate } from './birth-date.ts';

const today = { year: 2026, month: 11, day: 21 };

describe('validateBirthDate (spec 01 §5)', () => {
  it.each([
    ['19740514', 52],
    ['20081121', 18], // 18 today
    ['19000101', 126],
    ['20000229', 26],
  ])('accepts %s (age %i)', (text, age) => {
    const result = validateBirthDate(text, today);
    expect(result).toMatchObject({ ok: true, birthDate: text, age });
  });

  it.each([
    '1974-05-14',
    '740514',
    '197405141',
    '1974051a',
    '18991231', // before 1900
    '21000101', // after 2099
    '19741301', // month 13
    '19740001',
    '19740431', // 31 April
    '19740229', // not a leap year
    '19000229', // 1900 was not a leap year
    '',
  ])('refuses %s as an invalid date', (text) => {
    expect(validateBirthDate(text, today)).toMatchObject({ ok: false, reason: 'invalid', messageKey: 'birthDate.invalid' });
  });

  it.each(['20081122', '20150101'])('refuses %s as under 18', (text) => {
    expect(validateBirthDate(text, today)).toMatchObject({ ok: false, reason: 'underage', messageKey: 'birthDate.underage' });
  });

  it.each<[unknown]>([[undefined], [19740514], [null], ['20991231']])('answers the catch-all for %o', (input) => {
    expect(validateBirthDate(input, today)).toMatchObject({ ok: false, reason: 'other', messageKey: 'birthDate.other' });
  });

  it('takes today as yyyy-MM-dd text as well', () => {
    expect(validateBirthDate('20081122', '2026-11-22')).toMatchObject({ ok: true, age: 18 });
    expect(validateBirthDate('20081122', 'not a date')).toMatchObject({ ok: false, reason: 'other' });
  });

  it('has the spec wording in Swedish and a Finnish translation', () => {
    expect(msg('birthDate.invalid', 'sv')).toBe('Ogiltigt födelsedatum. Vänligen kontrollera formatet ÅÅÅÅMMDD (ex. 19740514)');
    expect(msg('birthDate.underage', 'sv')).toBe('Du måste vara minst 18 år gammal. Kontrollera ditt födelsedatum och försök igen.');
    expect(msg('birthDate.other', 'sv')).toBe('Något gick fel, vänligen kontrollera och försök igen.');
    expect(msg('birthDate.invalid', 'fi')).toContain('VVVVKKPP');
    expect(msg('birthDate.underage', 'fi')).toContain('18-vuotias');
  });
});

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 14 })).toBe(17);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 6, day: 15 })).toBe(18);
    expect(ageOn({ year: 2000, month: 6, day: 15 }, { year: 2018, month: 12, day: 1 })).toBe(18);
  });

  it('gives a 29 February child their birthday on 28 February in common years', () => {
    const leapling = { year: 2008, month: 2, day: 29 };
    expect(ageOn(leapling, { year: 2026, month: 2, day: 27 })).toBe(17);
    expect(ageOn(leapling, { year: 2026, month: 2, day: 28 })).toBe(18);
    expect(ageOn(leapling, { year: 2028, month: 2, day: 28 })).toBe(19);
    expect(ageOn(leapling, { year: 2028, month: 2, day: 29 })).toBe(20);
  });
});

describe('ageFromBirthDate', () => {
  it('counts completed years from a stored birth date, and nothing from what is not one', () => {
    expect(ageFromBirthDate('19880412', '2026-11-29')).toBe(38);
    expect(ageFromBirthDate('19880412', '2026-04-11')).toBe(37);
    expect(ageFromBirthDate('20000229', '2023-02-28')).toBe(23);
    expect(ageFromBirthDate('19880231', '2026-11-29')).toBeNull();
    expect(ageFromBirthDate(undefined, '2026-11-29')).toBeNull();
    expect(ageFromBirthDate('19880412', 'today')).toBeNull();
  });
});
