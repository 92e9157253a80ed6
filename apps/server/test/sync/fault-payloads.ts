import { addDays, OUTBOX_ACTION_TYPES, todayInFinland, type OutboxActionType } from '@vikariat/domain';
import { seededRandom } from './chaos-fetch.ts';

type Pick = <T>(items: readonly T[]) => T;
const AVAILABILITY_TYPES: readonly OutboxActionType[] = ['setAvailability', 'setWeeklyPattern', 'answerFree'];

/**
 * The actions on jobs and schools the seeded steps draw from: the list as it was before the availability actions, so
 * a pinned seed replays the same steps (the availability actions come from a stream of their own, below).
 */
export const JOB_ACTION_TYPES: readonly OutboxActionType[] = OUTBOX_ACTION_TYPES.filter((type) => !AVAILABILITY_TYPES.includes(type));

/** A valid payload for an action on one of the world's jobs or schools (drawing exactly as the test always did). */
export function jobActionPayload(type: OutboxActionType, pick: Pick, jobId: string, schools: readonly string[]): Record<string, unknown> {
  if (type === 'blockSchool' || type === 'unblockSchool') return { schoolId: pick(schools) };
  if (type === 'submitHours') return { jobId, day: '2030-03-05', start: '08:00', end: '12:00', breakMinutes: 0, lessons: null };
  return type === 'cancelBooking' ? { jobId, reason: 'Sjuk' } : { jobId };
}

/**
 * A seed's own stream of availability actions (about one step in four adds one): a day soon after today, which the
 * real server's clock judges. Its own random source leaves the pinned seeds' steps as they were.
 */
export function availabilityActions(seed: number): () => { type: OutboxActionType; payload: Record<string, unknown> } | null {
  const random = seededRandom(seed * 7919 + 23);
  const pick: Pick = (items) => items[Math.floor(random() * items.length)] as (typeof items)[number];
  return () => {
    if (random() >= 0.25) return null;
    const type = pick(AVAILABILITY_TYPES);
    const date = addDays(todayInFinland(), pick([1, 2, 3]));
    const free = pick([true, false]);
    const part = pick(['day', 'morning', 'afternoon'] as const);
    if (type === 'answerFree') return { type, payload: { date, free } };
    return { type, payload: type === 'setAvailability' ? { date, part, free } : { weekday: pick([1, 2, 3, 4, 5]), part, free } };
  };
}
