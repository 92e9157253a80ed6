import { describe, expect, it } from 'vitest';
import {
  ATTACHMENT_WARNING_BYTES,
  BIRTH_YEAR_MAX,
  BIRTH_YEAR_MIN,
  DEFAULT_JOB_END_TIME,
  DEFAULT_JOB_START_TIME,
  JOB_DELETED_HOURS_AFTER_END,
  JOB_TIME_STEP_MINUTES,
  MIN_AGE_YEARS,
  MIN_GAP_BETWEEN_CHOSEN_JOBS_MINUTES,
  TIMINGS_MS,
  UNCONFIRMED_ACCOUNT_LOCK_HOURS,
  VERSION_LABEL,
} from './limits.ts';
import { GRADE_OPTIONS, STATUS_OPTIONS, STUDY_YEAR_OPTIONS, sortGrades, statusIsStudent, statusNeedsText } from './profile-options.ts';
import { QUALIFICATIONS, QUALIFICATION_OTHER, qualificationByVal } from './qualifications.ts';
import { TYPES_OF_TEMP, TYPE_OF_TEMP_OTHER, typeOfTempByVal, typeOfTempLabel, typeOfTempNeedsText } from './type-of-temp.ts';

describe('spec constants', () => {
  it('match spec 01 §9 and spec 02 §9', () => {
    expect(VERSION_LABEL).toBe('v1.9.2');
    expect([MIN_AGE_YEARS, BIRTH_YEAR_MIN, BIRTH_YEAR_MAX]).toEqual([18, 1900, 2099]);
    expect(MIN_GAP_BETWEEN_CHOSEN_JOBS_MINUTES).toBe(120);
    expect([DEFAULT_JOB_START_TIME, DEFAULT_JOB_END_TIME, JOB_TIME_STEP_MINUTES]).toEqual(['08:00', '15:30', 5]);
    expect(ATTACHMENT_WARNING_BYTES).toBe(1_048_576);
    expect([JOB_DELETED_HOURS_AFTER_END, UNCONFIRMED_ACCOUNT_LOCK_HOURS]).toEqual([24, 24]);
    expect(TIMINGS_MS).toMatchObject({
      toast: 5000,
      redirectAfterRegistration: 3000,
      redirectAfterResetRequest: 3000,
      redirectAfterEmailConfirm: 5000,
      redirectAfterFailedChoose: 20000,
      iosHint: 10000,
      loginInfoAfterRegistration: 6000,
    });
  });
});

describe.each([
  ['type of temp', TYPES_OF_TEMP, TYPE_OF_TEMP_OTHER],
  ['qualification', QUALIFICATIONS, QUALIFICATION_OTHER],
])('%s list', (_name, list, other) => {
  it('has values 1..17, each with distinct Swedish and Finnish names', () => {
    expect(list.map((t) => t.val)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(new Set(list.map((t) => t.name_swe)).size).toBe(17);
    expect(new Set(list.map((t) => t.name_fi)).size).toBe(17);
  });
  it('ends with 17 = Annan / Muu', () => {
    expect(list.find((t) => t.val === other)).toEqual({ val: 17, name_swe: 'Annan', name_fi: 'Muu' });
  });
});

describe('type of temp helpers', () => {
  it('looks up by value and asks for free text only for 17', () => {
    expect(typeOfTempByVal(1)).toMatchObject({ name_swe: 'Klasslärare', name_fi: 'Luokanopettaja' });
    expect(typeOfTempByVal(18)).toBeUndefined();
    expect(qualificationByVal(3)).toMatchObject({ name_fi: 'Erityisopettaja' });
    expect(typeOfTempNeedsText(17)).toBe(true);
    expect(typeOfTempNeedsText(1)).toBe(false);
  });

  it('names a job by its type and free text; an SOS job, posted as other with the text SOS, as SOS in both languages', () => {
    const other = typeOfTempByVal(TYPE_OF_TEMP_OTHER)!;
    const teacher = typeOfTempByVal(1)!;
    expect(typeOfTempLabel(other, { otherTxt: 'SOS', sos: true }, 'sv')).toBe('SOS');
    expect(typeOfTempLabel(other, { otherTxt: 'SOS', sos: true }, 'fi')).toBe('SOS');
    expect(typeOfTempLabel(other, { otherTxt: 'Bibliotek', sos: false }, 'sv')).toBe('Annan: Bibliotek');
    expect(typeOfTempLabel(other, { otherTxt: 'Kirjasto' }, 'fi')).toBe('Muu: Kirjasto');
    // an SOS job given a type of its own keeps it: the SOS mark beside it says the rest
    expect(typeOfTempLabel(teacher, { otherTxt: '', sos: true }, 'fi')).toBe('Luokanopettaja');
  });
});

describe('profile options', () => {
  it('lists grades day care, pre-school, 1-9, folk high school', () => {
    expect(GRADE_OPTIONS.map((g) => g.val)).toEqual(['daghem', 'forskola', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'folkhogskola']);
    expect(GRADE_OPTIONS[0]).toMatchObject({ name_swe: 'Daghem', name_fi: 'Päiväkoti' });
    expect(GRADE_OPTIONS.at(-1)).toMatchObject({ name_swe: 'Folkhögskola', name_fi: 'Kansanopisto' });
  });

  it('sorts grades in the spec order, unknown values last', () => {
    expect(sortGrades(['9', 'folkhogskola', '10', '1', 'forskola', 'daghem', 'x'])).toEqual(['daghem', 'forskola', '1', '9', 'folkhogskola', '10', 'x']);
  });

  it('has the study years and statuses', () => {
    expect(STUDY_YEAR_OPTIONS).toEqual(['1.', '2.', '3.', '4.', '5.', '>5.']);
    expect(STATUS_OPTIONS.map((s) => `${s.name_swe}/${s.name_fi}`)).toEqual(['Lärare/Opettaja', 'Studerande/Opiskelija', 'Annan/Muu']);
    expect(statusNeedsText('other')).toBe(true);
    expect(statusNeedsText('student')).toBe(false);
    expect(statusIsStudent('student')).toBe(true);
  });
});
