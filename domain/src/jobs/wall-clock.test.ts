import { describe, expect, it } from 'vitest';
import { dateOfDayNumber, dayNumber, formatLocalDate, formatTimeOfDay, helsinkiDateOf, parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

describe('wall-clock dates', () => {
  it('counts days from 1970-01-01 like the UTC calendar does', () => {
    for (const text of ['1970-01-01', '1900-03-01', '2000-02-29', '2026-03-29', '2099-12-31']) {
      const date = parseLocalDate(text);
      expect(date).not.toBeNull();
      if (date) expect(dayNumber(date)).toBe(Date.UTC(date.year, date.month - 1, date.day) / 86_400_000);
    }
  });

  it('round-trips every day of 1999-2001 through dayNumber', () => {
    const first = dayNumber({ year: 1999, month: 1, day: 1 });
    for (let d = first; d < first + 3 * 366; d += 1) {
      expect(dayNumber(dateOfDayNumber(d))).toBe(d);
    }
    expect(formatLocalDate(dateOfDayNumber(first + 59))).toBe('1999-03-01');
  });

  it.each(['2026-02-29', '2026-13-01', '2026-00-10', '2026-04-31', '26-01-01', '2026-1-1', ''])('refuses %s', (text) => expect(parseLocalDate(text)).toBeNull());

  it('parses and formats HH:MM', () => {
    expect(parseTimeOfDay('00:00')).toBe(0);
    expect(parseTimeOfDay('15:30')).toBe(930);
    expect(parseTimeOfDay('23:59')).toBe(1439);
    expect(parseTimeOfDay('24:00')).toBeNull();
    expect(parseTimeOfDay('7:00')).toBeNull();
    expect(formatTimeOfDay(930)).toBe('15:30');
    expect(formatTimeOfDay(1440 + 5)).toBe('00:05');
  });

  it("gives today's date in Finland, not in UTC", () => {
    // 22:30 UTC on 31 Dec is already 1 Jan in Helsinki (UTC+2).
    expect(helsinkiDateOf(new Date('2025-12-31T22:30:00Z'))).toEqual({ year: 2026, month: 1, day: 1 });
    // Summer time: UTC+3.
    expect(helsinkiDateOf(new Date('2026-06-30T20:59:00Z'))).toEqual({ year: 2026, month: 6, day: 30 });
    expect(helsinkiDateOf(new Date('2026-06-30T21:00:00Z'))).toEqual({ year: 2026, month: 7, day: 1 });
  });
});
