import { describe, expect, it } from 'vitest';
import type { JobFactsForSubstitute } from '../jobs/job-visibility.ts';
import { availabilityState, type AvailabilityEntry } from './availability.ts';
import { DEFAULT_WAVE_DELAYS, dueWave, fillingFacts, offerRuleHolds, offerWaveOf, type FillingData, type OfferFacts } from './offer-waves.ts';

// 2026-11-30 is a Monday; the job: Monday 08:00–15:00 (both parts of the day)
const JOB = { startDate: '2026-11-30', endDate: '2026-11-30', startTime: '08:00', endTime: '15:00' };
const MORNING_JOB = { ...JOB, startTime: '08:00', endTime: '11:30' };
const TWO_DAYS = { ...JOB, endDate: '2026-12-01' };

const JOB_FACTS: JobFactsForSubstitute = {
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
const DATA: FillingData = { chosenJobs: [], recordValidThrough: '2027-06-30', preferred: false, workedBefore: false, availability: availabilityState([]) };
const day = (date: string, morning: boolean | null, afternoon: boolean | null): AvailabilityEntry => ({ kind: 'day', date, morning, afternoon, answered: false });
const week = (weekday: number, morning: boolean | null, afternoon: boolean | null): AvailabilityEntry => ({ kind: 'week', weekday, morning, afternoon });
const free = (...entries: AvailabilityEntry[]) => availabilityState(entries);
const FREE_MONDAY = free(day('2026-11-30', true, true));

const factsOf = (job: typeof JOB, data: Partial<FillingData>, jobFacts: Partial<JobFactsForSubstitute> = {}): OfferFacts => ({
  ...JOB_FACTS,
  ...jobFacts,
  ...fillingFacts(job, { ...DATA, ...data }),
});

describe('the wave a substitute is offered a job in (table)', () => {
  it.each<[string, typeof JOB, Partial<FillingData>, Partial<JobFactsForSubstitute>, number | null, string | null]>([
    ['preferred and free: wave 1', JOB, { preferred: true, availability: FREE_MONDAY }, {}, 1, 'preferred'],
    ['preferred, availability unknown: the last wave only', JOB, { preferred: true }, {}, 3, 'region'],
    ['preferred but marked not free: never', JOB, { preferred: true, availability: free(day('2026-11-30', false, false)) }, {}, null, null],
    ['worked before and free: wave 2', JOB, { workedBefore: true, availability: FREE_MONDAY }, {}, 2, 'workedBefore'],
    ['worked before, unknown: wave 3', JOB, { workedBefore: true }, {}, 3, 'region'],
    ['preferred and worked before, free: wave 1', JOB, { preferred: true, workedBefore: true, availability: FREE_MONDAY }, {}, 1, 'preferred'],
    ['free, neither preferred nor known: wave 3 (free day)', JOB, { availability: FREE_MONDAY }, {}, 3, 'freeDay'],
    ['unknown: wave 3 (region)', JOB, {}, {}, 3, 'region'],
    ['free by the weekly pattern (Mondays)', JOB, { preferred: true, availability: free(week(1, true, true)) }, {}, 1, 'preferred'],
    ['the day entry overrides a free pattern', JOB, { preferred: true, availability: free(week(1, true, true), day('2026-11-30', true, false)) }, {}, null, null],
    ['half day: free in the morning only, a morning job', MORNING_JOB, { preferred: true, availability: free(day('2026-11-30', true, false)) }, {}, 1, 'preferred'],
    ['half day: free in the morning only, a whole-day job', JOB, { preferred: true, availability: free(day('2026-11-30', true, null)) }, {}, 3, 'region'],
    ['half day: not free in the afternoon, a morning job', MORNING_JOB, { availability: free(day('2026-11-30', null, false)) }, {}, 3, 'region'],
    ['two days, free on the first only: unknown', TWO_DAYS, { preferred: true, availability: FREE_MONDAY }, {}, 3, 'region'],
    ['the school blocked the person', JOB, { preferred: true, availability: FREE_MONDAY }, { schoolBlockedMe: true }, null, null],
    ['the person blocked the school', JOB, { preferred: true, availability: FREE_MONDAY }, { blocked: true }, null, null],
    ['outside the regions', JOB, { preferred: true, availability: FREE_MONDAY }, { inRegions: false }, null, null],
    ['someone is chosen', JOB, { preferred: true, availability: FREE_MONDAY }, { chosen: true }, null, null],
    ['already applied: no offer', JOB, { preferred: true, availability: FREE_MONDAY }, { applied: true }, null, null],
    ['hid the job', JOB, {}, { hidden: true }, null, null],
    ['on the unavailable list', JOB, {}, { unavailable: true }, null, null],
    // a booked day is not offered, however far apart the two jobs are (issue 23: "shown as booked and not offered")
    [
      'booked 17:00 the same day (2 h after): the day is booked',
      JOB,
      { preferred: true, availability: FREE_MONDAY, chosenJobs: [{ ...JOB, startTime: '17:00', endTime: '19:00' }] },
      {},
      null,
      null,
    ],
    [
      'booked the evening before, ending 1 h before (within 2 h)',
      MORNING_JOB,
      { preferred: true, availability: FREE_MONDAY, chosenJobs: [{ ...JOB, startDate: '2026-11-29', endDate: '2026-11-29', startTime: '22:00', endTime: '07:00' }] },
      {},
      null,
      null,
    ],
    [
      'booked the evening before, ending at 05:00 (3 h before)',
      MORNING_JOB,
      { preferred: true, availability: FREE_MONDAY, chosenJobs: [{ ...JOB, startDate: '2026-11-29', endDate: '2026-11-29', startTime: '22:00', endTime: '05:00' }] },
      {},
      1,
      'preferred',
    ],
    [
      'booked 16:30 the same day (within 2 h)',
      JOB,
      { preferred: true, availability: FREE_MONDAY, chosenJobs: [{ ...JOB, startTime: '16:30', endTime: '19:00' }] },
      {},
      null,
      null,
    ],
    ['booked the next day', JOB, { chosenJobs: [{ ...JOB, startDate: '2026-12-01', endDate: '2026-12-01' }] }, {}, 3, 'region'],
    ['police record expires mid-job', TWO_DAYS, { recordValidThrough: '2026-11-30' }, {}, null, null],
    ['police record valid through the last day', TWO_DAYS, { recordValidThrough: '2026-12-01' }, {}, 3, 'region'],
    ['no police record', JOB, { recordValidThrough: null, preferred: true, availability: FREE_MONDAY }, {}, null, null],
  ])('%s', (_, job, data, jobFacts, wave, reason) => {
    const facts = factsOf(job, data, jobFacts);
    const offered = offerWaveOf(facts);
    expect(offered?.wave ?? null).toBe(wave);
    expect(offered?.reason ?? null).toBe(reason);
    // every wave's people are eligible: nobody ineligible is ever offered
    if (offered !== null) expect(offerRuleHolds('eligible', facts)).toBe(true);
  });
});

describe('eligible is one rule', () => {
  it('someone marked not free is never eligible, whatever else holds', () => {
    const facts = factsOf(JOB, { preferred: true, workedBefore: true, availability: free(day('2026-11-30', true, false)) });
    expect(facts.freeNo).toBe(true);
    expect(offerRuleHolds('eligible', facts)).toBe(false);
  });

  it('an applicant stays eligible (they are only not offered again)', () => {
    const facts = factsOf(JOB, {}, { applied: true });
    expect(offerRuleHolds('eligible', facts)).toBe(true);
    expect(offerRuleHolds('wave3', facts)).toBe(false);
  });

  it('an expired or paused job is offered to nobody', () => {
    for (const set of [{ expired: true }, { paused: true }, { deleted: true }])
      expect(offerWaveOf(factsOf(JOB, { preferred: true, availability: FREE_MONDAY }, set))).toBeNull();
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
    expect(dueWave(posted, at(minutes), DEFAULT_WAVE_DELAYS, sos, declined)).toBe(wave);
  });
  it('a delay of 0 offers everyone at once, as a broadcast', () => {
    expect(dueWave(posted, posted, { sosMinutes: 0, otherMinutes: 0 }, false)).toBe(3);
  });
  it('a clock before the posting time is the first wave', () => {
    expect(dueWave(posted, at(-5), DEFAULT_WAVE_DELAYS, true)).toBe(1);
  });
});
