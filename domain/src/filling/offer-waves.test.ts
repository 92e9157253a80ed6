import { describe, expect, it } from 'vitest';
import type { JobFactsForSubstitute } from '../jobs/job-visibility.ts';
import type { JobSchedule } from '../jobs/overlap.ts';
import { availabilityState } from './availability.ts';
import {
  bookedNear,
  DEFAULT_WAVE_SETTINGS,
  dueWave,
  isEligible,
  offerAvailability,
  offerVerdict,
  recordValidForJob,
  waveMembers,
  type OfferFacts,
  type OfferVerdict,
} from './offer-waves.ts';

const OPEN: JobFactsForSubstitute = {
  deleted: false,
  notice: false,
  expired: false,
  paused: false,
  chosen: false,
  chosenMe: false,
  applied: false,
  inRegions: true,
  blocked: false,
  schoolBlockedMe: false,
  hidden: false,
  discarded: false,
  unavailable: false,
};
const BASE: OfferFacts = { visibility: OPEN, bookedNear: false, recordValid: true, preferred: false, workedBefore: false, availability: 'unknown' };
const facts = (over: Partial<Omit<OfferFacts, 'visibility'>> & { visibility?: Partial<JobFactsForSubstitute> } = {}): OfferFacts => ({
  ...BASE,
  ...over,
  visibility: { ...OPEN, ...over.visibility },
});

describe('offerVerdict: eligibility and wave', () => {
  const table: [string, OfferFacts, OfferVerdict][] = [
    ['preferred and free: wave 1', facts({ preferred: true, availability: 'yes' }), { wave: 1, reason: 'preferred' }],
    ['preferred, not answered: only the last wave', facts({ preferred: true }), { wave: 3, reason: 'region' }],
    [
      'preferred and worked before, free: wave 1 (the earliest that applies)',
      facts({ preferred: true, workedBefore: true, availability: 'yes' }),
      { wave: 1, reason: 'preferred' },
    ],
    ['worked before and free: wave 2', facts({ workedBefore: true, availability: 'yes' }), { wave: 2, reason: 'workedBefore' }],
    ['worked before, not answered: wave 3', facts({ workedBefore: true }), { wave: 3, reason: 'region' }],
    ['anyone of the region, free: wave 3', facts({ availability: 'yes' }), { wave: 3, reason: 'region' }],
    ['anyone of the region, not answered: wave 3', facts(), { wave: 3, reason: 'region' }],
    ['said not free: never', facts({ preferred: true, availability: 'no' }), { wave: null, reason: 'notFree' }],
    ['booked on one of its days: never', facts({ preferred: true, availability: 'booked' }), { wave: null, reason: 'booked' }],
    ['booked within 2 h: never', facts({ preferred: true, availability: 'yes', bookedNear: true }), { wave: null, reason: 'bookedNear' }],
    ['record not valid through the job: never', facts({ preferred: true, availability: 'yes', recordValid: false }), { wave: null, reason: 'record' }],
    ['the school blocked them: never', facts({ preferred: true, availability: 'yes', visibility: { schoolBlockedMe: true } }), { wave: null, reason: 'notOffered' }],
    ['they blocked the school: never', facts({ preferred: true, availability: 'yes', visibility: { blocked: true } }), { wave: null, reason: 'notOffered' }],
    ['outside their regions: never', facts({ workedBefore: true, availability: 'yes', visibility: { inRegions: false } }), { wave: null, reason: 'notOffered' }],
    ['someone already chosen: never', facts({ preferred: true, availability: 'yes', visibility: { chosen: true } }), { wave: null, reason: 'notOffered' }],
    ['the job paused: never', facts({ preferred: true, availability: 'yes', visibility: { paused: true } }), { wave: null, reason: 'notOffered' }],
    ['they hid it: never', facts({ availability: 'yes', visibility: { hidden: true } }), { wave: null, reason: 'notOffered' }],
  ];
  it.each(table)('%s', (_name, input, verdict) => {
    expect(offerVerdict(input)).toEqual(verdict);
    expect(isEligible(input)).toBe(verdict.wave !== null);
  });

  it('puts each candidate in exactly one wave', () => {
    const candidates = table.map(([name, f]) => ({ name, facts: f }));
    const waves = [1, 2, 3].map((w) => waveMembers(candidates, w as 1 | 2 | 3).map((c) => c.name));
    const all = waves.flat();
    expect(new Set(all).size).toBe(all.length);
    expect(waves.map((w) => w.length)).toEqual([2, 1, 4]);
  });
});

