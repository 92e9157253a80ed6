import { z } from 'zod';
import { availabilityPayloadSchemas } from '../filling/availability.ts';
import { DECLINE_REASONS } from '../filling/offer-waves.ts';
import { cancellationReason } from '../jobs/cancellation.ts';
import { hoursSubmitSchema } from '../jobs/hours.ts';
import { isoInstant } from '../validation/calendar-date.ts';
import { deviceIdSchema } from '../validation/device-id.ts';
import { text } from '../validation/safe-text.ts';
import { storableJsonObject } from '../validation/storable-json.ts';

/**
 * The things a substitute may do offline (DESIGN.md "the outbox"). Each is queued on the device as
 * `{id (uuid v7), type, payload, createdAt}`, applied exactly once by the server, and answered with a verdict.
 * One payload schema per type: the screen, the outbox and the server handler all validate with it.
 */
const jobRef = z.object({ jobId: text().uuid() });

export const outboxPayloadSchemas = {
  /** Apply to a job; `alreadywarned` re-submits after the partial-overlap warning ('Jag hinner!'). */
  apply: jobRef.extend({ alreadywarned: z.boolean().default(false) }),
  /** Withdraw an application. */
  withdraw: jobRef,
  /** Hide a job from the open list (hidefrom) / restore it. */
  hide: jobRef,
  restore: jobRef,
  /** Inactivate / reactivate a job on the substitute's own list. */
  inactivate: jobRef,
  reactivate: jobRef,
  /** Discard a job for good from the substitute's lists. */
  discard: jobRef,
  /**
   * Block / unblock every job of a school. `schoolName` only lets the device list a block it has not sent yet by name
   * (the school's jobs leave its view at once); the server goes by the id.
   */
  blockSchool: z.object({ schoolId: text().uuid(), schoolName: text().max(200).optional() }),
  unblockSchool: z.object({ schoolId: text().uuid() }),
  /**
   * Decline an offer (decision 034): the job leaves the feed, and counts for its wave. The reason is optional; a second
   * decline with a reason (asked after the one-tap decline) only adds the reason.
   */
  declineOffer: jobRef.extend({ reason: z.enum(DECLINE_REASONS, 'Välj en orsak i listan|Valitse syy luettelosta').optional() }),
  /** Record that the substitute viewed a job (incViewCount). */
  view: jobRef,
  /** The chosen substitute cancels the booking (not an application: the school is told, the job reopens). */
  cancelBooking: jobRef.extend({ reason: cancellationReason() }),
  /** The chosen substitute's hours for one ended day of the job (issue 24): a later one for the same day replaces it. */
  submitHours: hoursSubmitSchema,
  /** Availability (decision 023): a day's part, the weekly pattern, the one-tap "free tomorrow?" answer. */
  ...availabilityPayloadSchemas,
} as const;

export type OutboxActionType = keyof typeof outboxPayloadSchemas;
export const OUTBOX_ACTION_TYPES = Object.keys(outboxPayloadSchemas) as OutboxActionType[];
/**
 * Whether a queued action is something the person did and waits to see sent. A view is queued like the others (it
 * counts for the school) but it is no action of theirs: never shown as pending, never a reason to warn at sign-out.
 */
export const isUserAction = (type: OutboxActionType): boolean => type !== 'view';
export type OutboxPayload<T extends OutboxActionType> = z.infer<(typeof outboxPayloadSchemas)[T]>;

/** One queued action as it travels (the envelope the sync package pushes). */
export const outboxActionSchema = z.object({
  id: text().uuid(),
  deviceId: deviceIdSchema,
  type: z.enum(OUTBOX_ACTION_TYPES as [OutboxActionType, ...OutboxActionType[]]),
  // free-form until its type's schema reads it: still nothing Postgres cannot store, nothing too deep to write back
  payload: storableJsonObject,
  createdAt: isoInstant(),
});
export type OutboxAction = z.infer<typeof outboxActionSchema>;

/** The server's verdict on an action. Rejections carry a code the client maps to the spec's dialog. */
export type OutboxVerdict =
  { status: 'applied'; result?: Record<string, unknown> } | { status: 'rejected'; code: string; message: string; data?: Record<string, unknown> };

/** Rejection codes the client knows (spec 02 §8 and the rules behind them). */
export const OUTBOX_REJECTIONS = {
  /** Partial overlap with a job the substitute is chosen for: confirm with 'Jag hinner!' → alreadywarned. */
  needConfirmApply: 'need_confirm_apply',
  /** Full overlap: cannot apply (OK closes). */
  cantApply: 'cant_apply',
  /** The job is gone, expired or someone was chosen. */
  jobClosed: 'job_closed',
  /** Not the caller's to do (wrong role, another user's action). */
  forbidden: 'forbidden',
  /** No such job, or one outside the caller's view whatever its state (decision 043, amended 2026-11-30). */
  notFound: 'not_found',
  /** The payload failed its schema. */
  invalid: 'invalid',
  /** A booking cannot be cancelled once the job has started (Helsinki wall clock). */
  jobStarted: 'job_started',
  /** The caller is not (or no longer) booked for the job: nothing to cancel. */
  notBooked: 'not_booked',
  /** A withdrawal of an application the school already chose: the booking is cancelled instead (cancelBooking). */
  booked: 'booked',
  /** The school has already reviewed the day's hours: they are locked for the substitute. */
  hoursLocked: 'hours_locked',
  /** The profile's name or birth date differs from the verified identity: fix the profile, then apply (issue 25). */
  identityMismatch: 'identity_mismatch',
  /** An availability day already past (queued offline and sent too late) or too far ahead. */
  dayOutOfRange: 'day_out_of_range',
} as const;
