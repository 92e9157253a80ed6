import { describe, expect, it } from 'vitest';
import { checkBasicBirthDate, policeRecordIsActive, saveProfileSchema } from './profile-schema.ts';

const TODAY = '2026-11-21';

describe('saveProfileSchema', () => {
  it('keeps only the fields of the chosen section', () => {
    const basic = saveProfileSchema(TODAY).parse({ section: 'basic', email: 'A@b.fi', firstName: 'Vera', education: 'FM' });
    expect(basic).toEqual({ section: 'basic', email: 'a@b.fi', firstName: 'Vera' });
    const additional = saveProfileSchema(TODAY).parse({ section: 'additional', email: 'a@b.fi', firstName: 'Vera', education: 'FM', birthDate: 'x' });
    expect(additional).toEqual({ section: 'additional', email: 'a@b.fi', education: 'FM' });
  });

  it('refuses a police record that expired before today, accepts today', () => {
    const schema = saveProfileSchema(TODAY);
    expect(schema.safeParse({ section: 'additional', email: 'a@b.fi', policeRecord: { expirationDate: '2026-11-21' } }).success).toBe(true);
    const past = schema.safeParse({ section: 'additional', email: 'a@b.fi', policeRecord: { expirationDate: '2026-11-20' } });
    expect(past.error?.issues[0]?.path).toEqual(['policeRecord']);
  });

  it('needs a section', () => {
    expect(saveProfileSchema(TODAY).safeParse({ email: 'a@b.fi' }).success).toBe(false);
  });
});

describe('profile rules', () => {
  it('a police record is active through its expiration day', () => {
    expect(policeRecordIsActive('2026-11-21', TODAY)).toBe(true);
    expect(policeRecordIsActive('2026-11-20', TODAY)).toBe(false);
  });

  it('checks the birth date of a basic save', () => {
    expect(checkBasicBirthDate('19900101', TODAY)).toEqual({ age: 36 });
    expect(checkBasicBirthDate(undefined, TODAY)).toHaveProperty('message');
    expect(checkBasicBirthDate('20100101', TODAY)).toHaveProperty('message');
  });
});
