import { foldJobRule, JOB_RULES, type JobFactsForSubstitute, type Rule } from '../jobs/job-visibility.ts';
import { conflictsWithin2h, type JobSchedule } from '../jobs/overlap.ts';
import { dayNumber, parseLocalDate } from '../jobs/wall-clock.ts';
import { bookedDates, jobAvailability, type AvailabilityState } from './availability.ts';

/**
 * Who is offered a job, and in which wave (issue 23 "Offer waves", decisions 023 point 3 and 034). ONE definition of
 * "eligible" for a (substitute, job) pair: the job rule's facts (`JOB_RULES`) plus the facts of filling below, written
 * in the same rule language, so the offer waves, the notifications and any list that asks read it the same way.
 */
export interface FillingFacts {
  /** the reader is chosen for another job less than 2 hours from this one (the overlap rule) */
  readonly bookedNear: boolean;
  /** the reader is chosen for another job on one of this job's days, however far apart (a booked day is not offered) */
  readonly bookedDay: boolean;
  /** the reader's police record (or a school's recorded view of the extract) is valid through the job's last day */
  readonly recordValid: boolean;
  /** the reader is on the job's school's preferred list */
  readonly preferred: boolean;
  /** the reader was chosen for an earlier job of the school */
  readonly workedBefore: boolean;
  /** every part of every day the job covers is marked free */
  readonly freeYes: boolean;
  /** some part of some day the job covers is marked not free */
  readonly freeNo: boolean;
}

export type OfferFacts = JobFactsForSubstitute & FillingFacts;
export type OfferFact = keyof OfferFacts;
export type OfferRule = Rule<OfferFact>;

/** Eligible: offered at all — the job rule's `offer` and `apply`, not blocked either way, not booked near, record valid, not marked not free. */
const eligible: OfferRule = {
  all: [JOB_RULES.offer, JOB_RULES.apply, { not: 'schoolBlockedMe' }, { not: 'bookedNear' }, { not: 'bookedDay' }, 'recordValid', { not: 'freeNo' }],
};
/** Nobody is offered a job they already applied to (their answer is in). */
const toOffer: OfferRule = { all: [eligible, { not: 'applied' }] };

/**
 * What puts a person to offer in wave 1 or 2 rather than 3. Apart, so the engine's one statement tests each person's
 * eligibility once and these beside it (services/jobs/offer-waves.ts).
 */
export const WAVE_TESTS = {
  /** the school's preferred substitutes who marked the job's days free */
  wave1: { all: ['preferred', 'freeYes'] },
  /** who worked at the school before and marked the days free (availability unknown counts in the last wave only) */
  wave2: { all: ['workedBefore', 'freeYes'] },
} as const satisfies Record<string, OfferRule>;

export const OFFER_RULES = {
  eligible,
  wave1: { all: [toOffer, WAVE_TESTS.wave1] },
  wave2: { all: [toOffer, WAVE_TESTS.wave2] },
  /** everyone eligible in the job's municipalities: availability unknown counts here only ("not free" never does) */
  wave3: toOffer,
} as const satisfies Record<string, OfferRule>;

export type OfferRuleName = keyof typeof OFFER_RULES;

const booleans = { not: (v: boolean) => !v, all: (vs: boolean[]) => vs.every(Boolean), any: (vs: boolean[]) => vs.some(Boolean) };

export const offerRuleHolds = (name: OfferRuleName, facts: OfferFacts): boolean => foldJobRule<boolean, OfferFact>(OFFER_RULES[name], (fact) => facts[fact], booleans);

export const OFFER_WAVES = [1, 2, 3] as const;
export type OfferWave = (typeof OFFER_WAVES)[number];
/** Why a person was offered a job (shown to them, and in the school's timeline). */
export type OfferReason = 'preferred' | 'workedBefore' | 'freeDay' | 'region';
export const OFFER_REASONS: readonly OfferReason[] = ['preferred', 'workedBefore', 'freeDay', 'region'];

