import { describe, expect, it } from 'vitest';
import { helsinkiInstant, jobExpire, jobRemovalTime } from './expire.ts';

describe('helsinkiInstant', () => {
  it.each([
    ['2026-01-15', '15:30', '2026-01-15T13:30:00.000Z'], // winter, UTC+2
    ['2026-07-15', '15:30', '2026-07-15T12:30:00.000Z'], // summer, UTC+3
    ['2026-03-29', '02:00', '2026-03-29T00:00:00.000Z'], // last minutes of winter time
    ['2026-03-29', '05:00', '2026-03-29T02:00:00.000Z'], // first hours of summer time
    ['2026-10-25', '05:00', '2026-10-25T03:00:00.000Z'], // back to winter time
    ['2026-12-31', '23:55', '2026-12-31T21:55:00.000Z'],
  ])('%s %s in Helsinki is %s', (date, time, iso) => {
    expect(helsinkiInstant(date, time).toISOString()).toBe(iso);
  });

  it('refuses malformed input', () => {
    expect(() => helsinkiInstant('2026-02-30', '08:00')).toThrow(RangeError);
    expect(() => helsinkiInstant('2026-02-03', '8:00')).toThrow(RangeError);
  });
});

describe('jobExpire', () => {
  it('is the end date at the end time', () => {
    expect(jobExpire({ endDate: '2026-02-06', startTime: '08:00', endTime: '15:30' }).toISOString()).toBe('2026-02-06T13:30:00.000Z');
  });
  it('runs into the next day when the end time is not after the start time', () => {
    expect(jobExpire({ endDate: '2026-02-06', startTime: '22:00', endTime: '06:00' }).toISOString()).toBe('2026-02-07T04:00:00.000Z');
  });
  it('is removed 24 hours later', () => {
    expect(jobRemovalTime(new Date('2026-02-06T13:30:00Z')).toISOString()).toBe('2026-02-07T13:30:00.000Z');
  });
});
