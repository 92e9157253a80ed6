import { describe, expect, it } from 'vitest';
import type { Profile } from './api/get-profile.ts';
import { additionalPayload, basicPayload, changedKeys, initialAdditional, initialBasic, normaliseStatus } from './profile-form.ts';

const profile: Profile = {
  email: 'vera@example.fi',
  firstName: 'Vera',
  lastName: 'Vikström',
  phone: '0401000001',
  birthDate: '19880412',
  status: 'Lärare',
  regions: [{ code: '091' }, { code: '049' }],
  languages: [{ name: 'Svenska', name_fi: 'Ruotsi' }],
  experience: ['Vasa övningsskola 2019-2021'],
  policeRecord: { isActive: true, expirationDate: '2027-01-31' },
};

describe('profile edit forms', () => {
  it('reads the status in any of its spellings', () => {
    expect(normaliseStatus('Lärare')).toBe('teacher');
    expect(normaliseStatus('opiskelija')).toBe('student');
    expect(normaliseStatus('other')).toBe('other');
    expect(normaliseStatus('pilot')).toBe('');
  });

  it('has nothing to save until a field changes (save disabled)', () => {
    const initial = initialBasic(profile, 2);
    expect(changedKeys(initial, { ...initial })).toEqual([]);
    expect(changedKeys(initial, { ...initial, phone: '0409999999' })).toEqual(['phone']);
    expect(changedKeys(initial, { ...initial, regions: ['091'] })).toEqual(['regions']);
  });

  it('sends only the changed basic fields, plus the birth date a substitute save is checked on', () => {
    const initial = initialBasic(profile, 2);
    const body = basicPayload(initial, { ...initial, firstName: ' Vera-Lena ', regions: ['091'] }, true);
    expect(body).toEqual({
      firstName: 'Vera-Lena',
      regions: [{ code: '091', name_swe: 'Helsingfors', namefi: 'Helsinki', name_eng: 'Helsinki' }],
      birthDate: '19880412',
    });
    expect(basicPayload(initial, { ...initial, phone: '040' }, false)).toEqual({ phone: '040' });
  });

  it('sends status and otherTxt together, otherTxt only for Annan', () => {
    const initial = initialBasic(profile, 2);
    expect(basicPayload(initial, { ...initial, status: 'other', otherTxt: 'Fritidsledare' }, false)).toEqual({
      status: 'other',
      otherTxt: 'Fritidsledare',
    });
    expect(basicPayload(initial, { ...initial, status: 'student', otherTxt: 'x' }, false)).toEqual({ status: 'student', otherTxt: '' });
  });

  it('shapes work experience and the police record of an additional save', () => {
    const initial = initialAdditional(profile);
    expect(initial.policeRecordActive).toBe(true);
    expect(additionalPayload(initial, { ...initial, refs: 'A\n\n B \n' })).toEqual({ refs: ['A', 'B'] });
    expect(additionalPayload(initial, { ...initial, policeRecordExpiration: '2027-06-30' })).toEqual({
      policeRecord: { isActive: true, expirationDate: '2027-06-30' },
    });
    expect(additionalPayload(initial, { ...initial, policeRecordActive: false })).toEqual({ policeRecord: null });
  });
});
