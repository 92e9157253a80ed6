import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import * as domain from '../index.ts';
import { fieldErrorsOf } from '../http/field-errors.ts';
import { requiredText } from './safe-text.ts';

/**
 * Every required text of the payload schemas refuses what only looks filled in: white space, zero-width and other
 * format characters. The refusal is the field's own sv|fi message, the one an empty (or missing) value gets.
 */
const INVISIBLE = ['\u200b', '\u200b \u200b', '\u200b\u200b', ' \u00a0\u200b ', '\ufeff', '\u2060', '\u00ad', '\u200e\u200f', '\u3000', '\t\n', '\u0001'];

const UUID = '7d3f3b1e-8c1f-4c8e-9d53-0c1c3c0e7a01';
const PASSWORD = 'Kvarnbacken-sjutton-42';
const isCommon = () => false;
const registration = {
  firstName: 'Anna',
  lastName: 'Andersson',
  email: 'anna@example.fi',
  confirmEmail: 'anna@example.fi',
  phone: '040 123 4567',
  password: PASSWORD,
  password2: PASSWORD,
};

type Path = [string] | [string, number];
/** schema, a body it takes, the path of one required text in it, and whether the field may be left out */
const CASES: Array<[string, Path, z.ZodType, Record<string, unknown>, 'required' | 'optional']> = [
  [
    'hoursCorrectSchema',
    ['reason'],
    domain.hoursCorrectSchema,
    { id: UUID, day: '2030-03-04', start: '08:00', end: '15:00', breakMinutes: 30, reason: 'Fel tid' },
    'required',
  ],
  ['hoursNoShowSchema', ['reason'], domain.hoursNoShowSchema, { id: UUID, day: '2030-03-04', reason: 'Kom inte' }, 'required'],
  ['dayCardTemplateAddSchema', ['name'], domain.dayCardTemplateAddSchema, { name: 'Måndag' }, 'required'],
  ['dayCardTemplateUpdateSchema', ['name'], domain.dayCardTemplateUpdateSchema, { id: UUID, name: 'Måndag' }, 'required'],
  ['schoolCancelSchema', ['reason'], domain.schoolCancelSchema, { email: 'anna@example.fi', id: UUID, reason: 'Sjuk' }, 'required'],
  [
    'updateTempSchema',
    ['subjects', 0],
    domain.updateTempSchema,
    { id: UUID, startDate: '2030-03-04', startTime: '08:00', endTime: '15:00', typeOfTemp: 1, subjects: ['Matte'] },
    'required',
  ],
  [
    'updateTempSchema',
    ['grades', 0],
    domain.updateTempSchema,
    { id: UUID, startDate: '2030-03-04', startTime: '08:00', endTime: '15:00', typeOfTemp: 1, grades: ['3'] },
    'required',
  ],
  ['ssoProviderUpdateSchema', ['name'], domain.ssoProviderUpdateSchema, { name: 'Esbo stad', clientId: 'vikariat' }, 'optional'],
  ['ssoProviderUpdateSchema', ['clientId'], domain.ssoProviderUpdateSchema, { name: 'Esbo stad', clientId: 'vikariat' }, 'optional'],
  ['accessibilityFeedbackSchema', ['message'], domain.accessibilityFeedbackSchema, { message: 'Knappen syns inte' }, 'required'],
  ['statisticsAuthSchema', ['code'], domain.statisticsAuthSchema, { code: 'abc123' }, 'required'],
  ['schoolSettingsSchema', ['subjects', 0], domain.schoolSettingsSchema, { email: 'a@b.fi', subjects: ['Matte'], start: '08:00', end: '15:00' }, 'required'],
  ['supportSchema', ['subject'], domain.supportSchema, { email: 'a@b.fi', subject: 'Hjälp', message: 'Det går inte' }, 'required'],
  ['supportSchema', ['message'], domain.supportSchema, { email: 'a@b.fi', subject: 'Hjälp', message: 'Det går inte' }, 'required'],
  [
    'noticeSchema',
    ['additionalInfo'],
    domain.noticeSchema,
    { additionalInfo: 'Hej', additionalInfoFi: 'Hei', startDate: '2030-03-04', endDate: '2030-03-05' },
    'required',
  ],
  [
    'noticeSchema',
    ['additionalInfoFi'],
    domain.noticeSchema,
    { additionalInfo: 'Hej', additionalInfoFi: 'Hei', startDate: '2030-03-04', endDate: '2030-03-05' },
    'required',
  ],
  ['schoolFieldsSchema', ['name'], domain.schoolFieldsSchema, { name: 'Solbackaskolan', municipality: '091' }, 'required'],
  ['issuePasscodeSchema', ['label'], domain.issuePasscodeSchema, { label: 'Esbo stad' }, 'required'],
  [
    'addTeacherSchema',
    ['firstName'],
    domain.addTeacherSchema,
    { firstName: 'Lena', lastName: 'Lärare', email: 'l@b.fi', school: UUID, phone: '0401234567', password: PASSWORD, grades: ['3'] },
    'required',
  ],
  [
    'addTeacherSchema',
    ['grades', 0],
    domain.addTeacherSchema,
    { firstName: 'Lena', lastName: 'Lärare', email: 'l@b.fi', school: UUID, phone: '0401234567', password: PASSWORD, grades: ['3'] },
    'required',
  ],
  ['editTeacherSchema', ['grades', 0], domain.editTeacherSchema, { oldEmail: 'l@b.fi', grades: ['3'] }, 'required'],
  ['securityCodeSchema', ['code'], domain.securityCodeSchema, { code: 'ESBO-1' }, 'required'],
  ['registerTeacherSchema', ['lastName'], domain.registerTeacherSchema(isCommon), { ...registration, code: 'ESBO-1' }, 'required'],
  ['registerPrincipalSchema', ['school'], domain.registerPrincipalSchema(isCommon), { ...registration, school: 'Solbackaskolan', municipality: '091' }, 'required'],
  [
    'registerUserSchema',
    ['firstName'],
    domain.registerUserSchema('2030-03-04', isCommon),
    { ...registration, language: 'Svenska', status: 'Lärare', regions: ['091'], birthDate: '19900101', terms: true, languages: ['Engelska'] },
    'required',
  ],
  [
    'registerUserSchema',
    ['language'],
    domain.registerUserSchema('2030-03-04', isCommon),
    { ...registration, language: 'Svenska', status: 'Lärare', regions: ['091'], birthDate: '19900101', terms: true, languages: ['Engelska'] },
    'required',
  ],
  [
    'registerUserSchema',
    ['languages', 0],
    domain.registerUserSchema('2030-03-04', isCommon),
    { ...registration, language: 'Svenska', status: 'Lärare', regions: ['091'], birthDate: '19900101', terms: true, languages: ['Engelska'] },
    'required',
  ],
  ['saveProfileSchema', ['firstName'], domain.saveProfileSchema('2030-03-04'), { email: 'anna@example.fi', firstName: 'Anna', lastName: 'Andersson' }, 'optional'],
];

