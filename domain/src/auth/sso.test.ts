import { describe, expect, it } from 'vitest';
import { isProviderDomain } from './sso.ts';

describe('isProviderDomain: a provider vouches only for addresses at its own domains', () => {
  const domains = ['edu.hel.fi', 'hel.fi'];
  it.each([
    ['tina@edu.hel.fi', true],
    ['Tina@EDU.HEL.FI', true],
    ['boss@hel.fi', true],
    // a look-alike, a parent, a sub-domain and an address with no domain are not the provider's
    ['x@edu.hel.fi.evil.example', false],
    ['x@evilhel.fi', false],
    ['x@fi', false],
    ['x@school.edu.hel.fi', false],
    ['tina.private@gmail.com', false],
    ['no-at-sign', false],
    ['@edu.hel.fi', false],
    ['a@b@edu.hel.fi', false],
  ])('%s → %s', (email, expected) => {
    expect(isProviderDomain(email, domains)).toBe(expected);
  });
  it('a provider with no domains vouches for nobody', () => {
    expect(isProviderDomain('tina@edu.hel.fi', [])).toBe(false);
  });
});
