import { availabilityState, withAvailabilityAction, type AvailabilityAction, type AvailabilityEntry, type AvailabilityState } from '@vikariat/domain';
import type { AvailabilityDoc, OutboxDocType } from './schemas.ts';

const AVAILABILITY_ACTIONS: ReadonlySet<string> = new Set<AvailabilityAction['type']>(['setAvailability', 'setWeeklyPattern', 'answerFree']);

/** A stored document as the domain's entry (a document of neither shape is skipped: nothing to show for it). */
function entryOf(doc: AvailabilityDoc): AvailabilityEntry | null {
  if (doc.kind === 'week' && doc.weekday !== null) return { kind: 'week', weekday: doc.weekday, morning: doc.morning, afternoon: doc.afternoon };
  if (doc.kind === 'day' && doc.date !== null) return { kind: 'day', date: doc.date, morning: doc.morning, afternoon: doc.afternoon, answered: doc.answered };
  return null;
}

/**
 * The person's availability as the server holds it with their pending availability actions applied in queue order
 * (the optimistic view, as `withPendingActions` is for jobs): a rejected action stops applying, so the screen shows
 * the server's state again without undo bookkeeping. Payloads were validated when queued.
 */
export function withPendingAvailability(docs: readonly AvailabilityDoc[], outbox: readonly OutboxDocType[]): AvailabilityState {
  const entries = docs.map(entryOf).filter((entry): entry is AvailabilityEntry => entry !== null);
  return outbox
    .filter((action) => action.status === 'pending' && AVAILABILITY_ACTIONS.has(action.type))
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .reduce((state, action) => withAvailabilityAction(state, { type: action.type, payload: action.payload } as AvailabilityAction), availabilityState(entries));
}
