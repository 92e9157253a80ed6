import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.ts';
import {
  registerPrincipalSchema,
  registerTeacherSchema as teacherSchema,
  registerUserSchema as userSchema,
  resetPasswordSchema as resetSchema,
} from './registration-schemas.ts';

const registerUserSchema = (today: string) => userSchema(today, isCommonPassword);
const registerTeacherSchema = teacherSchema(isCommonPassword);
const resetPasswordSchema = resetSchema(isCommonPassword);

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

const fieldsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => String(i.path[0])) ?? [];

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
  const teacher = {
    firstName: 'T',
    lastName: 'T',
    email: 'a@b.fi',
    confirmEmail: 'a@b.fi',
    phone: '0401',
    code: 'ABC123',
    password: 'Skolgården-vid-ån-77',
    password2: 'Skolgården-vid-ån-77',
  };
  it('takes the code when sent (the server remembers the one securitycode checked) and needs a matching confirmation', () => {
    expect(registerTeacherSchema.safeParse({ ...teacher, phone: '040 1234' }).success).toBe(true);
    expect(registerTeacherSchema.safeParse({ ...teacher, phone: '040 1234', code: undefined, school: 'Kyrkoby skola' }).success).toBe(true);
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

describe('every error of a payload at once', () => {
  it('a registration with every field wrong names every field in one answer', () => {
    const result = registerUserSchema(TODAY).safeParse({
      ...valid,
      firstName: '',
      email: 'not-an-email',
      confirmEmail: 'other@example.fi',
      phone: 'abc',
      language: '',
      status: 'other',
      otherTxt: '',
      regions: [],
      qualis: [99],
      birthDate: '20150101',
      terms: false,
      password: 'kort',
      password2: 'annat',
    });
    expect(new Set(fieldsOf(result))).toEqual(
      new Set(['firstName', 'email', 'confirmEmail', 'phone', 'language', 'otherTxt', 'regions', 'types', 'birthDate', 'terms', 'password', 'password2']),
    );
  });

  it('an empty body names every required field', () => {
    const result = registerUserSchema(TODAY).safeParse({});
    expect(new Set(fieldsOf(result))).toEqual(
      new Set(['firstName', 'lastName', 'email', 'confirmEmail', 'phone', 'language', 'status', 'regions', 'birthDate', 'terms', 'password', 'password2']),
    );
  });
});

describe('regions as the spec writes them', () => {
  it('takes {name_swe, namefi} objects, codes and names in any language, without diacritics too', () => {
    const parsed = registerUserSchema(TODAY).parse({
      ...valid,
      regions: [{ name_swe: 'Vasa', namefi: 'Vaasa' }, 'Närpiö', 'narpes', { namefi: 'Espoo' }, '091', 'Helsinki'],
    });
    expect(parsed.regions).toEqual(['905', '545', '049', '091']);
  });

  it('refuses an unknown or ambiguous municipality in Swedish and Finnish, naming it', () => {
    const unknown = registerUserSchema(TODAY).safeParse({ ...valid, regions: [{ name_swe: 'Atlantis', namefi: 'Atlantis' }] });
    expect(unknown.error?.issues[0]).toMatchObject({ path: ['regions'], message: 'Okänd kommun: Atlantis.|Tuntematon kunta: Atlantis.' });
    // Övertorneå is in Finland and in Sweden: the name alone cannot tell which
    const ambiguous = registerUserSchema(TODAY).safeParse({ ...valid, regions: ['Övertorneå'] });
    expect(ambiguous.error?.issues[0]?.message).toContain('kommunkoden');
    expect(registerUserSchema(TODAY).parse({ ...valid, regions: [{ code: '2518', name_swe: 'Övertorneå' }] }).regions).toEqual(['2518']);
  });

  it('a principal names the municipality by code, name or object, or not at all', () => {
    const principal = {
      firstName: 'R',
      lastName: 'R',
      school: 'Nya skolan',
      phone: '0401234',
      email: 'r@b.fi',
      password: 'Rektorns-långa-lösen-9',
      password2: 'Rektorns-långa-lösen-9',
    };
    const schema = registerPrincipalSchema(isCommonPassword);
    expect(schema.parse({ ...principal, municipality: 'Vaasa' }).municipality).toBe('905');
    expect(schema.parse({ ...principal, municipality: { name_swe: 'Vasa', namefi: 'Vaasa' } }).municipality).toBe('905');
    expect(schema.parse(principal).municipality).toBeUndefined();
    expect(schema.parse({ ...principal, municipality: ' ' }).municipality).toBeUndefined();
    expect(fieldsOf(schema.safeParse({ ...principal, municipality: 'x' }))).toEqual(['municipality']);
  });
});
