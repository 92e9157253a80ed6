import { z } from 'zod';
import { text } from '../validation/safe-text.ts';
import { CANCELLED_BY } from '../jobs/cancellation.ts';
import { DECLINE_REASONS } from './offer-waves.ts';

const at = text();
/** null: a person the school may not see (decision 020) is shown as "a substitute" */
const name = text().nullable();
/**
 * A job's history for the school (issue 23, decisions 034 and 037): one typed list of events in time order, one schema
 * for the server's answer and the screen that reads it. A new source adds a variant here and a source in the server's
 * query; the screen shows each variant.
 */
export const jobTimelineEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('posted'), at }),
  /** one offer wave (decision 034): how many were offered the job in it (1 preferred, 2 worked here, 3 everyone) */
  z.object({ type: z.literal('wave'), at, wave: z.number().int(), offered: z.number().int() }),
  /** one notification round about the job (the same kind in the same minute): how many deliveries, and how they went */
  z.object({ type: z.literal('notified'), at, kind: text(), recipients: z.number(), sent: z.number(), failed: z.number(), pending: z.number() }),
  z.object({ type: z.literal('applied'), at, name }),
  /** the reason only where the substitute gave one (a fixed list, decision 034) */
  z.object({ type: z.literal('declined'), at, name, reason: z.enum(DECLINE_REASONS).nullable() }),
  z.object({ type: z.literal('withdrawn'), at, name }),
  z.object({ type: z.literal('chosen'), at, name }),
  /** the school took its choice back before the job started (a cancellation is `cancelled`) */
  z.object({ type: z.literal('unchosen'), at, name }),
  /**
   * a booking ended before the job started (issue 24), by the person or by the school; the job was open again. The
   * reason each side gave (the school reads it in its e-mail too); null when the school removed the job.
   * `accountDeleted`: the person erased their account, which ended the booking (decision 048; no name, no reason).
   */
  z.object({
    type: z.literal('cancelled'),
    at,
    name,
    by: z.enum(CANCELLED_BY),
    reason: text().nullable().default(null),
    accountDeleted: z.boolean().optional(),
  }),
]);
export type JobTimelineEvent = z.infer<typeof jobTimelineEventSchema>;

export const jobTimelineSchema = z.object({
  events: z.array(jobTimelineEventSchema),
  /** posted → chosen, whole minutes; null while nobody is chosen */
  minutesToFill: z.number().nullable(),
});
export type JobTimeline = z.infer<typeof jobTimelineSchema>;

// within the same instant, the order things can happen in. A choice and its end (unchosen, cancelled) share a place:
// the server gives them in the order they happened (chosen, unchosen, chosen again), which the stable sort keeps
const ORDER: Record<JobTimelineEvent['type'], number> = {
  posted: 0,
  wave: 1,
  notified: 2,
  applied: 3,
  declined: 4,
  withdrawn: 5,
  chosen: 6,
  unchosen: 6,
  cancelled: 6,
};

/**
 * The events oldest first (ties: posted, wave, notified, applied, declined, withdrawn, then the choices and their ends
 * as given), with the time to fill.
 */
export function jobTimeline(events: readonly JobTimelineEvent[], postedAt: string, chosenAt: string | null): JobTimeline {
  const sorted = [...events].sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || ORDER[a.type] - ORDER[b.type]);
  const minutesToFill = chosenAt === null ? null : Math.max(0, Math.round((Date.parse(chosenAt) - Date.parse(postedAt)) / 60_000));
  return { events: sorted, minutesToFill };
}
