import { describe, expect, it } from 'vitest';
import { registerTeacherSchema, registerUserSchema, resetPasswordSchema } from './registration-schemas.ts';

const TODAY = '2026-11-21';
const valid = {
  firstName: ' Vera ',
  lastName: 'Vikström',
  email: 'Vera@Example.FI',
  confirmEmail: 'vera@example.fi',
  phone: '040 123 4567',
  language: 'Svenska',
  status: 'Lärare',
  regions: ['091', { code: '049' }, '091'],
  qualis: [1, { val: 5 }, { name_swe: 'Klasslärare' }],
  birthDate: '19900512',
  terms: true,
  password: 'Sommarstuga-i-Karis-2026',
  password2: 'Sommarstuga-i-Karis-2026',
};

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((i) => String(i.path[0])) ?? [];

describe('registerUserSchema', () => {
  it('normalises a valid registration: e-mail, status, unique regions, qualifications, age', () => {
    const parsed = registerUserSchema(TODAY).parse(valid);
    expect(parsed).toMatchObject({
      firstName: 'Vera',
      email: 'vera@example.fi',
      status: 'teacher',
      regions: ['091', '049'],
      age: 36,
      otherTxt: '',
      qualifications: [
        { name_swe: 'Klasslärare', name_fi: 'Luokanopettaja' },
        { name_swe: 'Lärare inom småbarnspedagogik', name_fi: 'Varhaiskasvatuksen opettaja' },
      ],
    });
    expect(parsed).not.toHaveProperty('password2');
    expect(parsed).not.toHaveProperty('terms');
  });

  it('checks age against the given day: 18 today passes, 18 tomorrow does not', () => {
    expect(registerUserSchema(TODAY).safeParse({ ...valid, birthDate: '20081121' }).success).toBe(true);
    const young = registerUserSchema(TODAY).safeParse({ ...valid, birthDate: '20081122' });
    expect(fieldsOf(young)).toEqual(['birthDate']);
  });

  it('puts qualification errors under types and drops otherTxt unless the status is Annan', () => {
    expect(fieldsOf(registerUserSchema(TODAY).safeParse({ ...valid, qualis: [42] }))).toEqual(['types']);
    expect(registerUserSchema(TODAY).parse({ ...valid, otherTxt: 'x' }).otherTxt).toBe('');
    expect(registerUserSchema(TODAY).parse({ ...valid, status: 'Muu', otherTxt: 'Kanttori' }).otherTxt).toBe('Kanttori');
  });
});

describe('registerTeacherSchema', () => {
  const teacher = { firstName: 'T', lastName: 'T', email: 'a@b.fi', confirmEmail: 'a@b.fi', phone: '0401', code: 'ABC123', password: 'Skolgården-vid-ån-77', password2: 'Skolgården-vid-ån-77' };
  it('needs the code and a matching confirmation', () => {
    expect(registerTeacherSchema.safeParse({ ...teacher, phone: '040 1234' }).success).toBe(true);
    expect(fieldsOf(registerTeacherSchema.safeParse({ ...teacher, phone: '040 1234', code: '' }))).toEqual(['code']);
    expect(fieldsOf(registerTeacherSchema.safeParse({ ...teacher, phone: '040 1234', confirmEmail: 'c@b.fi' }))).toEqual(['confirmEmail']);
  });
});

describe('resetPasswordSchema', () => {
  it('applies the password policy and the confirmation', () => {
    expect(fieldsOf(resetPasswordSchema.safeParse({ password: 'password123', password2: 'password123' }))).toEqual(['password']);
    expect(fieldsOf(resetPasswordSchema.safeParse({ password: 'Sommarstuga-i-Karis-2026', password2: 'nope' }))).toEqual(['password2']);
  });
});
