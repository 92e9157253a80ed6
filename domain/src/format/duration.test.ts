import { describe, expect, it } from 'vitest';
import { formatMinutes } from './duration.ts';

describe('formatMinutes', () => {
  it('keeps minutes under two hours and reads longer spans in hours with a decimal comma', () => {
    expect(formatMinutes(0, 'sv')).toBe('0 min');
    expect(formatMinutes(90.4, 'sv')).toBe('90 min');
    expect(formatMinutes(90.4, 'fi')).toBe('90 minuuttia');
    expect(formatMinutes(1, 'fi')).toBe('1 minuutti');
    expect(formatMinutes(119, 'sv')).toBe('119 min');
    expect(formatMinutes(120, 'sv')).toBe('2 h');
    expect(formatMinutes(1323, 'sv')).toBe('22,1 h');
    expect(formatMinutes(1323, 'fi')).toBe('22,1 t');
  });
});
