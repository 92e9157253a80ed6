import { MIN_GAP_BETWEEN_CHOSEN_JOBS_MINUTES } from '../constants/limits.ts';
import { MINUTES_PER_DAY, dayNumber, parseLocalDate, parseTimeOfDay } from './wall-clock.ts';

/**
 * THE overlap rule (spec 02 §4, §9): a substitute is never chosen for two jobs less than 2 hours apart.
 *
 * A job occupies every day from startDate to endDate between startTime and endTime; an end time not
 * later than the start time runs past midnight into the next day (equal times = a 24 h shift).
 *
 * All arithmetic is on local wall-clock minutes (days since 1970-01-01 x 1440 + minutes of the day):
 * every school is in Europe/Helsinki and jobs are posted as wall-clock times, so "2 hours apart" means
 * 2 hours on the clock on the wall. On the two DST change nights the real elapsed time differs by an
 * hour from the wall-clock gap; we deliberately follow the wall clock (tests pin this down).
 */
export interface JobSchedule {
  readonly startDate: string;
  readonly endDate: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** One day's stint, in wall-clock minutes since 1970-01-01 00:00; end is exclusive. */
export interface Occurrence {
  readonly start: number;
  readonly end: number;
}

export type OverlapVerdict = 'ok' | 'partial' | 'full';

interface ParsedSchedule {
  readonly firstDay: number;
  readonly lastDay: number;
  readonly startMinute: number;
  readonly durationMinutes: number;
}

function parseSchedule(job: JobSchedule): ParsedSchedule {
  const start = parseLocalDate(job.startDate);
  const end = parseLocalDate(job.endDate);
  const startMinute = parseTimeOfDay(job.startTime);
  const endMinute = parseTimeOfDay(job.endTime);
  if (!start || !end || startMinute === null || endMinute === null) {
    throw new RangeError(`Malformed job schedule: ${JSON.stringify(job)}`);
  }
  const firstDay = dayNumber(start);
  const lastDay = dayNumber(end);
  if (lastDay < firstDay) throw new RangeError(`Job ends before it starts: ${JSON.stringify(job)}`);
  const durationMinutes = endMinute > startMinute ? endMinute - startMinute : endMinute - startMinute + MINUTES_PER_DAY;
  return { firstDay, lastDay, startMinute, durationMinutes };
}

const occurrenceOn = (s: ParsedSchedule, day: number): Occurrence => {
  const start = day * MINUTES_PER_DAY + s.startMinute;
  return { start, end: start + s.durationMinutes };
};

/** Every daily occurrence of a job, in order. */
export function occurrences(job: JobSchedule): Occurrence[] {
  const s = parseSchedule(job);
  const result: Occurrence[] = [];
  for (let day = s.firstDay; day <= s.lastDay; day += 1) result.push(occurrenceOn(s, day));
  return result;
}

/** Gap between two intervals: positive when apart, 0 when touching, minus the overlap when overlapping. */
const intervalGap = (a: Occurrence, b: Occurrence): number => Math.max(a.start, b.start) - Math.min(a.end, b.end);

/**
 * Smallest gap between one occurrence and any occurrence of a job. A job's occurrences are one per day
 * and each lasts at most 24 h, so only the days around the occurrence (clamped to the job's range) can
 * be nearest; this keeps long jobs O(1) per occurrence instead of O(days).
 */
function gapToSchedule(occ: Occurrence, s: ParsedSchedule): number {
  const clamp = (day: number): number => Math.min(s.lastDay, Math.max(s.firstDay, day));
  const from = clamp(Math.floor(occ.start / MINUTES_PER_DAY) - 2);
  const to = clamp(Math.floor(occ.end / MINUTES_PER_DAY) + 2);
  let best = Number.POSITIVE_INFINITY;
  for (let day = from; day <= to; day += 1) best = Math.min(best, intervalGap(occ, occurrenceOn(s, day)));
  return best;
}

/** Minimum gap in minutes between any occurrences of two jobs; zero or negative when they overlap. */
export function gapMinutes(a: JobSchedule, b: JobSchedule): number {
  const sb = parseSchedule(b);
  let best = Number.POSITIVE_INFINITY;
  for (const occ of occurrences(a)) best = Math.min(best, gapToSchedule(occ, sb));
  return best;
}

/** True when the two jobs come closer than 2 hours (exactly 2 hours apart is allowed). Used at choose time. */
export const conflictsWithin2h = (a: JobSchedule, b: JobSchedule): boolean => gapMinutes(a, b) < MIN_GAP_BETWEEN_CHOSEN_JOBS_MINUTES;

/**
 * How a job a substitute applies to relates to the jobs they are already chosen for:
 * 'full' = every occurrence collides (within 2 h of some chosen job) → cant_apply;
 * 'partial' = some but not all collide → need_confirm_apply (may apply with 'Jag hinner!');
 * 'ok' = none collide.
 */
export function overlapVerdict(candidate: JobSchedule, chosenJobs: readonly JobSchedule[]): OverlapVerdict {
  const candidateOccurrences = occurrences(candidate);
  if (chosenJobs.length === 0) return 'ok';
  const chosen = chosenJobs.map(parseSchedule);
  const colliding = candidateOccurrences.filter((occ) => chosen.some((s) => gapToSchedule(occ, s) < MIN_GAP_BETWEEN_CHOSEN_JOBS_MINUTES)).length;
  if (colliding === 0) return 'ok';
  return colliding === candidateOccurrences.length ? 'full' : 'partial';
}

/**
 * The verdict together with the chosen jobs that cause it, so a screen can name them before the substitute
 * applies (the server's verdict only says that something clashes). Clashes keep the caller's order.
 */
export function overlapWith<T extends JobSchedule>(candidate: JobSchedule, chosenJobs: readonly T[]): { verdict: OverlapVerdict; clashes: T[] } {
  const verdict = overlapVerdict(candidate, chosenJobs);
  return { verdict, clashes: verdict === 'ok' ? [] : chosenJobs.filter((chosen) => conflictsWithin2h(candidate, chosen)) };
}
