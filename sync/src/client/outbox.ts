import { v7 as uuidv7 } from 'uuid';
import { outboxPayloadSchemas, type HoursEntry, type OutboxActionType, type OutboxPayload } from '@vikariat/domain';
import type { SyncDatabase } from './database.ts';
import type { JobDoc, OutboxDocType } from './schemas.ts';

/**
 * Queues an action: written to the local outbox at once (it survives reloads, crashes and expired sessions)
 * and pushed by the replication when a connection exists. The optimistic effect is not written into the
 * server-mirrored collections: screens read them through `withPendingActions`, so a rejection (or the
 * server's authoritative state arriving) replaces the optimistic view without any undo bookkeeping.
 */
export async function enqueueAction<T extends OutboxActionType>(
  db: SyncDatabase,
  owner: { ownerId: string; deviceId: string },
  type: T,
  payload: OutboxPayload<T>,
  now: () => Date = () => new Date(),
): Promise<OutboxDocType> {
  const valid = outboxPayloadSchemas[type].parse(payload) as Record<string, unknown>;
  const doc: OutboxDocType = {
    id: uuidv7(),
    ownerId: owner.ownerId,
    deviceId: owner.deviceId,
    type,
    payload: valid,
    createdAt: now().toISOString(),
    status: 'pending',
    code: null,
    message: null,
    data: null,
    result: null,
    appliedAt: null,
  };
  await writeThroughLoss(db, doc);
  return doc;
}

/**
 * IndexedDB errors of a connection the browser took away (Safari: "UnknownError: Connection to Indexed Database server
 * lost"; Chromium: a closing connection; Dexie: its database closed at the `close` event). Dexie opens the database
 * again at the next request, so the same write is tried again.
 */
const CONNECTION_LOST = new Set(['UnknownError', 'InvalidStateError', 'DatabaseClosedError']);
const isConnectionLost = (error: unknown): boolean => error instanceof Error && CONNECTION_LOST.has(error.name);
const LOSS_RETRIES = 3;

/** Inserts a queued action, again after a lost connection: a tap is never lost to a connection Safari dropped. */
async function writeThroughLoss(db: SyncDatabase, doc: OutboxDocType): Promise<void> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      await db.outbox.insert(doc);
      return;
    } catch (error) {
      if (!isConnectionLost(error) || attempt >= LOSS_RETRIES) throw error;
      // the `close` event reaches Dexie a moment after the failed request; the write may even have landed before it
      await new Promise((resolve) => setTimeout(resolve, 20 * (attempt + 1)));
      if (
        (await db.outbox
          .findOne(doc.id)
          .exec()
          .catch(() => null)) !== null
      )
        return;
    }
  }
}

/** The effect of one pending action on a job as the substitute sees it (null: gone from the list). */
function applyToJob(job: JobDoc, action: OutboxDocType): JobDoc | null {
  switch (action.type) {
    case 'apply':
      return { ...job, applied: true };
    case 'withdraw':
      return { ...job, applied: false };
    case 'hide':
    case 'declineOffer':
      // a declined offer leaves the feed as a hidden job does (the server hides it too)
      return { ...job, hidden: true };
    case 'restore':
      return { ...job, hidden: false };
    case 'inactivate':
      return { ...job, inactive: true };
    case 'reactivate':
      return { ...job, inactive: false };
    case 'discard':
      return null;
    case 'view':
      return { ...job, viewedAt: job.viewedAt ?? action.createdAt };
    case 'blockSchool':
      return job.schoolId === action.payload['schoolId'] ? null : job;
    case 'unblockSchool':
      return job;
    case 'cancelBooking':
      // the booking ends and the job reopens, as the server will answer (the person's application ends with it; the
      // school's phone stays, domain canSeeSchoolPhone)
      return job.chosen === 'me' ? { ...job, chosen: null, chosenId: null, chosenAt: null, applied: false, files: [] } : job;
    case 'submitHours':
      return job.id === action.payload['jobId'] ? withGivenHours(job, action.payload) : job;
    case 'setAvailability':
    case 'setWeeklyPattern':
    case 'answerFree':
      // the person's availability, not a job's: the availability screen applies these (withPendingAvailability)
      return job;
  }
}

/** The day's hours as the substitute gave them, pending, in place of what the device held for that day. */
function withGivenHours(job: JobDoc, p: Record<string, unknown>): JobDoc {
  const day = String(p['day']);
  const entry: HoursEntry = {
    jobId: job.id,
    day,
    start: String(p['start']),
    end: String(p['end']),
    breakMinutes: Number(p['breakMinutes']),
    lessons: typeof p['lessons'] === 'number' ? p['lessons'] : null,
    status: 'pending',
    late: false,
    note: null,
    reviewedBy: null,
    reviewedAt: null,
    submitted: null,
  };
  const hours = [...(job.hours ?? []).filter((h) => h.day !== day), entry].sort((a, b) => a.day.localeCompare(b.day));
  return { ...job, hours };
}

/** Jobs with the still-pending actions applied in queue order: the optimistic view. */
export function withPendingActions(jobs: JobDoc[], outbox: OutboxDocType[]): JobDoc[] {
  const pending = outbox.filter((a) => a.status === 'pending').sort((a, b) => (a.id < b.id ? -1 : 1));
  if (pending.length === 0) return jobs;
  const result: JobDoc[] = [];
  for (const job of jobs) {
    let current: JobDoc | null = job;
    for (const action of pending) {
      if (current === null) break;
      const jobId = action.payload['jobId'];
      if (jobId === undefined || jobId === current.id || action.type === 'blockSchool') current = applyToJob(current, action);
    }
    if (current !== null) result.push(current);
  }
  return result;
}

/** Rejected actions the user has not yet seen (the screens show the spec's dialog, then dismiss). */
export const isUnseenRejection = (action: OutboxDocType): boolean => action.status === 'rejected';

/** Removes a decided action from the device (after its dialog); the server's ledger keeps it. */
export async function dismissAction(db: SyncDatabase, id: string): Promise<void> {
  const doc = await db.outbox.findOne(id).exec();
  if (doc !== null && doc.status !== 'pending') await doc.remove();
}
