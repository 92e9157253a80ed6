import { describe, expect, it } from 'vitest';
import { profileForSchool, SCHOOL_VISIBLE_PROFILE_FIELDS } from './profile-visibility.ts';

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
    birthDate: '19880412',
  };

  it('keeps only the fields a school may see', () => {
    const seen = profileForSchool(full);
    expect(Object.keys(seen).sort()).toEqual(['birthDate', 'email', 'firstName', 'id', 'phone', 'policeRecord']);
    expect(seen).not.toHaveProperty('regions');
    expect(seen).not.toHaveProperty('otherTxt');
  });

  it('shows only the expiration date of the police record', () => {
    expect(profileForSchool(full).policeRecord).toEqual({ expirationDate: '2027-01-01' });
  });

  it('lists no private field as visible', () => {
    for (const field of ['regions', 'siteLang', 'otherTxt', 'hasEdited', 'roles']) {
      expect(SCHOOL_VISIBLE_PROFILE_FIELDS as readonly string[]).not.toContain(field);
    }
  });
});