describe('the facts from a calendar, bookings and a record', () => {
  const job: JobSchedule = { startDate: '2026-12-07', endDate: '2026-12-07', startTime: '08:00', endTime: '11:30' };
  const afternoonJob: JobSchedule = { ...job, startTime: '12:30', endTime: '15:00' };
  const twoDays: JobSchedule = { ...job, endDate: '2026-12-08', endTime: '15:00' };
  // Monday 7 December: free in the morning by the weekly pattern; Tuesday the 8th marked not free in the afternoon
  const calendar = availabilityState([
    { kind: 'week', weekday: 1, morning: true, afternoon: null },
    { kind: 'day', date: '2026-12-08', answered: false, morning: true, afternoon: false },
  ]);

  it.each([
    ['a morning job on a free morning', job, 'yes'],
    ['an afternoon job on an afternoon not answered', afternoonJob, 'unknown'],
    ['a two-day job with a half day not free', twoDays, 'no'],
  ] as const)('%s: %s', (_name, j, expected) => {
    expect(offerAvailability(j, calendar, [])).toBe(expected);
  });

  it('a booking on one of its days makes it booked; one 2 h away on another day does not', () => {
    expect(offerAvailability(job, calendar, [{ ...job, startTime: '13:00', endTime: '15:00' }])).toBe('booked');
    expect(offerAvailability(job, calendar, [{ ...job, startDate: '2026-12-09', endDate: '2026-12-09' }])).toBe('yes');
  });

  it('booked within 2 h: a job ending an hour before counts, one three hours later does not', () => {
    expect(bookedNear(afternoonJob, [{ ...job, startTime: '08:00', endTime: '11:30' }])).toBe(true);
    expect(bookedNear(job, [{ ...job, startTime: '14:30', endTime: '16:00' }])).toBe(false);
    expect(bookedNear(job, [{ ...job, startDate: '2026-12-06', endDate: '2026-12-06', startTime: '08:00', endTime: '11:30' }])).toBe(false);
  });

  it('a police record expiring mid-job does not count; one valid through its last day does', () => {
    const record = (expirationDate: string) => ({ policeRecord: { isActive: true, expirationDate } });
    expect(recordValidForJob(record('2026-12-07'), twoDays)).toBe(false);
    expect(recordValidForJob(record('2026-12-08'), twoDays)).toBe(true);
    expect(recordValidForJob({ policeRecord: { isActive: false, expirationDate: '2027-12-08' } }, twoDays)).toBe(false);
    expect(recordValidForJob({}, twoDays)).toBe(false);
  });
});

describe('dueWave', () => {
  const posted = new Date('2026-12-07T05:00:00Z');
  const at = (minutes: number) => new Date(posted.getTime() + minutes * 60_000);
  it.each([
    ['an SOS job at once', true, 0, 0, 1],
    ['an SOS job after 5 min', true, 5, 0, 2],
    ['an SOS job after 10 min', true, 10, 0, 3],
    ['an SOS job long after', true, 600, 0, 3],
    ['a normal job after 59 min', false, 59, 0, 1],
    ['a normal job after 60 min', false, 60, 0, 2],
    ['a normal job whose first wave all declined', false, 1, 1, 2],
    ['a normal job whose two waves all declined', false, 1, 2, 3],
  ] as const)('%s', (_name, sos, minutes, declined, wave) => {
    expect(dueWave(posted, at(minutes), DEFAULT_WAVE_SETTINGS, sos, declined)).toBe(wave);
  });
  it('a delay of 0 offers everyone at once, as a broadcast', () => {
    expect(dueWave(posted, posted, { sosDelayMinutes: 0, normalDelayMinutes: 0 }, false)).toBe(3);
  });
  it('a clock before the posting time is the first wave', () => {
    expect(dueWave(posted, at(-5), DEFAULT_WAVE_SETTINGS, true)).toBe(1);
  });
});
