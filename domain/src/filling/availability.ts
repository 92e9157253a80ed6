import { z } from 'zod';
import type { JobSchedule } from '../jobs/overlap.ts';
import { dateOfDayNumber, dayNumber, formatLocalDate, parseLocalDate, parseTimeOfDay } from '../jobs/wall-clock.ts';
import { calendarDate } from '../validation/calendar-date.ts';

/**
 * A substitute's availability (decision 023 point 1). A day has two parts, `morning` (before 12:00) and `afternoon`
 * (from 12:00); `day` is both. Weekly patterns say weekday × part → free / not free; day entries say date × part and
 * override the pattern. A quick answer ("Are you free tomorrow?") is a day entry for that date, so it stops counting
 * when that day ends. `null` for a part: nothing said (the pattern, or unknown).
 */
export const DAY_PARTS = ['morning', 'afternoon'] as const;
export type DayPart = (typeof DAY_PARTS)[number];
export const PART_CHOICES = ['day', ...DAY_PARTS] as const;
export type PartChoice = (typeof PART_CHOICES)[number];
/** The wall-clock minute a morning ends and an afternoon starts. */
export const NOON_MINUTE = 12 * 60;
/** How far ahead a day may be marked (the calendar shows a year). */
export const AVAILABILITY_DAYS_AHEAD = 366;

export interface PartsFree {
  morning: boolean | null;
  afternoon: boolean | null;
}

const M = {
  weekday: 'Ogiltig veckodag|Virheellinen viikonpäivä',
  part: 'Välj hel dag, förmiddag eller eftermiddag|Valitse koko päivä, aamupäivä tai iltapäivä',
  date: 'Ogiltigt datum|Virheellinen päivämäärä',
} as const;
const part = z.enum(PART_CHOICES, { message: M.part });

/** The outbox payloads (one schema each; screen, outbox and server handler validate with them). */
export const availabilityPayloadSchemas = {
  /** Mark a date's part free (true), not free (false) or back to the weekly pattern (null). */
  setAvailability: z.object({ date: calendarDate(M.date), part, free: z.boolean().nullable() }),
  /** Mark a weekday's part free, not free or nothing said (null) in the weekly pattern. */
  setWeeklyPattern: z.object({ weekday: z.number({ message: M.weekday }).int(M.weekday).min(1, M.weekday).max(7, M.weekday), part, free: z.boolean().nullable() }),
  /** The one-tap answer to "Are you free tomorrow?": the whole day of `date`. */
  answerFree: z.object({ date: calendarDate(M.date), free: z.boolean() }),
} as const;

/** Why a date cannot be marked (checked by the server against its clock, and by the screen): null when it can. */
export function availabilityDateProblem(date: string, today: string): 'past' | 'tooFar' | null {
  const day = parseLocalDate(date);
  const now = parseLocalDate(today);
  if (day === null || now === null) return 'past';
  if (dayNumber(day) < dayNumber(now)) return 'past';
  return dayNumber(day) - dayNumber(now) > AVAILABILITY_DAYS_AHEAD ? 'tooFar' : null;
}

/** The parts a choice covers. */
export const partsOf = (choice: PartChoice): DayPart[] => (choice === 'day' ? [...DAY_PARTS] : [choice]);

/** ISO weekday of a date: Monday 1 … Sunday 7 (day 0 of the day numbers, 1970-01-01, was a Thursday). */
export function weekdayOf(date: string): number {
  const day = parseLocalDate(date);
  if (day === null) throw new Error(`not a date: ${date}`);
  return ((((dayNumber(day) + 3) % 7) + 7) % 7) + 1;
}

/** The date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const day = parseLocalDate(date);
  if (day === null) throw new Error(`not a date: ${date}`);
  return formatLocalDate(dateOfDayNumber(dayNumber(day) + days));
}

/**
 * The school day the quick "are you free?" question is about: tomorrow, or Monday when tomorrow is a Saturday or a
 * Sunday (schools and day-care centres book substitutes for weekdays; a Friday evening's question about Saturday would
 * be noise). Public holidays are not known here and are asked about like any weekday.
 */
export function nextSchoolDay(today: string): string {
  const tomorrow = addDays(today, 1);
  const weekday = weekdayOf(tomorrow);
  return weekday <= 5 ? tomorrow : addDays(tomorrow, 8 - weekday);
}

/** One stored entry as the device holds it (one document per weekday pattern or per date). */
export type AvailabilityEntry = ({ kind: 'week'; weekday: number } | { kind: 'day'; date: string; answered: boolean }) & PartsFree;

/** A person's availability, looked up by date and weekday. */
export interface AvailabilityState {
  days: ReadonlyMap<string, PartsFree & { answered: boolean }>;
  weekly: ReadonlyMap<number, PartsFree>;
}

