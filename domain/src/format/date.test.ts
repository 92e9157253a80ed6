import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, jobDateLabel } from './date.ts';

describe('formatDate (dd.MM.yyyy, fi-FI)', () => {
  it.each([
    ['2026-03-05', '05.03.2026'],
    ['2026-12-31', '31.12.2026'],
    ['2026-03-05T10:00:00.000Z', '05.03.2026'],
    ['2026-03-04T22:30:00.000Z', '05.03.2026'], // an instant: already the 5th in Helsinki
    ['not a date', 'not a date'],
    ['2026-02-30', '2026-02-30'],
  ])('%s → %s', (input, expected) => expect(formatDate(input)).toBe(expected));

  it('formats an instant as its day in Finland', () => {
    expect(formatDate(new Date('2026-03-04T22:30:00Z'))).toBe('05.03.2026');
    expect(formatDate(new Date('2026-03-04T21:30:00Z'))).toBe('04.03.2026');
    expect(formatDate(new Date('nonsense'))).toBe('');
  });
});

describe('jobDateLabel', () => {
  it('shows one date when the job starts and ends the same day', () => {
    expect(jobDateLabel({ startDate: '2026-03-05', endDate: '2026-03-05' })).toBe('05.03.2026');
  });
  it('shows a range otherwise', () => {
    expect(jobDateLabel({ startDate: '2026-03-05', endDate: '2026-03-09' })).toBe('05.03.2026 – 09.03.2026');
  });
});

describe('formatDateTime (dd.MM.yyyy HH:mm, Helsinki time, no word of either language)', () => {
  it('shows an instant as the date and time in Finland, summer and winter', () => {
    expect(formatDateTime('2026-03-04T22:30:00Z')).toBe('05.03.2026 00:30');
    expect(formatDateTime('2026-07-01T09:05:07Z')).toBe('01.07.2026 12:05');
    expect(formatDateTime(new Date('2026-07-01T09:05:07Z'), { seconds: true })).toBe('01.07.2026 12:05:07');
    expect(formatDateTime(Date.parse('2026-07-01T09:05:07Z'), { year: false, seconds: true })).toBe('01.07. 12:05:07');
  });

  it('has no "klo" or "kl." and a 24-hour clock', () => {
    expect(formatDateTime('2026-11-27T20:33:52Z')).toBe('27.11.2026 22:33');
    expect(formatDateTime('2026-11-27T20:33:52Z')).not.toMatch(/kl/);
  });

  it('returns unparseable text unchanged rather than "Invalid Date"', () => {
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDateTime(new Date('nonsense'))).toBe('');
  });
});
