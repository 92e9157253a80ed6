import { describe, expect, it } from 'vitest';
import { ECEC_QUALIFICATIONS, ECEC_ROLES, ececRoleByCode } from './ecec.ts';
import { LANGUAGES, LANGUAGE_OPTIONS, languageByCode, languageName } from './languages.ts';
import { SUBJECTS, subjectByKey, subjectName, subjectNames } from './subjects.ts';
import { TEACHER_JOB_TYPES, teacherJobTypesForLevel } from './teacher-job-types.ts';

describe('subjects', () => {
  it('holds 52 subjects with unique keys and fi/sv names', () => {
    expect(SUBJECTS).toHaveLength(52);
    expect(new Set(SUBJECTS.map((s) => s.key)).size).toBe(52);
    for (const s of SUBJECTS) {
      expect(s.name_fi).not.toBe('');
      expect(s.name_sv).not.toBe('');
      expect(s.levels.length).toBeGreaterThan(0);
    }
  });
  it('looks up and names a subject per language', () => {
    const ma = SUBJECTS.find((s) => s.code === 'MA');
    expect(ma && subjectName(ma, 'sv')).toBe('Matematik');
    expect(ma && subjectName(ma, 'fi')).toBe('Matematiikka');
    expect(subjectByKey('ge')?.upper_secondary_name_fi).toBe('Maantiede');
    expect(subjectNames('sv')).toContain('Matematik');
  });
});

describe('languages', () => {
  it('holds 95 languages in fi/sv/en', () => {
    expect(LANGUAGES).toHaveLength(95);
    const sv = languageByCode('sv');
    expect(sv && languageName(sv, 'fi')).toBe('ruotsi');
  });
  it('offers the spec short list with Finnish names, each a known language', () => {
    expect(LANGUAGE_OPTIONS.map((l) => l.name)).toEqual(['Svenska', 'Finska', 'Engelska', 'Danska', 'Norska', 'Tyska', 'Franska', 'Ryska']);
    for (const option of LANGUAGE_OPTIONS) {
      const language = languageByCode(option.code);
      expect(language?.name_sv.toLowerCase()).toBe(option.name.toLowerCase());
      expect(language?.name_fi.toLowerCase()).toBe(option.name_fi.toLowerCase());
    }
  });
});

describe('ECEC roles and qualifications, teacher job types', () => {
  it('has the Varda lists', () => {
    expect(ECEC_ROLES).toHaveLength(8);
    expect(ECEC_QUALIFICATIONS).toHaveLength(52);
    expect(ececRoleByCode('64212')).toMatchObject({ name_sv: 'Lärare inom småbarnspedagogik' });
  });
  it('has 9 basic-education and 6 upper-secondary teacher job types', () => {
    expect(TEACHER_JOB_TYPES).toHaveLength(15);
    expect(teacherJobTypesForLevel('basic_education')).toHaveLength(9);
    expect(teacherJobTypesForLevel('upper_secondary')).toHaveLength(6);
  });
});
