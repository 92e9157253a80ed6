import type { AppDeps } from '../../context.ts';
import type { Tx } from '../../db/client.ts';
import { notify, recordDeliveries, type NotificationEvent, type PlannedDelivery } from '../notifications/index.ts';
import { inFailedTransaction, isRetryable } from '../../db/transaction.ts';

/**
 * Records the notifications of a job change in the change's own transaction: a rolled-back choice or
 * application notifies nobody. The caller wakes the sender after the commit (`scheduleDeliveries`).
 * It runs in a savepoint, so a failure here is logged and never fails or undoes the change — except a
 * deadlock / serialization failure, which the job transaction retries as a whole, and a transaction an earlier
 * statement had already failed (its own failure, which must reach the caller).
 */
export async function notifyWithChange(deps: AppDeps, tx: Tx, event: NotificationEvent): Promise<void> {
  await inSavepoint(deps, tx, event.type, (savepoint) => notify(deps, event, savepoint));
}

/**
 * The same for a notice the change has already planned from the rows it locked (a choice: `choiceNotice`), recorded
 * without reading the job and the person again (decision 041).
 */
export async function recordWithChange(deps: AppDeps, tx: Tx, planned: PlannedDelivery): Promise<void> {
  await inSavepoint(deps, tx, planned.kind, (savepoint) => recordDeliveries(savepoint, [planned], deps.env.publicUrl, deps.now()));
}

async function inSavepoint(deps: AppDeps, tx: Tx, event: string, work: (savepoint: Tx) => Promise<unknown>): Promise<void> {
  try {
    await tx.transaction(work);
  } catch (error) {
    // the transaction's own failure (retried as a whole, or an earlier statement's: 25P02) is not the notifications'
    if (isRetryable(error) || inFailedTransaction(error)) throw error;
    deps.log.error({ err: error, event }, 'recording notifications failed');
  }
}
