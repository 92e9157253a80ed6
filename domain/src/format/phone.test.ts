import { describe, expect, it } from 'vitest';
import { formatPhone, normalisePhone, phoneHref } from './phone.ts';

describe('phones are shown with +358', () => {
  it.each([
    ['0401234567', '+358401234567'],
    ['040 123 4567', '+358401234567'],
    ['040-123 45 67', '+358401234567'],
    ['358401234567', '+358401234567'],
    ['+358401234567', '+358401234567'],
    ['+358 40 123 4567', '+358401234567'],
    ['00358401234567', '+358401234567'],
    ['(09) 123 4567', '+35891234567'],
    ['401234567', '+358401234567'],
    ['+46 70 123 45 67', '+46701234567'],
  ])('%s → %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
    expect(formatPhone(input)).toBe(expected);
  });

  it('shows something unusable as typed', () => {
    expect(normalisePhone('ring mig')).toBeNull();
    expect(formatPhone(' ring mig ')).toBe('ring mig');
    expect(formatPhone('')).toBe('');
  });

  it('builds a call link', () => {
    expect(phoneHref('040 123 4567')).toBe('tel:+358401234567');
  });
});