export function availabilityState(entries: Iterable<AvailabilityEntry>): AvailabilityState {
  const days = new Map<string, PartsFree & { answered: boolean }>();
  const weekly = new Map<number, PartsFree>();
  for (const e of entries) {
    if (e.kind === 'day') days.set(e.date, { morning: e.morning, afternoon: e.afternoon, answered: e.answered });
    else weekly.set(e.weekday, { morning: e.morning, afternoon: e.afternoon });
  }
  return { days, weekly };
}

const NOTHING: PartsFree = { morning: null, afternoon: null };
const setParts = (old: PartsFree, choice: PartChoice, free: boolean | null): PartsFree =>
  partsOf(choice).reduce((parts, p) => ({ ...parts, [p]: free }), { morning: old.morning, afternoon: old.afternoon });

/** An availability action's effect on a state: the server's handler and the device's optimistic view agree on it. */
export type AvailabilityAction =
  | { type: 'setAvailability'; payload: z.infer<typeof availabilityPayloadSchemas.setAvailability> }
  | { type: 'setWeeklyPattern'; payload: z.infer<typeof availabilityPayloadSchemas.setWeeklyPattern> }
  | { type: 'answerFree'; payload: z.infer<typeof availabilityPayloadSchemas.answerFree> };

export function withAvailabilityAction(state: AvailabilityState, action: AvailabilityAction): AvailabilityState {
  if (action.type === 'setWeeklyPattern') {
    const { weekday, part: choice, free } = action.payload;
    const weekly = new Map(state.weekly);
    weekly.set(weekday, setParts(state.weekly.get(weekday) ?? NOTHING, choice, free));
    return { ...state, weekly };
  }
  const days = new Map(state.days);
  if (action.type === 'answerFree') {
    days.set(action.payload.date, { morning: action.payload.free, afternoon: action.payload.free, answered: true });
  } else {
    const old = state.days.get(action.payload.date) ?? { ...NOTHING, answered: false };
    // a change in the calendar makes the day the person's own statement, no longer a quick answer
    days.set(action.payload.date, { ...setParts(old, action.payload.part, action.payload.free), answered: false });
  }
  return { ...state, days };
}

/** Free (true), not free (false) or unknown (null) on a date's part: the day entry, else the weekday's pattern. */
export function freeOn(state: AvailabilityState, date: string, dayPart: DayPart): boolean | null {
  const entry = state.days.get(date)?.[dayPart] ?? null;
  return entry ?? state.weekly.get(weekdayOf(date))?.[dayPart] ?? null;
}

/**
 * The parts of each day a job covers: the morning when it starts before noon, the afternoon when it ends after noon
 * (or runs past midnight). A night job's hours after midnight count on its start date.
 */
export function jobParts(job: Pick<JobSchedule, 'startTime' | 'endTime'>): DayPart[] {
  const start = parseTimeOfDay(job.startTime) ?? 0;
  const end = parseTimeOfDay(job.endTime) ?? 0;
  const overnight = end <= start;
  return [...(start < NOON_MINUTE ? (['morning'] as const) : []), ...(overnight || end > NOON_MINUTE ? (['afternoon'] as const) : [])];
}

/** Every date a job runs on, first to last. */
export function jobDates(job: Pick<JobSchedule, 'startDate' | 'endDate'>): string[] {
  const first = parseLocalDate(job.startDate);
  const last = parseLocalDate(job.endDate);
  if (first === null || last === null) return [];
  const dates: string[] = [];
  for (let d = dayNumber(first); d <= dayNumber(last); d++) dates.push(formatLocalDate(dateOfDayNumber(d)));
  return dates;
}

/** The dates a person is booked on: every date of the jobs they are chosen for. */
export const bookedDates = (chosenJobs: Iterable<Pick<JobSchedule, 'startDate' | 'endDate'>>): Set<string> => new Set([...chosenJobs].flatMap((job) => jobDates(job)));

export type JobAvailability = 'yes' | 'no' | 'unknown' | 'booked';

/**
 * A job's availability for a person (decision 023): `booked` when they are already chosen on one of its days (never
 * offered), `no` when any part of any day it covers is not free, `yes` when every part is free, else `unknown`.
 * `booked` must not contain the job's own dates because of this very job (the caller leaves it out).
 */
export function jobAvailability(job: JobSchedule, state: AvailabilityState, booked: ReadonlySet<string> = new Set()): JobAvailability {
  const dates = jobDates(job);
  if (dates.some((date) => booked.has(date))) return 'booked';
  const answers = dates.flatMap((date) => jobParts(job).map((p) => freeOn(state, date, p)));
  if (answers.some((free) => free === false)) return 'no';
  return answers.length > 0 && answers.every((free) => free === true) ? 'yes' : 'unknown';
}
