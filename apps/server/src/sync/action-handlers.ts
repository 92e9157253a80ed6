import type { OutboxActionType, OutboxPayload, OutboxVerdict } from '@vikariat/domain';
import type { AuthUser } from '../context.ts';
import type { Tx } from '../db/client.ts';
import * as availabilityActions from '../services/availability/availability-actions.ts';
import { cancelBooking } from '../services/jobs/cancel-booking.ts';
import { declineOffer } from '../services/jobs/decline-offer.ts';
import { submitHours } from '../services/jobs/hours-submit.ts';
import * as jobActions from '../services/jobs/substitute-actions.ts';
import type { ActionContext, ActionHandler, ActionHandlers, CallerAccountRow } from './action-context.ts';

/** The registry the sync engine dispatches on. Replace an entry to change an action's rules. */
export const actionHandlers: ActionHandlers = {
  apply: jobActions.applyToJob,
  withdraw: jobActions.withdrawApplication,
  hide: jobActions.hideJob,
  restore: jobActions.restoreJob,
  inactivate: jobActions.inactivateJob,
  reactivate: jobActions.reactivateJob,
  discard: jobActions.discardJob,
  blockSchool: jobActions.blockSchool,
  unblockSchool: jobActions.unblockSchool,
  view: jobActions.viewJob,
  declineOffer,
  cancelBooking,
  submitHours,
  setAvailability: availabilityActions.setAvailability,
  setWeeklyPattern: availabilityActions.setWeeklyPattern,
  answerFree: availabilityActions.answerFree,
};

/** Locks the caller's account row for a push's actions (substitutes only act on jobs); see ActionContext.callerRow. */
export function lockCallerForActions(tx: Tx, user: AuthUser): Promise<CallerAccountRow | undefined> {
  return user.role === 'user' ? jobActions.lockSubstitute(tx, user.id) : Promise.resolve(undefined);
}

/** Calls the registry with the payload type narrowed to the action type (one place holds the cast). */
export function runActionHandler<T extends OutboxActionType>(type: T, ctx: ActionContext, payload: OutboxPayload<T>): Promise<OutboxVerdict> {
  const handler = actionHandlers[type] as ActionHandler<T>;
  return handler(ctx, payload);
}
