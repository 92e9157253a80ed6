import { conflictsWithin2h, type JobSchedule } from '../jobs/overlap.ts';
import { JOB_RULES, jobRuleHolds, type JobFactsForSubstitute } from '../jobs/job-visibility.ts';
import { hasValidPoliceRecord } from '../jobs/job-rules.ts';
import { parseLocalDate } from '../jobs/wall-clock.ts';
import { bookedDates, jobAvailability, type AvailabilityState, type JobAvailability } from './availability.ts';

/**
 * Who is offered a job, and in which wave (issue 23, "Offer waves"): ONE definition, pure, used by the wave engine,
 * the feed and the notifications alike. A wave is 1 (the school's preferred who said they are free), 2 (who worked at
 * the school before and said they are free), 3 (everyone eligible in the job's municipalities, free or not answered).
 * "Not free" and "booked that day" are never offered; availability unknown counts in the last wave only.
 */
export type OfferWave = 1 | 2 | 3;

export const OFFER_WAVES: readonly OfferWave[] = [1, 2, 3];

/** The facts of one (substitute, job) pair beyond the visibility rule's. */
export interface OfferFacts {
  /** the job's visibility facts for the reader (regions, open, blocks both ways, hidden...) */
  readonly visibility: JobFactsForSubstitute;
  /** chosen for another job that overlaps this one or lies within 2 h of it (the overlap rule) */
  readonly bookedNear: boolean;
  /** the police record is valid on every day of the job (not only today) */
  readonly recordValid: boolean;
  /** on the job's school's preferred list */
  readonly preferred: boolean;
  /** was chosen for a job of the school before */
  readonly workedBefore: boolean;
  /** what the reader's calendar says of the job's days and day parts */
  readonly availability: JobAvailability;
}

/** Why a substitute is (or is not) offered a job: what the substitute and the principal are shown. */
export type OfferReason = 'preferred' | 'workedBefore' | 'region';
export type NotOfferedReason = 'notOffered' | 'bookedNear' | 'record' | 'notFree' | 'booked';

export type OfferVerdict = { readonly wave: OfferWave; readonly reason: OfferReason } | { readonly wave: null; readonly reason: NotOfferedReason };

/** Eligible: the job is offered to the reader at all (visibility rule), they are free of bookings around it, and their record holds. */
export function offerVerdict(facts: OfferFacts): OfferVerdict {
  if (!jobRuleHolds(JOB_RULES.offer, facts.visibility)) return { wave: null, reason: 'notOffered' };
  if (facts.availability === 'booked') return { wave: null, reason: 'booked' };
  if (facts.bookedNear) return { wave: null, reason: 'bookedNear' };
  if (!facts.recordValid) return { wave: null, reason: 'record' };
  if (facts.availability === 'no') return { wave: null, reason: 'notFree' };
  const free = facts.availability === 'yes';
  if (free && facts.preferred) return { wave: 1, reason: 'preferred' };
  if (free && facts.workedBefore) return { wave: 2, reason: 'workedBefore' };
  return { wave: 3, reason: 'region' };
}

export const isEligible = (facts: OfferFacts): boolean => offerVerdict(facts).wave !== null;

/** A record counts for a job when it is valid on the job's last day (a record expiring mid-job does not). */
export function recordValidForJob(profile: Record<string, unknown>, job: Pick<JobSchedule, 'endDate'>): boolean {
  const last = parseLocalDate(job.endDate);
  return last !== null && hasValidPoliceRecord(profile, last);
}

/** Chosen for another job within 2 h of this one (or overlapping it). */
export const bookedNear = (job: JobSchedule, chosenJobs: readonly JobSchedule[]): boolean => chosenJobs.some((other) => conflictsWithin2h(job, other));

/** The reader's calendar answer for the job, their bookings on its days included (the job itself left out by the caller). */
export const offerAvailability = (job: JobSchedule, state: AvailabilityState, chosenJobs: readonly JobSchedule[]): JobAvailability =>
  jobAvailability(job, state, bookedDates(chosenJobs));

/** The substitutes a wave reaches: those whose verdict is that wave (each person is offered in exactly one wave). */
export function waveMembers<T extends { readonly facts: OfferFacts }>(candidates: readonly T[], wave: OfferWave): T[] {
  return candidates.filter((candidate) => offerVerdict(candidate.facts).wave === wave);
}

/** The school's delay between waves, in minutes (0: everyone at once, as a broadcast). */
export interface WaveSettings {
  readonly sosDelayMinutes: number;
  readonly normalDelayMinutes: number;
}

export const DEFAULT_WAVE_SETTINGS: WaveSettings = { sosDelayMinutes: 5, normalDelayMinutes: 60 };

/**
 * The wave due at `now` for a job posted at `postedAt`: wave n goes out (n-1) delays after posting; when everyone
 * offered in the waves so far declined, the next one is due at once (`declinedThrough`). After the job's start, or
 * once someone is chosen, none (the caller stops the waves).
 */
export function dueWave(postedAt: Date, now: Date, settings: WaveSettings, sos: boolean, declinedThrough: OfferWave | 0 = 0): OfferWave {
  const delay = (sos ? settings.sosDelayMinutes : settings.normalDelayMinutes) * 60_000;
  if (delay <= 0) return 3;
  const byTime = 1 + Math.floor(Math.max(0, now.getTime() - postedAt.getTime()) / delay);
  return Math.min(3, Math.max(byTime, declinedThrough + 1)) as OfferWave;
}
