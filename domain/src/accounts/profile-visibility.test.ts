import { describe, expect, it } from 'vitest';
import { personAccess, personAccessAtSchool, profileForSchool, SCHOOL_VISIBLE_PROFILE_FIELDS, type SchoolTies } from './profile-visibility.ts';

const none: SchoolTies = { blocked: false, booked: false, applied: false, favourite: false };

describe('what a school may see of a substitute', () => {
  it.each([
    [{}, 'none'],
    [{ applied: true }, 'profile'],
    [{ favourite: true }, 'profile'],
    [{ booked: true }, 'contact'],
    [{ applied: true, blocked: true }, 'none'],
    [{ favourite: true, blocked: true }, 'none'],
    [{ booked: true, blocked: true }, 'contact'],
    [{ blocked: true }, 'none'],
  ] as const)('at one school with %o: %s', (ties, access) => {
    expect(personAccessAtSchool({ ...none, ...ties })).toBe(access);
  });

  it('takes the widest access over a leader’s schools, and nothing of an account that is not an active substitute', () => {
    const schools = [
      { ...none, applied: true, blocked: true },
      { ...none, favourite: true },
    ];
    expect(personAccess({ activeSubstitute: true, schools })).toBe('profile');
    expect(personAccess({ activeSubstitute: true, schools: [...schools, { ...none, booked: true }] })).toBe('contact');
    expect(personAccess({ activeSubstitute: false, schools: [{ ...none, booked: true }] })).toBe('none');
    expect(personAccess({ activeSubstitute: true, schools: [] })).toBe('none');
  });
});

describe('profileForSchool', () => {
  const full = {
    id: 'a',
    email: 'a@b.fi',
    firstName: 'Vera',
    regions: [{ code: '091' }],
    siteLang: 2,
    otherTxt: 'secret',
    hasEdited: true,
    policeRecord: { isActive: true, expirationDate: '2027-01-01' },
    phone: '+358401',
    address: 'Gatan 1',
    birthDate: '19880412',
    age: 38,
  };

  it('keeps only the fields a school may see; phone, address and birth date only once it booked the person', () => {
    expect(Object.keys(profileForSchool(full, 'profile')).sort()).toEqual(['age', 'email', 'firstName', 'id', 'policeRecord']);
    expect(Object.keys(profileForSchool(full, 'contact')).sort()).toEqual(['address', 'age', 'birthDate', 'email', 'firstName', 'id', 'phone', 'policeRecord']);
    expect(profileForSchool(full, 'none')).toEqual({});
  });

  it('shows only the expiration date of the police record', () => {
    expect(profileForSchool(full, 'profile').policeRecord).toEqual({ expirationDate: '2027-01-01' });
  });

  it('lists no private field as visible', () => {
    for (const field of ['regions', 'siteLang', 'otherTxt', 'hasEdited', 'roles', 'phone', 'birthDate', 'address']) {
      expect(SCHOOL_VISIBLE_PROFILE_FIELDS as readonly string[]).not.toContain(field);
    }
  });
});
