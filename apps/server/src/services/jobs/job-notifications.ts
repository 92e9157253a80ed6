import type { AppDeps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { notify, type NotificationEvent } from '../notifications/index.ts';
import { isRetryable } from '../../db/transaction.ts';

/**
 * Records the notifications of a job change in the change's own transaction: a rolled-back choice or
 * application notifies nobody. The caller wakes the sender after the commit (`scheduleDeliveries`).
 * It runs in a savepoint, so a failure here is logged and never fails or undoes the change — except a
 * deadlock / serialization failure, which the job transaction retries as a whole.
 */
export async function notifyWithChange(deps: AppDeps, tx: Tx, event: NotificationEvent): Promise<void> {
  try {
    await tx.transaction((savepoint) => notify(deps, event, savepoint));
  } catch (error) {
    if (isRetryable(error)) throw error;
    deps.log.error({ err: error, event: event.type }, 'recording notifications failed');
  }
}
