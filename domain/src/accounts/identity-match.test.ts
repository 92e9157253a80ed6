import { describe, expect, it } from 'vitest';
import { identityBlocksApplying, identityMismatches, identityShownVerified, profileIdentityMismatches } from './identity-match.ts';

const verified = { givenName: 'Vera Maria', familyName: 'Vikström', birthDate: '1990-04-12' };

describe('identityMismatches', () => {
  it('accepts a calling name among the given names, case and spacing aside', () => {
    expect(identityMismatches({ firstName: 'vera', lastName: 'VIKSTRÖM', birthDate: '19900412' }, verified)).toEqual([]);
    expect(identityMismatches({ firstName: 'Maria', lastName: 'Vikström', birthDate: '19900412' }, verified)).toEqual([]);
  });
  it('names each differing part', () => {
    expect(identityMismatches({ firstName: 'Vera', lastName: 'Virtanen', birthDate: '19900412' }, verified)).toEqual(['name']);
    expect(identityMismatches({ firstName: 'Veera', lastName: 'Vikström', birthDate: '19910412' }, verified)).toEqual(['name', 'birthDate']);
    expect(identityMismatches({ firstName: 'Vera', lastName: 'Vikström', birthDate: undefined }, verified)).toEqual(['birthDate']);
    expect(identityMismatches({ firstName: '', lastName: 'Vikström', birthDate: '19900412' }, verified)).toEqual(['name']);
  });
  it('splits names at any white space and hyphens, as JavaScript’s \\s', () => {
    const spaced = { givenName: 'Anna\u00a0Liisa', familyName: 'Mäki-Kala', birthDate: null };
    expect(identityMismatches({ firstName: 'anna-LIISA', lastName: 'Mäki\u3000Kala', birthDate: undefined }, spaced)).toEqual([]);
    expect(identityMismatches({ firstName: 'Anna\u200bLiisa', lastName: 'Mäki-Kala', birthDate: undefined }, spaced)).toEqual(['name']);
  });
  it('ignores the birth date when the provider gave none, and blocks applying on any mismatch', () => {
    expect(identityMismatches({ firstName: 'Vera', lastName: 'Vikström', birthDate: '20000101' }, { ...verified, birthDate: null })).toEqual([]);
    expect(identityBlocksApplying(['name'])).toBe(true);
    expect(identityBlocksApplying([])).toBe(false);
  });
});

describe('profileIdentityMismatches', () => {
  it('reads the phone’s profile document, and finds nothing to compare without a verified identity', () => {
    const doc = { firstName: 'Vera', lastName: 'Vikström', profile: { birthDate: '19900412' } };
    expect(profileIdentityMismatches({ ...doc, verifiedIdentity: verified })).toEqual([]);
    expect(profileIdentityMismatches({ ...doc, profile: {}, verifiedIdentity: verified })).toEqual(['birthDate']);
    expect(profileIdentityMismatches({ ...doc, lastName: 'X', verifiedIdentity: null })).toEqual([]);
  });
});

describe('identityShownVerified', () => {
  const profile = { firstName: 'Vera', lastName: 'Vikström', birthDate: '19900412' };
  it('holds only while the profile still matches what the identification vouched for', () => {
    expect(identityShownVerified({ identityVerified: true, profile, verified })).toBe(true);
    expect(identityShownVerified({ identityVerified: true, profile: { ...profile, firstName: 'Maria', lastName: 'Virtanen' }, verified })).toBe(false);
    expect(identityShownVerified({ identityVerified: true, profile: { ...profile, birthDate: '19910412' }, verified })).toBe(false);
    expect(identityShownVerified({ identityVerified: true, profile: { ...profile, birthDate: undefined }, verified: { ...verified, birthDate: null } })).toBe(true);
  });
  it('is false when never verified, or when the identification vouched for no name', () => {
    expect(identityShownVerified({ identityVerified: false, profile, verified })).toBe(false);
    expect(identityShownVerified({ identityVerified: true, profile, verified: null })).toBe(false);
  });
});
