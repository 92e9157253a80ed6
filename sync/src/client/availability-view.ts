import { availabilityState, withAvailabilityAction, type AvailabilityAction, type AvailabilityEntry, type AvailabilityState } from '@vikariat/domain';
import type { AvailabilityDoc, OutboxDocType } from './schemas.ts';

const AVAILABILITY_ACTIONS: ReadonlySet<string> = new Set<AvailabilityAction['type']>(['setAvailability', 'setWeeklyPattern', 'answerFree']);

/** A stored document as the domain's entry (a document of neither shape is skipped: nothing to show for it). */
function entryOf(doc: AvailabilityDoc): AvailabilityEntry | null {
  if (doc.kind === 'week' && doc.weekday !== null) return { kind: 'week', weekday: doc.weekday, morning: doc.morning, afternoon: doc.afternoon };
  if (doc.kind === 'day' && doc.date !== null) return { kind: 'day', date: doc.date, morning: doc.morning, afternoon: doc.afternoon, answered: doc.answered };
  return null;
}

const keyOfDoc = (doc: AvailabilityDoc): string => (doc.kind === 'week' ? `w${doc.weekday ?? ''}` : `d${doc.date ?? ''}`);
const keyOfAction = (action: OutboxDocType): string =>
  action.type === 'setWeeklyPattern' ? `w${String(action.payload['weekday'])}` : `d${String(action.payload['date'])}`;

/**
 * The person's availability as the server holds it with their availability actions applied in queue order (the
 * optimistic view, as `withPendingActions` is for jobs): the pending ones, and the applied ones whose document has
 * not arrived yet (its `updatedAt` is older than the verdict's `appliedAt`; the verdict comes with the push, the
 * document with the next pull, so without them a choice would flick back for a moment). A rejected action stops
 * applying, so the screen shows the server's state again without undo bookkeeping. Payloads were validated when queued.
 */
export function withPendingAvailability(docs: readonly AvailabilityDoc[], outbox: readonly OutboxDocType[]): AvailabilityState {
  const entries = docs.map(entryOf).filter((entry): entry is AvailabilityEntry => entry !== null);
  const updated = new Map(docs.map((doc) => [keyOfDoc(doc), doc.updatedAt ?? '']));
  const waiting = (action: OutboxDocType) =>
    action.status === 'pending' || (action.status === 'applied' && action.appliedAt !== null && (updated.get(keyOfAction(action)) ?? '') < action.appliedAt);
  return outbox
    .filter((action) => AVAILABILITY_ACTIONS.has(action.type) && waiting(action))
    .sort((a, b) => (a.id < b.id ? -1 : 1))
    .reduce((state, action) => withAvailabilityAction(state, { type: action.type, payload: action.payload } as AvailabilityAction), availabilityState(entries));
}