/** The first wave that offers the job to the person, with why; null when they are not offered it. */
export function offerWaveOf(facts: OfferFacts): { wave: OfferWave; reason: OfferReason } | null {
  if (offerRuleHolds('wave1', facts)) return { wave: 1, reason: 'preferred' };
  if (offerRuleHolds('wave2', facts)) return { wave: 2, reason: 'workedBefore' };
  if (offerRuleHolds('wave3', facts)) return { wave: 3, reason: facts.freeYes ? 'freeDay' : 'region' };
  return null;
}

/** What the filling facts are computed from, for one person and one job. */
export interface FillingData {
  /** the jobs the person is chosen for, this one left out */
  readonly chosenJobs: readonly JobSchedule[];
  /** the last day their police record (or a recorded view of the extract) is valid, null when none */
  readonly recordValidThrough: string | null;
  readonly preferred: boolean;
  readonly workedBefore: boolean;
  readonly availability: AvailabilityState;
}

/** The filling facts of one (person, job) pair. */
export function fillingFacts(job: JobSchedule, data: FillingData): FillingFacts {
  const through = data.recordValidThrough === null ? null : parseLocalDate(data.recordValidThrough.slice(0, 10));
  const last = parseLocalDate(job.endDate);
  const free = jobAvailability(job, data.availability, bookedDates(data.chosenJobs));
  return {
    bookedNear: data.chosenJobs.some((other) => conflictsWithin2h(job, other)),
    bookedDay: free === 'booked',
    recordValid: through !== null && last !== null && dayNumber(through) >= dayNumber(last),
    preferred: data.preferred,
    workedBefore: data.workedBefore,
    freeYes: free === 'yes',
    freeNo: free === 'no',
  };
}

/** The school's wave delays in minutes (0 = every wave at once, as a broadcast). */
export interface WaveDelays {
  readonly sosMinutes: number;
  readonly otherMinutes: number;
}
export const DEFAULT_WAVE_DELAYS: WaveDelays = { sosMinutes: 5, otherMinutes: 60 };
export const MAX_WAVE_DELAY_MINUTES = 24 * 60;

export const waveDelayMinutes = (delays: WaveDelays, sos: boolean): number => (sos ? delays.sosMinutes : delays.otherMinutes);

/**
 * The wave due at `now` for a job posted at `postedAt`: wave n goes out n-1 delays after posting; when everyone offered
 * in the waves so far declined (`declinedThrough`), the next is due at once. A delay of 0 offers every wave at once.
 * The caller stops the waves once someone is chosen, the job is deleted or it starts.
 */
export function dueWave(postedAt: Date, now: Date, delays: WaveDelays, sos: boolean, declinedThrough: OfferWave | 0 = 0): OfferWave {
  const delay = waveDelayMinutes(delays, sos) * 60_000;
  if (delay <= 0) return 3;
  const byTime = 1 + Math.floor(Math.max(0, now.getTime() - postedAt.getTime()) / delay);
  return Math.min(3, Math.max(byTime, declinedThrough + 1)) as OfferWave;
}

/**
 * Why a substitute declined an offer (optional, asked after the one-tap decline): a fixed list, so the school's timeline
 * can say it in the school's language and nothing the substitute types reaches the school.
 */
export const DECLINE_REASONS = ['notFree', 'tooFar', 'notMySubject', 'tooShortNotice', 'other'] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];
export const DECLINE_REASON_LABELS: Record<DeclineReason, { sv: string; fi: string }> = {
  notFree: { sv: 'Inte ledig', fi: 'En ole vapaa' },
  tooFar: { sv: 'För långt bort', fi: 'Liian kaukana' },
  notMySubject: { sv: 'Inte mitt ämne eller min åldersgrupp', fi: 'Ei minun aineeni tai ikäryhmäni' },
  tooShortNotice: { sv: 'För kort varsel', fi: 'Liian lyhyellä varoitusajalla' },
  other: { sv: 'Annat', fi: 'Muu syy' },
};

/** A stored reason as one of the list, or null (none given, or a row from before the list). */
export const declineReasonOf = (stored: string | null): DeclineReason | null =>
  (DECLINE_REASONS as readonly string[]).includes(stored ?? '') ? (stored as DeclineReason) : null;
