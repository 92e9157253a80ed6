import { describe, expect, it } from 'vitest';
import { connectionProblemOf, formatDataAge } from './connection.ts';

describe('connectionProblemOf', () => {
  it('names the device offline first, then a server that does not answer, else nothing', () => {
    expect(connectionProblemOf(false, false)).toBe('offline');
    expect(connectionProblemOf(true, false)).toBe('offline');
    expect(connectionProblemOf(false, true)).toBe('unreachable');
    expect(connectionProblemOf(true, true)).toBeNull();
  });
});

describe('formatDataAge', () => {
  const now = new Date(2026, 10, 27, 9, 30);
  it('gives the time for today, the date and time for an earlier day, nothing for never or nonsense', () => {
    expect(formatDataAge(new Date(2026, 10, 27, 6, 41).toISOString(), now)).toBe('06:41');
    expect(formatDataAge(new Date(2026, 10, 26, 23, 5).toISOString(), now)).toBe('26.11.2026 23:05');
    expect(formatDataAge(null, now)).toBeNull();
    expect(formatDataAge('yesterday', now)).toBeNull();
  });
});
