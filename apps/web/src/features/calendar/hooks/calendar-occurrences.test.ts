import { describe, expect, it } from 'vitest';
import type { CalendarJob } from '../api/calendar-events.ts';
import { occurrencesOf, rangeFor } from './calendar-occurrences.ts';

const job = (overrides: Partial<CalendarJob>): CalendarJob => ({
  id: 'j1',
  schoolId: 's1',
  schoolName: 'Skolan',
  address: '',
  startDate: '2026-03-02',
  endDate: '2026-03-02',
  startTime: '08:00',
  endTime: '15:30',
  typeOfTemp: 1,
  otherTxt: '',
  subjects: [],
  grades: [],
  additionalInfo: '',
  sos: false,
  chosenName: null,
  chosen: false,
  reportTo: '',
  contact: '',
  ...overrides,
});

describe('calendar occurrences', () => {
  it('gives a job one entry per day with its times', () => {
    const days = occurrencesOf(job({ startDate: '2026-03-02', endDate: '2026-03-04' }), 'x');
    expect(days.map((d) => [d.start.getDate(), d.start.getHours(), d.end.getHours(), d.end.getMinutes()])).toEqual([
      [2, 8, 15, 30],
      [3, 8, 15, 30],
      [4, 8, 15, 30],
    ]);
  });

  it('ends an overnight job the next morning', () => {
    const [night] = occurrencesOf(job({ startTime: '22:00', endTime: '06:00' }), 'x');
    expect(night?.end.getDate()).toBe(3);
    expect(night?.end.getHours()).toBe(6);
  });

  it('asks for the Monday–Sunday week, or the month grid with a margin', () => {
    expect(rangeFor(new Date(2026, 2, 4), 'week')).toEqual({ from: '2026-03-02', to: '2026-03-08' });
    expect(rangeFor(new Date(2026, 2, 15), 'month')).toEqual({ from: '2026-02-22', to: '2026-04-07' });
  });
});
