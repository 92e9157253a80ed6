import { describe, expect, it } from 'vitest';
import {
  addDays,
  availabilityDateProblem,
  availabilityPayloadSchemas,
  availabilityState,
  bookedDates,
  freeOn,
  jobAvailability,
  jobParts,
  nextSchoolDay,
  withAvailabilityAction,
  weekdayOf,
  type AvailabilityEntry,
  type JobAvailability,
} from './availability.ts';

// 2026-11-30 is a Monday
const MON = '2026-11-30';
const TUE = '2026-12-01';
const WED = '2026-12-02';
const week = (weekday: number, morning: boolean | null, afternoon: boolean | null): AvailabilityEntry => ({ kind: 'week', weekday, morning, afternoon });
const day = (date: string, morning: boolean | null, afternoon: boolean | null, answered = false): AvailabilityEntry => ({
  kind: 'day',
  date,
  morning,
  afternoon,
  answered,
});
const job = (startDate: string, endDate: string, startTime: string, endTime: string) => ({ startDate, endDate, startTime, endTime });

describe('weekdays and dates', () => {
  it.each([
    ['2026-11-30', 1],
    ['2026-12-01', 2],
    ['2026-12-06', 7],
    ['1970-01-01', 4],
    ['2028-02-29', 2],
  ])('%s is ISO weekday %i', (date, weekday) => expect(weekdayOf(date)).toBe(weekday));

  it.each([
    ['2026-11-29', '2026-11-30'], // Sunday: tomorrow is Monday
    ['2026-11-30', '2026-12-01'], // Monday to Thursday: tomorrow
    ['2026-12-03', '2026-12-04'], // Thursday: Friday
    ['2026-12-04', '2026-12-07'], // Friday: not Saturday but Monday
    ['2026-11-28', '2026-11-30'], // Saturday: Monday
    ['2026-12-31', '2027-01-01'], // across the year (a holiday, asked like a weekday)
  ])('the next school day after %s is %s', (today, next) => expect(nextSchoolDay(today)).toBe(next));

  it('adds days across months and leap days', () => {
    expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it.each([
    ['2026-11-28', '2026-11-28', null],
    ['2026-11-27', '2026-11-28', 'past'],
    ['2027-11-29', '2026-11-28', null],
    ['2027-11-30', '2026-11-28', 'tooFar'],
  ] as const)('a mark for %s on %s: %s', (date, today, problem) => expect(availabilityDateProblem(date, today)).toBe(problem));
});

describe('the parts a job covers', () => {
  it.each([
    ['08:00', '15:30', ['morning', 'afternoon']],
    ['08:00', '12:00', ['morning']],
    ['08:00', '11:45', ['morning']],
    ['12:00', '16:00', ['afternoon']],
    ['11:55', '12:05', ['morning', 'afternoon']],
    ['13:00', '01:00', ['afternoon']],
    ['10:00', '10:00', ['morning', 'afternoon']],
  ])('%s–%s covers %j', (startTime, endTime, parts) => expect(jobParts({ startTime, endTime })).toEqual(parts));
});

describe("a job's availability for a person", () => {
  const cases: Array<{ name: string; entries: AvailabilityEntry[]; job: ReturnType<typeof job>; booked?: string[]; expected: JobAvailability }> = [
    { name: 'nothing said', entries: [], job: job(MON, MON, '08:00', '15:00'), expected: 'unknown' },
    { name: 'pattern free all Monday', entries: [week(1, true, true)], job: job(MON, MON, '08:00', '15:00'), expected: 'yes' },
    { name: 'pattern free Monday morning, whole-day job', entries: [week(1, true, null)], job: job(MON, MON, '08:00', '15:00'), expected: 'unknown' },
    { name: 'pattern free Monday morning, morning job', entries: [week(1, true, null)], job: job(MON, MON, '08:00', '12:00'), expected: 'yes' },
    { name: 'afternoon not free, morning job', entries: [week(1, true, false)], job: job(MON, MON, '08:00', '11:30'), expected: 'yes' },
    { name: 'afternoon not free, afternoon job', entries: [week(1, true, false)], job: job(MON, MON, '12:30', '15:00'), expected: 'no' },
    { name: 'afternoon not free, whole-day job', entries: [week(1, true, false)], job: job(MON, MON, '08:00', '15:00'), expected: 'no' },
    { name: 'day entry overrides the pattern (free)', entries: [week(1, false, false), day(MON, true, true)], job: job(MON, MON, '08:00', '15:00'), expected: 'yes' },
    { name: 'day entry overrides the pattern (not free)', entries: [week(1, true, true), day(MON, false, null)], job: job(MON, MON, '08:00', '15:00'), expected: 'no' },
    {
      name: 'a day entry for one part leaves the other to the pattern',
      entries: [week(1, true, true), day(MON, null, false)],
      job: job(MON, MON, '08:00', '11:00'),
      expected: 'yes',
    },
    { name: 'two days, both free', entries: [week(1, true, true), week(2, true, true)], job: job(MON, TUE, '08:00', '15:00'), expected: 'yes' },
    { name: 'two days, second unknown', entries: [week(1, true, true)], job: job(MON, TUE, '08:00', '15:00'), expected: 'unknown' },
    {
      name: 'three days, one not free',
      entries: [week(1, true, true), day(TUE, false, false), week(3, true, true)],
      job: job(MON, WED, '08:00', '15:00'),
      expected: 'no',
    },
    { name: 'a quick answer yes', entries: [day(TUE, true, true, true)], job: job(TUE, TUE, '08:00', '15:00'), expected: 'yes' },
    { name: 'a quick answer counts only on its day', entries: [day(TUE, true, true, true)], job: job(WED, WED, '08:00', '15:00'), expected: 'unknown' },
    { name: 'booked on the day', entries: [week(1, true, true)], job: job(MON, MON, '08:00', '15:00'), booked: [MON], expected: 'booked' },
    { name: 'booked on one day of several', entries: [], job: job(MON, WED, '08:00', '15:00'), booked: [WED], expected: 'booked' },
    { name: 'booked another day', entries: [week(1, true, true)], job: job(MON, MON, '08:00', '15:00'), booked: [TUE], expected: 'yes' },
  ];
  it.each(cases)('$name → $expected', ({ entries, job: j, booked, expected }) => {
    expect(jobAvailability(j, availabilityState(entries), new Set(booked ?? []))).toBe(expected);
  });

  it('booked dates are every date of the chosen jobs', () => {
    expect([...bookedDates([job(MON, WED, '08:00', '15:00'), job('2026-12-10', '2026-12-10', '08:00', '12:00')])]).toEqual([MON, TUE, WED, '2026-12-10']);
  });
});

describe('the actions on a state (the optimistic view and the server agree on it)', () => {
  const base = availabilityState([week(1, true, true), day(TUE, true, null, true)]);
  it('sets one part of a date and keeps the other', () => {
    const s = withAvailabilityAction(base, { type: 'setAvailability', payload: { date: TUE, part: 'afternoon', free: false } });
    expect(s.days.get(TUE)).toEqual({ morning: true, afternoon: false, answered: false });
  });
  it('clears a date back to the pattern', () => {
    const s = withAvailabilityAction(availabilityState([week(1, true, true), day(MON, false, false)]), {
      type: 'setAvailability',
      payload: { date: MON, part: 'day', free: null },
    });
    expect(freeOn(s, MON, 'morning')).toBe(true);
  });
  it('sets a weekday of the pattern', () => {
    const s = withAvailabilityAction(base, { type: 'setWeeklyPattern', payload: { weekday: 3, part: 'morning', free: true } });
    expect([freeOn(s, WED, 'morning'), freeOn(s, WED, 'afternoon')]).toEqual([true, null]);
  });
  it('a quick answer is the whole day', () => {
    const s = withAvailabilityAction(base, { type: 'answerFree', payload: { date: WED, free: false } });
    expect(s.days.get(WED)).toEqual({ morning: false, afternoon: false, answered: true });
  });
});

describe('the payloads', () => {
  it.each([
    ['setAvailability', { date: '2026-02-30', part: 'day', free: true }],
    ['setAvailability', { date: MON, part: 'evening', free: true }],
    ['setAvailability', { date: MON, part: 'day' }],
    ['setWeeklyPattern', { weekday: 0, part: 'day', free: true }],
    ['setWeeklyPattern', { weekday: 8, part: 'day', free: true }],
    ['setWeeklyPattern', { weekday: 1.5, part: 'day', free: true }],
    ['answerFree', { date: MON, free: null }],
  ] as const)('%s refuses %j', (type, payload) => expect(availabilityPayloadSchemas[type].safeParse(payload).success).toBe(false));
  it.each([
    ['setAvailability', { date: MON, part: 'morning', free: null }],
    ['setWeeklyPattern', { weekday: 7, part: 'afternoon', free: false }],
    ['answerFree', { date: MON, free: true }],
  ] as const)('%s takes %j', (type, payload) => expect(availabilityPayloadSchemas[type].safeParse(payload).success).toBe(true));
});