const withValue = (body: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> => {
  const [field, index] = path;
  if (index === undefined) {
    const { [field]: _left, ...rest } = body;
    return value === undefined ? rest : { ...rest, [field]: value };
  }
  const list = [...(body[field] as unknown[])];
  list[index] = value;
  return { ...body, [field]: list };
};

/** The message of the issue at the path, or null when the schema took the body. */
const messageAt = (schema: z.ZodType, body: Record<string, unknown>, path: Path): string | null => {
  const result = schema.safeParse(body);
  if (result.success) return null;
  return result.error.issues.find((i) => i.path.length === path.length && i.path.every((p, k) => p === path[k]))?.message ?? 'another field';
};

describe('required texts of the payload schemas', () => {
  it.each(CASES)('%s takes its body, and refuses an invisible %j', (_name, path, schema, body, presence) => {
    expect(schema.safeParse(body).error?.issues ?? []).toEqual([]);
    const empty = messageAt(schema, withValue(body, path, ''), path);
    expect(empty).toMatch(/^[^|]+\|[^|]+$/);
    if (presence === 'required') expect(messageAt(schema, withValue(body, path, undefined), path)).toBe(empty);
    for (const invisible of INVISIBLE) expect([invisible, messageAt(schema, withValue(body, path, invisible), path)]).toEqual([invisible, empty]);
    // visible text among invisible characters is kept, trimmed
    expect(messageAt(schema, withValue(body, path, ' \u200bA1\u00a0'), path)).toBeNull();
  });

  it('answers the refusal in the reader’s language, as a missing value', () => {
    const result = domain.hoursCorrectSchema.safeParse({ id: UUID, day: '2030-03-04', start: '08:00', end: '15:00', breakMinutes: 30, reason: '\u200b \u200b' });
    expect(fieldErrorsOf(result.error?.issues ?? [], 'fi')).toEqual({ reason: 'Kirjoita, miksi tunteja korjataan.' });
    expect(fieldErrorsOf(result.error?.issues ?? [], 'sv')).toEqual({ reason: 'Skriv varför timmarna rättas.' });
  });
});

describe('requiredText', () => {
  it('trims, refuses nothing visible with its message, and leaves other errors their own', () => {
    const field = requiredText('Ange namn|Anna nimi').max(3);
    expect(field.parse('  Åsa  ')).toBe('Åsa');
    expect(field.safeParse('\u200b').error?.issues.map((i) => i.message)).toEqual(['Ange namn|Anna nimi']);
    expect(field.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['Ange namn|Anna nimi']);
    expect(field.safeParse(42).error?.issues.map((i) => i.message)).toEqual([domain.ZOD_MESSAGES.invalid]);
    expect(field.safeParse('Anders').error?.issues.map((i) => i.message)).toEqual(['Högst 3 tecken.|Enintään 3 merkkiä.']);
    expect(
      requiredText()
        .safeParse(' ')
        .error?.issues.map((i) => i.message),
    ).toEqual([domain.ZOD_MESSAGES.required]);
  });
});
